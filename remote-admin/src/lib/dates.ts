import { format, isValid, parse, parseISO } from 'date-fns';
import { isoDay, readIsoDay, readLongDate, storedLongDate } from 'remote_shared/i18n';
import { adminLocale, formatDay } from '@/i18n';

// Posts keep `published` as long-form English text, 'March 5, 2025' (spec §3, §5), read and written
// by remote_shared's one long-date module; the date picker works in yyyy-MM-dd.
const PICKER = 'yyyy-MM-dd';

/** '2025-03-05' → 'March 5, 2025'; '' → null. */
export function toLongDate(pickerValue: string): string | null {
  const day = pickerValue ? readIsoDay(pickerValue) : undefined;
  return day ? storedLongDate(day) : null;
}

/** 'March 5, 2025' → '2025-03-05'; anything unreadable → ''. */
export function toPickerDate(longDate: string | null | undefined): string {
  const day = longDate ? readLongDate(longDate) : undefined;
  return day ? isoDay(day) : '';
}

export function todayPickerDate(): string {
  return format(new Date(), PICKER);
}

/**
 * Display format of spec §9, 'MMMM dd, yyyy', for an ISO timestamp; in Kiswahili and French their
 * own ('5 Machi 2025', '5 mars 2025'), following the back office's language.
 */
export function displayDate(iso: string): string {
  const date = parseISO(iso);
  return isValid(date) ? formatDay(date, adminLocale()) : iso;
}

export function displayTime(iso: string): string {
  const date = parseISO(iso);
  return isValid(date) ? format(date, 'HH:mm') : '';
}

// Scheduled publishing is picked and shown in East Africa Time (UTC+3, no daylight saving) and
// stored in UTC (docs/workflow.md), whatever the browser's own zone.
const EAT_OFFSET_MS = 3 * 3_600_000;

/** A datetime-local value read as East Africa Time → the ISO time the API takes ('…+03:00'); '' → ''. */
export function fromEatInput(value: string): string {
  return /^\d{4}-\d\d-\d\dT\d\d:\d\d$/.test(value) ? `${value}:00+03:00` : '';
}

/** An ISO time → its datetime-local value in East Africa Time ('2030-03-05T14:30'). */
export function toEatInput(iso: string): string {
  const date = new Date(Date.parse(iso) + EAT_OFFSET_MS);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 16);
}

/** An ISO time as 'March 05, 2030, 14:30 EAT' (spec §9's date format, then the time in EAT). */
export function displayEat(iso: string): string {
  const local = toEatInput(iso);
  if (!local) return iso;
  const [day, time] = local.split('T');
  return `${formatDay(parse(day!, PICKER, new Date()), adminLocale())}, ${time} EAT`;
}

/** An ISO timestamp with its time of day, in the browser's time zone: 'November 22, 2026 18:54'. */
export function displayDateTime(iso: string): string {
  const date = parseISO(iso);
  return isValid(date) ? `${formatDay(date, adminLocale())} ${format(date, 'HH:mm')}` : iso;
}
