// The long English date, read and written here only: posts store `published` as 'March 5, 2025'
// (spec §3), the spec shows dates as 'MMMM dd, yyyy' (§9), a date picker speaks '2025-03-05'. The
// API's validation, the back office's form and the public pages all go through these functions.
// Plain logic, no zod and no Intl: the declarations and the forms use it without loading zod, and
// the server and the browser print the same month names (docs/i18n.md, "Dates").

export const ENGLISH_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** A day of the calendar; `month` counts from 0, as Date's does. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

// Month, day, optional comma, year, as people type it: 'March 5, 2025', 'march 05 2025'.
const LONG_DATE = /^([A-Za-z]+)\s+(\d{1,2}),?\s+(\d{4})$/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** The day, if it exists ('February 30' does not). */
function existing(year: number, month: number, day: number): CalendarDay | undefined {
  const date = new Date(Date.UTC(year, month, day));
  return month >= 0 && date.getUTCFullYear() === year && date.getUTCMonth() === month && date.getUTCDate() === day ? { year, month, day } : undefined;
}

/** 'March 5, 2025' (any case, a padded day, no comma) → its day; undefined for anything else. */
export function readLongDate(text: string): CalendarDay | undefined {
  const match = LONG_DATE.exec(text.trim());
  if (!match) return undefined;
  const month = ENGLISH_MONTHS.findIndex((name) => name.toLowerCase() === match[1]!.toLowerCase());
  return existing(Number(match[3]), month, Number(match[2]));
}

/** '2025-03-05', or the date part of an ISO timestamp → its day; undefined for anything else. */
export function readIsoDay(text: string): CalendarDay | undefined {
  const match = ISO_DAY.exec(text.trim());
  return match ? existing(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : undefined;
}

/** As posts store it (spec §3): 'March 5, 2025'. */
export const storedLongDate = ({ year, month, day }: CalendarDay) => `${ENGLISH_MONTHS[month]} ${day}, ${year}`;

/** As the spec shows it (§9, 'MMMM dd, yyyy'): 'March 05, 2025'. */
export const displayedLongDate = ({ year, month, day }: CalendarDay) => `${ENGLISH_MONTHS[month]} ${String(day).padStart(2, '0')}, ${year}`;

/** As a date picker takes it: '2025-03-05'. */
export const isoDay = ({ year, month, day }: CalendarDay) => `${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/**
 * True for a long-form English date that exists, written as the form writes it or as it is shown
 * ('March 5, 2025', 'March 05, 2025'), between 1900 and 2999 (spec §3): what the API accepts.
 */
export function isLongFormDate(value: string): boolean {
  const day = readLongDate(value);
  return day !== undefined && day.year >= 1900 && day.year <= 2999 && (value === storedLongDate(day) || value === displayedLongDate(day));
}
