import { statusLabel, statusTone } from './status-tone';

test('badge colours of spec §4: Pending yellow, Ongoing blue, Completed green, others grey', () => {
  expect(statusTone('Pending')).toBe('warning');
  expect(statusTone('Ongoing')).toBe('info');
  expect(statusTone('Completed')).toBe('success');
  expect(statusTone('On hold')).toBe('neutral');
});

test('a project without a status shows as Pending', () => {
  expect(statusLabel(null)).toBe('Pending');
  expect(statusLabel('')).toBe('Pending');
  expect(statusTone(null)).toBe('warning');
});
