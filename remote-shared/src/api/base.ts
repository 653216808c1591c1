import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { apiUrl } from '../config/runtime';
import { expireSession, getToken } from '../session/session';

/** A call to {host}. `auth: true` attaches the bearer token (spec §6, §7: write calls and admin reads). */
export interface ApiRequest {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  auth?: boolean;
}

/** What a failed call resolves to: the API's `{ message, issues }` plus the HTTP status. */
export interface ApiFailure {
  status: number | 'NETWORK_ERROR' | 'PARSE_ERROR';
  message: string;
  issues?: { path: string; message: string }[];
  /** Seconds to wait, from `Retry-After` on a 429. */
  retryAfter?: number;
}

/** Per-store services: the page server passes its own fetch (in-process on one origin). */
export interface ApiExtra {
  fetch?: typeof fetch;
}

export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Check your connection and try again.';

const baseQuery: BaseQueryFn<ApiRequest, unknown, ApiFailure> = async (request, { signal, extra }) => {
  const doFetch = (extra as ApiExtra | undefined)?.fetch ?? fetch;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  if (request.auth) {
    const token = getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
  }
  let response: Response;
  try {
    response = await doFetch(apiUrl(request.url), {
      method: request.method ?? 'GET',
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal,
    });
  } catch {
    return { error: { status: 'NETWORK_ERROR', message: NETWORK_ERROR_MESSAGE } };
  }
  const text = await response.text().catch(() => '');
  let body: unknown = undefined;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      if (response.ok) return { error: { status: 'PARSE_ERROR', message: 'The server sent an unreadable answer.' } };
    }
  }
  if (response.ok) return { data: body ?? null };
  if (response.status === 401 && request.auth) expireSession();
  const failure = (body && typeof body === 'object' ? body : {}) as Partial<ApiFailure>;
  const retryAfter = Number(response.headers.get('Retry-After'));
  return {
    error: {
      status: response.status,
      message: typeof failure.message === 'string' && failure.message ? failure.message : response.statusText || 'Request failed',
      ...(Array.isArray(failure.issues) ? { issues: failure.issues } : {}),
      ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfter } : {}),
    },
  };
};

export const HYDRATE_ACTION = 'api/hydrate';

/** The one API slice for {host}; each resource file injects its endpoints. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['User', 'Post', 'Contact', 'Team', 'Header', 'MissionVision', 'Me'],
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
