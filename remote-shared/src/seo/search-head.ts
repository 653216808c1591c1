// The head after a move in the browser (docs/search-appearance.md): the fallback rule at once, then
// what editors set for the new page once read. A chunk of its own, loaded at the first move: a page
// rendered on the server has its head written already, so its first load carries none of this.
import { LOCALE_TAGS, isLocale, localeOfPath, localizePath, unlocalizePath, type Locale } from 'contracts/locales';
import { searchAppearance, type SearchAppearanceInput } from 'contracts/search-appearance';
import { apiUrl } from '../config/runtime';
import { getSite } from '../config/site';

/** What editors set for a page (docs/search-appearance.md), by English path and language, once fetched in this tab. */
const setByEditors = new Map<string, Promise<SearchAppearanceInput | null>>();

/**
 * The search appearance an editor set for `path` in `locale`, or null: read when the browser moves
 * to a page (the server wrote the first page's head with it already). A failure is the fallback.
 */
function editorsSet(path: string, locale: Locale): Promise<SearchAppearanceInput | null> {
  const key = `${locale} ${path}`;
  let found = setByEditors.get(key);
  if (!found) {
    found = fetch(apiUrl(`/api/search-appearance/page?path=${encodeURIComponent(path)}`), { headers: { Accept: 'application/json' } })
      .then(async (response) => (response.ok ? (((await response.json()) as Record<Locale, SearchAppearanceInput>)[locale] ?? null) : null))
      .catch(() => null);
    setByEditors.set(key, found);
  }
  return found;
}

function setMeta(selector: string, create: () => HTMLElement, apply: (el: HTMLElement) => void): void {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (!element) {
    element = create();
    document.head.appendChild(element);
  }
  apply(element);
}

function named(attribute: 'name' | 'property', key: string, content: string | null): void {
  // A tag the new page does not have goes, so it does not linger from the page before.
  if (content === null) {
    document.head.querySelector(`meta[${attribute}="${key}"]`)?.remove();
    return;
  }
  setMeta(
    `meta[${attribute}="${key}"]`,
    () => {
      const meta = document.createElement('meta');
      meta.setAttribute(attribute, key);
      return meta;
    },
    (el) => el.setAttribute('content', content),
  );
}

/** Writes the head of the page now shown; `current` says whether it still is (a later move overtakes it). */
/** What a page says of itself (`PageMetaData` of page-meta.tsx, which loads this module). */
interface PageHead {
  title: string;
  description: string;
  path?: string;
  image?: string | null;
  noindex?: boolean;
}

export function writeHead({ title, description, path, image, noindex }: PageHead, current: () => boolean): void {
  const locale = localeOfPath(window.location.pathname);
  const english = unlocalizePath(path ?? window.location.pathname);
  const site = getSite();
  const write = (set: SearchAppearanceInput | null) => {
    // The same rule as the page server's head (contracts/src/search-appearance.ts).
    const shown = searchAppearance(set, { title, description, image }, { name: site.name, image: site.sharingImage });
    document.title = shown.title;
    named('name', 'description', shown.description);
    named('property', 'og:title', shown.title);
    named('property', 'og:description', shown.description);
    const base = site.siteUrl || window.location.origin;
    // Absolute, as the server writes it: link previews need a full address.
    named('property', 'og:image', shown.image ? new URL(shown.image, base).href : null);
    // In the page's language (docs/i18n.md): a page names its English path, `/sw/...` pages prefix it.
    const canonical = new URL(localizePath(locale, english), base).href;
    named('property', 'og:url', canonical);
    named('property', 'og:locale', LOCALE_TAGS[locale].og);
    // The server wrote this page's language versions; after a move in the browser they follow it.
    for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')) {
      const lang = link.hreflang;
      link.href = new URL(lang === 'x-default' || !isLocale(lang) ? english : localizePath(lang, english), base).href;
    }
    setMeta(
      'link[rel="canonical"]',
      () => {
        const link = document.createElement('link');
        link.rel = 'canonical';
        return link;
      },
      (el) => el.setAttribute('href', canonical),
    );
    named('name', 'robots', noindex || shown.noindex ? 'noindex' : null);
  };
  write(null);
  // A page kept out of the index (a preview) has nothing set by editors.
  if (!noindex) void editorsSet(english, locale).then((set) => current() && set && write(set));
}
