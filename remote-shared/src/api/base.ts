import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { apiUrl } from '../config/runtime';
import type { ApiError } from '../schemas/common';
import { expireSession, getToken, isEnding } from '../session/session';

/** A call to {host}. `auth: true` attaches the bearer token (spec §6, §7: write calls and admin reads). */
export interface ApiRequest {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  auth?: boolean;
  /** Extra request headers (an update's If-Match). */
  headers?: Record<string, string>;
  /** The sign-out call itself, the one call that still carries a token being ended. */
  endsSession?: boolean;
}

/** What a failed call resolves to: the API's error body (`{ message, issues }`) plus the HTTP status. */
export interface ApiFailure extends ApiError {
  status: number | 'NETWORK_ERROR' | 'PARSE_ERROR';
  /** Seconds to wait, from `Retry-After` on a 429. */
  retryAfter?: number;
  /** A stale update (409/412): who saved in between, when, and the record as it now is (docs/workflow.md, "Conflicts"). */
  conflict?: EditConflict;
}

export interface EditConflict {
  version: number;
  changed_at: string;
  changed_by: { id: number; full_name: string } | null;
  current: Record<string, unknown>;
}

/** Per-store services: the page server passes its own fetch (in-process on one origin). */
export interface ApiExtra {
  fetch?: typeof fetch;
}

export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Check your connection and try again.';
const PARSE_ERROR_MESSAGE = 'The server sent an unreadable answer.';
/** The message of a failed answer that carried none (login falls back to spec §8's text on it). */
export const NO_MESSAGE = 'Request failed';
/** What the API answers a call that needs a token and has none (api/src/plugins/auth.ts). */
export const SIGNED_OUT_MESSAGE = 'Sign in to continue';

// One fetchBaseQuery per fetch function: the browser's, or the page server's in-process one.
const rawQueries = new WeakMap<typeof fetch, ReturnType<typeof fetchBaseQuery>>();
function rawQuery(fetchFn: typeof fetch) {
  let query = rawQueries.get(fetchFn);
  if (!query) {
    query = fetchBaseQuery({
      fetchFn,
      prepareHeaders: (headers) => {
        headers.set('Accept', 'application/json');
        return headers;
      },
      // An empty body (204, or an error without one) is not a parse failure.
      responseHandler: async (response) => {
        const text = await response.text();
        return text ? JSON.parse(text) : null;
      },
    });
    rawQueries.set(fetchFn, query);
  }
  return query;
}

/** The API's error body, whatever shape the failure came in. */
function failureOf(error: FetchBaseQueryError, response: Response | undefined): ApiFailure {
  if (error.status === 'FETCH_ERROR') return { status: 'NETWORK_ERROR', message: NETWORK_ERROR_MESSAGE };
  if (error.status === 'PARSING_ERROR' && (error.originalStatus ?? 500) < 400) return { status: 'PARSE_ERROR', message: PARSE_ERROR_MESSAGE };
  const status = typeof error.status === 'number' ? error.status : ((error as { originalStatus?: number }).originalStatus ?? 500);
  const body = ('data' in error && error.data && typeof error.data === 'object' ? error.data : {}) as Partial<ApiError>;
  const retryAfter = Number(response?.headers.get('Retry-After'));
  const stale = body as Partial<EditConflict>;
  const conflict = (status === 409 || status === 412) && typeof stale.version === 'number' && stale.current && typeof stale.current === 'object';
  return {
    status,
    // Without the API's message there is nothing worth showing (a status text is not one): callers fall back.
    message: typeof body.message === 'string' && body.message ? body.message : NO_MESSAGE,
    ...(Array.isArray(body.issues) ? { issues: body.issues } : {}),
    ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfter } : {}),
    ...(conflict ? { conflict: { version: stale.version!, changed_at: String(stale.changed_at), changed_by: stale.changed_by ?? null, current: stale.current! } } : {}),
  };
}

/**
 * fetchBaseQuery builds a `Request`, which needs an absolute address outside a browser page: the
 * page's origin in the browser, a placeholder on the page server (its fetch keeps only the path).
 */
const absolute = (url: string) => new URL(url, (globalThis as { location?: Location }).location?.origin ?? 'http://internal').href;

/**
 * fetchBaseQuery with our conventions: the address from the runtime configuration, the token on
 * `auth` calls, a 401 on such a call ends the session, and every failure becomes an `ApiFailure`.
 */
const baseQuery: BaseQueryFn<ApiRequest, unknown, ApiFailure> = async (request, api, extraOptions) => {
  const fetchFn = (api.extra as ApiExtra | undefined)?.fetch ?? ((input, init) => fetch(input, init));
  const { url, method = 'GET', body, auth } = request;
  const token = auth ? getToken() : null;
  // Signed out (a screen still mounting as its session ends): the API would refuse it, so it is not
  // sent; the answer is the API's own for a call without a token.
  // So is a call made while a sign-out ends the token (a list that started loading after Logout).
  if (auth && (!token || (isEnding(token) && !request.endsSession))) return { error: { status: 401, message: SIGNED_OUT_MESSAGE } };
  const headers = token || request.headers ? { ...request.headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) } : undefined;
  const result = await rawQuery(fetchFn)({ url: absolute(apiUrl(url)), method, body, headers }, api, extraOptions as object);
  if (!result.error) return { data: result.data ?? null };
  // Only the token that was refused ends: a newer one (a password just changed) stays.
  if (result.meta?.response?.status === 401 && auth && (!token || getToken() === token)) expireSession();
  return { error: failureOf(result.error, result.meta?.response) };
};

export const HYDRATE_ACTION = 'api/hydrate';

/** The one API slice for {host}; each content type adds its endpoints and tag (`contentApi`). */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['User', 'Me'],
  // The page server renders public pages with data already fetched; the browser starts from it.
  extractRehydrationInfo(action, { reducerPath }) {
    const { type, payload } = action as { type: string; payload?: Record<string, unknown> };
    return type === HYDRATE_ACTION && payload ? (payload[reducerPath] as never) : undefined;
  },
  endpoints: () => ({}),
});

/** The tags a list provides: one per row plus `LIST`, so a write refreshes exactly what it changed. */
export function listTags<T extends string>(type: T, rows: { id: number }[] | undefined) {
  return [...(rows ?? []).map(({ id }) => ({ type, id })), { type, id: 'LIST' as const }];
}

/** Readable message of any failure an endpoint returns. */
export function failureMessage(error: unknown, fallback: string): string {
  const message = (error as ApiFailure | undefined)?.message;
  return typeof message === 'string' && message ? message : fallback;
}
