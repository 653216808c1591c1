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
