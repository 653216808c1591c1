import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import { answerFailure, networkFailure, parseFailure, type ApiFailure } from '../api/failure';
import { absoluteApiUrl } from '../config/runtime';
import type { AnyContentType, RecordOf } from 'contracts/content/content-type';
import { listPath, readPath, type LocaleArg, type ReadArg } from './reads';

// The public pages' reads of {host}, without Redux (docs/performance.md, "First-load JavaScript"):
// a page's first load carries only this file, not Redux Toolkit, react-redux and RTK Query (about
// 29 KB compressed). Every public read is an anonymous GET, so a cache of answers by address is all
// a page needs: the page server fills one while it renders and inlines it in the page
// (`window.__PUBLIC_DATA__`), the browser's starts from it, so hydration renders the same data and
// sends no request. The back office keeps RTK Query (remote_shared/api).

declare global {
  interface Window {
    /** The answers the page server rendered with, by address (shell/server/pages/render-page.tsx). */
    __PUBLIC_DATA__?: Record<string, InlinedAnswer>;
  }
}

/** An answer as the page server inlines it: the data, or the failure (a missing project's 404). */
export type InlinedAnswer = { data: unknown } | { error: ApiFailure };

/** One address's state, replaced (never changed in place) so React sees each change. */
interface Entry {
  data?: unknown;
  error?: ApiFailure;
  /** A request for it is under way. */
  pending?: Promise<void>;
  /** When its data or error arrived (ms). */
  at: number;
  /** Inlined by the page server: the first component to mount uses it as is (hydration). */
  fromPage?: boolean;
}

/** What a read gives a component: the shape of an RTK Query hook's result that pages use. */
export interface PublicRead<T> {
  data?: T;
  error?: ApiFailure;
  /** No data yet and a request is (or is about to be) under way. */
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  isSuccess: boolean;
  /** Asks again (Retry). */
  refetch: () => Promise<void>;
}

export interface PublicData {
  /** The answer at `path` (an API address such as `/api/team?locale=sw`), asked for if not known. */
  read(path: string, options?: { force?: boolean }): Promise<void>;
  /** Asks on a component's mount: not when fresh, pending or inlined for this page's first render. */
  ensure(path: string): void;
  entry(path: string): Entry | undefined;
  subscribe(listener: () => void): () => void;
  /** The answers received, by address: what the page server inlines. */
  snapshot(): Record<string, InlinedAnswer>;
  /** No read failed: a rendered page with a failed read is not reused (shell/server). */
  complete(): boolean;
}

/** An answer this recent is not asked for again when another component mounts (React's double mount, a quick Back). */
const FRESH_MS = 2000;

/**
 * A cache of public reads. `fetch` is the browser's, or the page server's in-process one (which keeps
 * only the path); `initial` is what the page server inlined.
 */
export function createPublicData({
  fetch: fetchFn = (input, init) => fetch(input, init),
  initial = {},
}: { fetch?: typeof fetch; initial?: Record<string, InlinedAnswer> } = {}): PublicData {
  const entries = new Map<string, Entry>(Object.entries(initial).map(([path, answer]) => [path, { ...answer, at: Date.now(), fromPage: true }]));
  const listeners = new Set<() => void>();
  const set = (path: string, entry: Entry) => {
    entries.set(path, entry);
    for (const listener of listeners) listener();
  };

  const ask = (path: string) => callApi(fetchFn, path, { headers: { Accept: 'application/json' } });

  const data: PublicData = {
    read(path, { force = false } = {}) {
      const known = entries.get(path);
      if (known?.pending) return known.pending;
      if (known && !force && !known.error && 'data' in known) return Promise.resolve();
      const pending = ask(path).then((answer) => {
        // A failed refresh keeps what was shown; the error is what the page reports.
        set(path, { ...('data' in answer ? { data: answer.data } : { data: entries.get(path)?.data, error: answer.error }), at: Date.now() });
      });
      set(path, { ...known, at: known?.at ?? 0, fromPage: false, pending });
      return pending;
    },
    ensure(path) {
      const known = entries.get(path);
      // Hydration renders what the server rendered; a failure it rendered is asked again, still shown meanwhile.
      if (known?.fromPage) {
        entries.set(path, { ...known, fromPage: false });
        if (!known.error) return;
      }
      if (known?.pending || (known && !known.error && Date.now() - known.at < FRESH_MS)) return;
      void data.read(path, { force: true });
    },
    entry: (path) => entries.get(path),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () =>
      Object.fromEntries(
        [...entries].flatMap(([path, { data, error }]): [string, InlinedAnswer][] =>
          error ? [[path, { error }]] : data === undefined ? [] : [[path, { data }]],
        ),
      ),
    complete: () => [...entries.values()].every((entry) => !entry.error),
  };
  return data;
}

let browserData: PublicData | null = null;
/** The browser's one cache, started from what the page server inlined. */
function browserPublicData(): PublicData {
  return (browserData ??= createPublicData({ initial: typeof window === 'undefined' ? {} : window.__PUBLIC_DATA__ }));
}

/** The cache a render reads: the page server gives each page its own; the browser has one. */
export const PublicDataContext = createContext<PublicData | null>(null);

const NO_ENTRY: Entry = { at: 0 };

/**
 * Reads `path` (an API address; null: nothing to read yet) for a public page, with the states the
 * page shows: loading, error with Retry, content. Shaped like an RTK Query hook's result.
 */
export function usePublicRead<T>(path: string | null): PublicRead<T> {
  const store = useContext(PublicDataContext) ?? browserPublicData();
  const entry = useSyncExternalStore(
    store.subscribe,
    () => (path === null ? NO_ENTRY : (store.entry(path) ?? NO_ENTRY)),
    () => (path === null ? NO_ENTRY : (store.entry(path) ?? NO_ENTRY)),
  );
  useEffect(() => {
    if (path !== null) store.ensure(path);
  }, [store, path]);
  const isFetching = Boolean(entry.pending);
  return {
    data: entry.data as T | undefined,
    error: entry.error,
    isLoading: path !== null && entry.data === undefined && !entry.error,
    isFetching,
    isError: Boolean(entry.error),
    isSuccess: entry.data !== undefined && !entry.error,
    refetch: () => (path === null ? Promise.resolve() : store.read(path, { force: true })),
  };
}

/** One call to {host}: its JSON answer, or the failure as an `ApiFailure` (an empty body is `null`). */
async function callApi(fetchFn: typeof fetch, path: string, init: RequestInit): Promise<InlinedAnswer> {
  let response: Response;
  try {
    response = await fetchFn(absoluteApiUrl(path), init);
  } catch {
    return { error: networkFailure() };
  }
  let body: unknown;
  try {
    const text = await response.text();
    body = text ? JSON.parse(text) : null;
  } catch {
    return { error: response.ok ? parseFailure() : answerFailure(response.status, null, response.headers) };
  }
  return response.ok ? { data: body } : { error: answerFailure(response.status, body, response.headers) };
}

/**
 * Sends `body` as JSON to `path` (the contact form: POST /api/contacts) and resolves to the answer,
 * or rejects with an `ApiFailure`. No token: public writes are anonymous (spec §6).
 */
export async function sendPublic(path: string, body: unknown, fetchFn: typeof fetch = (input, init) => fetch(input, init)): Promise<unknown> {
  const answer = await callApi(fetchFn, path, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if ('error' in answer) throw answer.error;
  return answer.data;
}

/** A content type's public list in a locale (English: `undefined`). */
export const usePublicList = <T extends AnyContentType>(type: T, locale: LocaleArg) => usePublicRead<RecordOf<T>[]>(listPath(type, locale));

/** One record of a content type (null: no valid id, nothing is read). */
export const usePublicRecord = <T extends AnyContentType>(type: T, arg: ReadArg | null) =>
  usePublicRead<RecordOf<T>>(arg === null ? null : readPath(type, arg));
