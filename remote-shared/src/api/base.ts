import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { absoluteApiUrl } from '../config/runtime';
import { expireSession, getToken, isEnding } from '../session/session';
import { answerFailure, networkFailure, parseFailure, type ApiFailure } from './failure';

export { NETWORK_ERROR_MESSAGE, NO_MESSAGE, failureMessage } from './failure';
export type { ApiFailure, EditConflict } from './failure';

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

/** Per-store services: the page server of a shell released before remote_shared/data passes its own fetch (in-process on one origin). */
export interface ApiExtra {
  fetch?: typeof fetch;
}

/** What the API answers a call that needs a token and has none (api/src/plugins/auth.ts). */
const SIGNED_OUT_MESSAGE = 'Sign in to continue';

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
  if (error.status === 'FETCH_ERROR') return networkFailure();
  if (error.status === 'PARSING_ERROR' && (error.originalStatus ?? 500) < 400) return parseFailure();
  const status = typeof error.status === 'number' ? error.status : ((error as { originalStatus?: number }).originalStatus ?? 500);
  return answerFailure(status, 'data' in error ? error.data : undefined, response?.headers);
}

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
  const result = await rawQuery(fetchFn)({ url: absoluteApiUrl(url), method, body, headers }, api, extraOptions as object);
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
  // Shells released before remote_shared/data hydrate public pages' stores with what their page
  // server fetched (today's shell has public pages read through remote_shared/data, and keeps this
  // slice for the back office): kept so those shells still work beside this remote_shared.
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
