import { z } from 'zod';

// Not re-exported by index.ts: the released `remote_shared/schemas` keeps its names.

/** A whole number from 1 to `max` read from a query string, with one message for every way it can be wrong. */
export function wholeNumber(message: string, max: number) {
  return z.coerce.number({ error: message }).int({ error: message }).min(1, { error: message }).max(max, { error: message });
}

/** `?page=` of a paged admin list (the inbox, the audit trail). */
export const pageParam = wholeNumber('The page must be a whole number from 1', 1_000_000).optional();
