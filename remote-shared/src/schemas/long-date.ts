// Plain logic, no zod: the declarations and the forms use it without loading zod.

const MONTHS = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
];
const LONG_DATE = /^([A-Z][a-z]+) (\d{1,2}), (\d{4})$/;

/** True for a long-form English date that exists, e.g. 'March 5, 2025' (spec §3). */
export function isLongFormDate(value: string): boolean {
  const match = LONG_DATE.exec(value);
  if (!match) return false;
  const month = MONTHS.indexOf(match[1]!);
  const day = Number(match[2]);
  const year = Number(match[3]);
  if (month < 0 || year < 1900 || year > 2999) return false;
  const date = new Date(Date.UTC(year, month, day));
  return date.getUTCMonth() === month && date.getUTCDate() === day;
}
