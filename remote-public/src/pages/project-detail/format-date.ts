import { formatLongDate, isoDay, readIsoDay, readLongDate, type Locale } from 'remote_shared/i18n';

/**
 * A published date in the page's language: in English as the spec shows it, 'MMMM dd, yyyy' ('March
 * 05, 2025'), in Kiswahili '5 Machi 2025', in French '5 mars 2025' (formatLongDate). Posts store it as long
 * English text ('March 5, 2025'); ISO dates are read too (remote_shared's long-date reader). The date is
 * its parts, so the server and the browser print the same day whatever their time zones.
 * Anything unreadable is shown as it was written; nothing gives null.
 * Printed from the parts rather than with date-fns (about 6 KB brotli on the page, docs/performance.md)
 * or Intl (whose month names could differ between the server's ICU and the browser's and break hydration).
 */
export function formatPublished(value: string | null | undefined, locale: Locale = 'en'): string | null {
  const text = value?.trim();
  if (!text) return null;
  const day = readLongDate(text) ?? readIsoDay(text);
  return day ? formatLongDate(day.year, day.month, day.day, locale) : text;
}

/** The published day as `YYYY-MM-DD` (a `<time>`'s `datetime`, the structured data's `datePublished`), or null when it cannot be read. */
export function publishedDay(value: string | null | undefined): string | null {
  const text = value?.trim();
  const day = text ? (readLongDate(text) ?? readIsoDay(text)) : undefined;
  return day ? isoDay(day) : null;
}
