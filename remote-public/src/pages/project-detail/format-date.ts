import { formatLongDate, type Locale } from 'remote_shared/i18n';

/** How posts store their months (long English text), read whatever the page's language. */
export const ENGLISH_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const LONG_DATE = /^([A-Za-z]+)\s+(\d{1,2}),?\s+(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * A published date in the page's language: in English as the spec shows it, 'MMMM dd, yyyy' ('March
 * 05, 2025'), in Kiswahili '5 Machi 2025', in French '5 mars 2025' (formatLongDate). Posts store it as long
 * English text ('March 5, 2025'); ISO dates are read too. The date is built from its parts in local
 * time, so the server and the browser print the same day whatever their time zones.
 * Anything unreadable is shown as it was written; nothing gives null.
 * Printed from the parts rather than with date-fns (about 6 KB brotli on the page, docs/performance.md)
 * or Intl (whose month names could differ between the server's ICU and the browser's and break hydration).
 */
export function formatPublished(value: string | null | undefined, locale: Locale = 'en'): string | null {
  const text = value?.trim();
  if (!text) return null;
  let year: number;
  let month: number;
  let day: number;
  const long = LONG_DATE.exec(text);
  const iso = ISO_DATE.exec(text);
  if (long) {
    month = ENGLISH_MONTHS.findIndex((name) => name.toLowerCase() === long[1]!.toLowerCase());
    day = Number(long[2]);
    year = Number(long[3]);
  } else if (iso) {
    year = Number(iso[1]);
    month = Number(iso[2]) - 1;
    day = Number(iso[3]);
  } else {
    return text;
  }
  const date = new Date(year, month, day);
  if (month < 0 || date.getMonth() !== month || date.getDate() !== day) return text;
  return formatLongDate(year, month, day, locale);
}
