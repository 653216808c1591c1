import { createContext, useContext, useEffect } from 'react';
import { LOCALE_TAGS, isLocale, localeOfPath, localizePath, unlocalizePath } from 'contracts/locales';
import { getSite } from '../config/site';

/** What a page says about itself: its document title, description and canonical path. */
export interface PageMetaData {
  title: string;
  description: string;
  /** Path of the canonical address (defaults to the current path). */
  path?: string;
  image?: string | null;
  /** Keep the page out of search results (admin pages). */
  noindex?: boolean;
  /** HTTP status the page server should answer with (404 for a missing project). */
  status?: number;
  /**
   * The page's largest image, which the page server preloads with high priority: an address, or
   * the candidates and `sizes` of its first <picture> source and that source's type.
   */
  preloadImage?: { href?: string; srcSet?: string; sizes?: string; type?: string };
}

/** On the server the page server provides a collector; in the browser there is none. */
export const PageMetaCollector = createContext<((meta: PageMetaData) => void) | null>(null);

export function fullTitle(title: string): string {
  const { name } = getSite();
  return title.includes(name) ? title : `${title} | ${name}`;
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

/** Sets the page's title, description, canonical link and Open Graph tags (rendered into the HTML on the server). */
export function PageMeta(meta: PageMetaData) {
  const collect = useContext(PageMetaCollector);
  if (collect) collect(meta);
  const { title, description, path, image, noindex } = meta;
  useEffect(() => {
    const titleText = fullTitle(title);
    document.title = titleText;
    named('name', 'description', description);
    named('property', 'og:title', titleText);
    named('property', 'og:description', description);
    const base = getSite().siteUrl || window.location.origin;
    // Absolute, as the server writes it: link previews need a full address.
    named('property', 'og:image', image ? new URL(image, base).href : null);
    // In the page's language (docs/i18n.md): a page names its English path, `/sw/...` pages prefix it.
    const locale = localeOfPath(window.location.pathname);
    const english = unlocalizePath(path ?? window.location.pathname);
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
    named('name', 'robots', noindex ? 'noindex' : null);
  }, [title, description, path, image, noindex]);
  return null;
}
