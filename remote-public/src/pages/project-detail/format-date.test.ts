import { formatPublished, publishedDay } from './format-date';

test("long English dates are shown as 'MMMM dd, yyyy'", () => {
  expect(formatPublished('March 5, 2025')).toBe('March 05, 2025');
  expect(formatPublished('September 30, 2025')).toBe('September 30, 2025');
  expect(formatPublished('january 1, 2024')).toBe('January 01, 2024');
});

test('ISO dates are read too, on the same calendar day whatever the time zone', () => {
  expect(formatPublished('2025-02-11')).toBe('February 11, 2025');
  expect(formatPublished('2025-02-11T23:30:00.000Z')).toBe('February 11, 2025');
});

test('missing gives null; unreadable or impossible dates are shown as written', () => {
  expect(formatPublished(null)).toBeNull();
  expect(formatPublished('  ')).toBeNull();
  expect(formatPublished('Spring 2025')).toBe('Spring 2025');
  expect(formatPublished('February 30, 2025')).toBe('February 30, 2025');
});

test('the published day for machines: YYYY-MM-DD from a long or an ISO date, null when unreadable', () => {
  expect(publishedDay('March 5, 2025')).toBe('2025-03-05');
  expect(publishedDay('2025-02-11T23:30:00.000Z')).toBe('2025-02-11');
  expect(publishedDay('Spring 2025')).toBeNull();
  expect(publishedDay('February 30, 2025')).toBeNull();
  expect(publishedDay(null)).toBeNull();
});
