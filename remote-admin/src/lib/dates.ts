import { format, isValid, parse, parseISO } from 'date-fns';

// Posts keep `published` as long-form English text, 'March 5, 2025' (spec §3, §5); the date picker
// works in yyyy-MM-dd.
const LONG = 'MMMM d, yyyy';
const PICKER = 'yyyy-MM-dd';

/** '2025-03-05' → 'March 5, 2025'; '' → null. */
export function toLongDate(pickerValue: string): string | null {
  if (!pickerValue) return null;
  const date = parse(pickerValue, PICKER, new Date());
  return isValid(date) ? format(date, LONG) : null;
}

/** 'March 5, 2025' → '2025-03-05'; anything unreadable → ''. */
export function toPickerDate(longDate: string | null | undefined): string {
  if (!longDate) return '';
  const date = parse(longDate.trim(), LONG, new Date());
  return isValid(date) ? format(date, PICKER) : '';
}

export function todayPickerDate(): string {
  return format(new Date(), PICKER);
}

/** Display format of spec §9, 'MMMM dd, yyyy', for an ISO timestamp. */
export function displayDate(iso: string): string {
  const date = parseISO(iso);
  return isValid(date) ? format(date, 'MMMM dd, yyyy') : iso;
}

export function displayTime(iso: string): string {
  const date = parseISO(iso);
  return isValid(date) ? format(date, 'HH:mm') : '';
}
