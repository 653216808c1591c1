import fc from 'fast-check';
import { displayedLongDate, isLongFormDate, isoDay, readIsoDay, readLongDate, storedLongDate, type CalendarDay } from './long-date';

const days = fc
  .date({ min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.UTC(2999, 11, 31)), noInvalidDate: true })
  .map((date): CalendarDay => ({ year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate() }));

test('each form reads back as the day it was written from', () => {
  fc.assert(
    fc.property(days, (day) => {
      expect(readLongDate(storedLongDate(day))).toEqual(day);
      expect(readLongDate(displayedLongDate(day))).toEqual(day);
      expect(readIsoDay(isoDay(day))).toEqual(day);
      expect(isLongFormDate(storedLongDate(day))).toBe(true);
      expect(isLongFormDate(displayedLongDate(day))).toBe(true);
    }),
  );
});

test('the stored, shown and picked forms of a day', () => {
  const day = { year: 2025, month: 2, day: 5 };
  expect(storedLongDate(day)).toBe('March 5, 2025');
  expect(displayedLongDate(day)).toBe('March 05, 2025');
  expect(isoDay(day)).toBe('2025-03-05');
});

test('reading is forgiving about case, a padded day, the comma and spaces; not about the day existing', () => {
  for (const text of ['March 5, 2025', 'march 05 2025', '  MARCH 5,   2025 ']) expect(readLongDate(text)).toEqual({ year: 2025, month: 2, day: 5 });
  for (const text of ['February 30, 2025', 'Spring 2025', 'Mars 5, 2025', '5 March 2025', '']) expect(readLongDate(text)).toBeUndefined();
  expect(readIsoDay('2025-02-11T23:30:00.000Z')).toEqual({ year: 2025, month: 1, day: 11 });
  expect(readIsoDay('2025-02-30')).toBeUndefined();
});

test('the API accepts a date as the form writes it or as it is shown, between 1900 and 2999, and nothing looser', () => {
  for (const value of ['March 5, 2025', 'March 05, 2025', 'December 31, 2999', 'January 1, 1900', 'February 29, 2024'])
    expect(isLongFormDate(value)).toBe(true);
  for (const value of [
    'march 5, 2025',
    'March 5 2025',
    'March  5, 2025',
    ' March 5, 2025',
    'March 005, 2025',
    'February 29, 2025',
    'December 31, 1899',
    'January 1, 3000',
    '2025-03-05',
  ]) {
    expect(isLongFormDate(value)).toBe(false);
  }
});
