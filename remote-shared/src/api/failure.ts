import type { ApiError } from 'contracts/common';

// What a failed call to {host} becomes, for RTK Query's endpoints (./base.ts) and the public pages'
// reads without Redux (../data) alike: this file imports no Redux, so public pages can use it.

/** What a failed call resolves to: the API's error body (`{ message, issues }`) plus the HTTP status. */
export interface ApiFailure extends ApiError {
  status: number | 'NETWORK_ERROR' | 'PARSE_ERROR';
  /** Seconds to wait, from `Retry-After` on a 429. */
  retryAfter?: number;
  /** A stale update (409/412): who saved in between, when, and the record as it now is (docs/workflow.md, "Conflicts"). */
  conflict?: EditConflict;
  /** A refused CSV import: each bad row by its line, with the reason (docs/redirects.md, "CSV import and export"). */
  problems?: { line: number; reason: string }[];
}

export interface EditConflict {
  version: number;
  changed_at: string;
  changed_by: { id: number; full_name: string } | null;
  current: Record<string, unknown>;
}

export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Check your connection and try again.';
const PARSE_ERROR_MESSAGE = 'The server sent an unreadable answer.';
/** The message of a failed answer that carried none (login falls back to spec §8's text on it). */
export const NO_MESSAGE = 'Request failed';

export const networkFailure = (): ApiFailure => ({ status: 'NETWORK_ERROR', message: NETWORK_ERROR_MESSAGE });
export const parseFailure = (): ApiFailure => ({ status: 'PARSE_ERROR', message: PARSE_ERROR_MESSAGE });

/** A failed answer (status ≥ 400) as an `ApiFailure`: the API's message, its issues, `Retry-After`, a conflict. */
export function answerFailure(status: number, data: unknown, headers: Headers | undefined): ApiFailure {
  const body = (data && typeof data === 'object' ? data : {}) as Partial<ApiError>;
  const retryAfter = Number(headers?.get('Retry-After'));
  const stale = body as Partial<EditConflict>;
  const conflict = (status === 409 || status === 412) && typeof stale.version === 'number' && stale.current && typeof stale.current === 'object';
  const problems = (body as { problems?: unknown }).problems;
  return {
    status,
    // Without the API's message there is nothing worth showing (a status text is not one): callers fall back.
    message: typeof body.message === 'string' && body.message ? body.message : NO_MESSAGE,
    ...(Array.isArray(body.issues) ? { issues: body.issues } : {}),
    ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfter } : {}),
    ...(Array.isArray(problems) ? { problems: problems.filter(isProblem) } : {}),
    ...(conflict
      ? { conflict: { version: stale.version!, changed_at: String(stale.changed_at), changed_by: stale.changed_by ?? null, current: stale.current! } }
      : {}),
  };
}

function isProblem(value: unknown): value is { line: number; reason: string } {
  const problem = value as { line?: unknown; reason?: unknown } | null;
  return typeof problem?.line === 'number' && typeof problem.reason === 'string';
}

/** Readable message of any failure an endpoint returns. */
export function failureMessage(error: unknown, fallback: string): string {
  const message = (error as ApiFailure | undefined)?.message;
  return typeof message === 'string' && message ? message : fallback;
}
