import { HttpError } from './errors';

export const IF_MATCH_MESSAGE = 'If-Match must be the version the edit started from, e.g. "3" (as sent in ETag)';

/** The ETag of a record's edit version: a strong tag of the number, e.g. "3". */
export const etagOf = (version: number) => `"${version}"`;

/**
 * The version an update started from, from its If-Match header (docs/workflow.md, "Conflicts").
 * No header (or `*`) means no check, as the spec's own calls send none (spec §7); anything that is
 * not one of our tags is a 400 rather than a silent overwrite.
 */
export function expectedVersion(header: string | string[] | undefined): number | undefined {
  if (header === undefined) return undefined;
  const value = (Array.isArray(header) ? header.join(',') : header).trim();
  if (value === '*') return undefined;
  const match = /^(?:W\/)?"([1-9][0-9]{0,9})"$/.exec(value);
  const version = match ? Number(match[1]) : NaN;
  if (!Number.isSafeInteger(version) || version > 2_147_483_647) throw new HttpError(400, IF_MATCH_MESSAGE, [{ path: 'If-Match', message: IF_MATCH_MESSAGE }]);
  return version;
}
