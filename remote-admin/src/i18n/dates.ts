import { formatLongDate, type Locale } from 'remote_shared/i18n';

/** A day in the back office's language: 'March 05, 2025' in English (spec §9), '5 Machi 2025', '5 mars 2025'. */
export function formatDay(date: Date, locale: Locale): string {
  return formatLongDate(date.getFullYear(), date.getMonth(), date.getDate(), locale);
}
