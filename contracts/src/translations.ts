// Translated content (docs/i18n.md, "Content"): a record keeps English in its fields and the other
// locales' values of its `localized` fields under `translations`. Plain data, no zod: the API, the
// fake API of the unit tests and the back office read a record in a locale the same way.
import { LOCALES, TRANSLATED_LOCALES, type Locale } from './locales';

/** What these helpers read of a content type: its localized fields (a declaration's `localized`). */
type Localized = { localized: readonly string[] };

export type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number];
/** A record's values per translated locale: only the fields that have one, never blank. */
export type Translations = Partial<Record<TranslatedLocale, Record<string, string>>>;

/** What `?locale=` takes: a site locale, or `all` (the back office: `translations` whole). */
export type ContentLocale = Locale | 'all';
export const CONTENT_LOCALES: readonly ContentLocale[] = [...LOCALES, 'all'];
export const LOCALE_QUERY_MESSAGE = `locale must be one of: ${CONTENT_LOCALES.join(', ')}`;

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The stored translations of a record, whatever was stored (a row older than them has none). */
export function translationsOf(record: Record<string, unknown>): Translations {
  const stored = record.translations;
  if (!stored || typeof stored !== 'object') return {};
  const result: Translations = {};
  for (const locale of TRANSLATED_LOCALES) {
    const values = (stored as Record<string, unknown>)[locale];
    if (!values || typeof values !== 'object') continue;
    const kept = Object.fromEntries(Object.entries(values as Record<string, unknown>).filter(([, value]) => filled(value))) as Record<string, string>;
    if (Object.keys(kept).length) result[locale] = kept;
  }
  return result;
}

/**
 * The localized fields of a record that have English but no value in `locale`: what the public
 * reads list as `missing_translations` and the back office marks. A field blank in English is not missing.
 */
export function missingTranslations(type: Localized, record: Record<string, unknown>, locale: Locale): string[] {
  if (locale === 'en') return [];
  const values = translationsOf(record)[locale] ?? {};
  return type.localized.filter((field) => filled(record[field]) && !filled(values[field]));
}

/** The translated locales a record lacks at least one value in ("Missing: sw, fr" in the back office). */
export const localesMissing = (type: Localized, record: Record<string, unknown>): TranslatedLocale[] =>
  TRANSLATED_LOCALES.filter((locale) => missingTranslations(type, record, locale).length > 0);

/**
 * A record as a read in `locale` answers it. No locale: exactly today's English shape (no
 * `translations`). `en`, `sw`, `fr`: the same shape with each localized field in that locale
 * (English where there is none) and `missing_translations`. `all`: English with `translations` whole.
 */
export function localizeRecord<R extends Record<string, unknown>>(type: Localized, record: R, locale: ContentLocale | undefined): R {
  const { translations: _stored, ...english } = record;
  if (type.localized.length === 0) return english as unknown as R;
  if (locale === undefined) return english as unknown as R;
  if (locale === 'all') return { ...english, translations: translationsOf(record) } as unknown as R;
  const values: Record<string, string> = locale === 'en' ? {} : (translationsOf(record)[locale] ?? {});
  const localized = Object.fromEntries(type.localized.filter((field) => filled(values[field])).map((field) => [field, values[field]]));
  return { ...english, ...localized, missing_translations: missingTranslations(type, record, locale) } as unknown as R;
}
