// The site's languages (docs/i18n.md). English is the default and keeps today's addresses; the
// others live under their prefix (`/sw/...`, `/fr/...`). Plain data, no zod: the API, the page
// server and every front end read the same list.

export const LOCALES = ['en', 'sw', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/** The locales a content record may carry besides English (written under `translations`). */
export const TRANSLATED_LOCALES = LOCALES.filter((locale): locale is Exclude<Locale, 'en'> => locale !== DEFAULT_LOCALE);

/** Each language's name in itself, as the language switcher shows it. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', sw: 'Kiswahili', fr: 'Français' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The locale a public address is in: its first segment when that is a translated locale, English otherwise. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return first !== undefined && first !== DEFAULT_LOCALE && isLocale(first) ? first : DEFAULT_LOCALE;
}

/** The address of `path` (an English address such as `/about-us` or `/`) in `locale`: `/sw/about-us`, `/sw`. */
export function localizePath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE || !path.startsWith('/')) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** The English address of a public address: `/sw/about-us` → `/about-us`, `/sw` → `/`. */
export function unlocalizePath(pathname: string): string {
  const locale = localeOfPath(pathname);
  if (locale === DEFAULT_LOCALE) return pathname;
  return pathname.slice(locale.length + 1) || '/';
}

/** BCP 47 tags as `<html lang>`, `hreflang` and `Intl` take them, and Open Graph's `og:locale`. */
export const LOCALE_TAGS: Readonly<Record<Locale, { lang: string; og: string }>> = {
  en: { lang: 'en', og: 'en_GB' },
  sw: { lang: 'sw', og: 'sw_KE' },
  fr: { lang: 'fr', og: 'fr_FR' },
};

/**
 * The translated locale a browser prefers over English (its `Accept-Language` header or
 * `navigator.languages`), or null: the site suggests that language, never switches by itself.
 */
export function preferredLocale(languages: readonly string[]): Exclude<Locale, 'en'> | null {
  for (const language of languages) {
    const base = language.trim().split(/[-_;]/)[0]!.toLowerCase();
    if (base === DEFAULT_LOCALE) return null;
    if (isLocale(base)) return base as Exclude<Locale, 'en'>;
  }
  return null;
}

/** The languages of an `Accept-Language` header, by preference (q values honoured). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag!.trim(), q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}
