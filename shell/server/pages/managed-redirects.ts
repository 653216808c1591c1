import type { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { resolveRedirect, type Redirect } from 'contracts/redirects';

/** A backstop when no change signal arrives (a missed notification): the copy is checked this often (a 304 when unchanged). */
const REFRESH_MS = 10_000;

export interface ManagedRedirects {
  /** The managed redirect of a path nothing else answers, from memory (a Map lookup), or null. */
  lookup(pathname: string): Redirect | null;
  /** Tells the API a redirect was followed (it counts hits in batches); never awaited by the request. */
  hit(pathname: string): void;
  /** Resolves once the first copy was read (or failed); the first call starts the reading, after the app is ready. */
  ready(): Promise<void>;
  close(): void;
}

interface Table {
  version: string;
  redirects: [string, string, 301 | 307][];
}

/**
 * The page server's copy of the managed redirects (docs/redirects.md,
 * docs/decisions/0371-the-page-server-keeps-the-redirects-in-memory.md): the whole table read from
 * GET /api/redirects/table, kept as a Map, and read again when the API signals a change (one
 * process), on the page server's change tick (API_URL set) and every few seconds, with
 * If-None-Match, so an unchanged table costs a 304. A request never waits for the API but the
 * first one that needs the table. While the API cannot be read, the last copy stays.
 */
export function managedRedirects(serverFetch: typeof fetch, contentEvents: EventEmitter | undefined, log: FastifyBaseLogger): ManagedRedirects {
  let table = new Map<string, Redirect>();
  let etag: string | undefined;
  let loading: Promise<void> | undefined;
  let again = false;

  async function load(): Promise<void> {
    try {
      const response = await serverFetch('/api/redirects/table', { headers: etag ? { 'if-none-match': etag } : {} });
      if (response.status === 304) return;
      if (!response.ok) throw new Error(`GET /api/redirects/table answered ${response.status}`);
      const body = (await response.json()) as Table;
      table = new Map(body.redirects.map(([from, to, status]) => [from, { from, to, status }]));
      etag = response.headers.get('etag') ?? undefined;
    } catch (error) {
      log.warn({ err: error }, 'managed redirects not read; keeping the last copy');
    }
  }

  /** One read at a time; a change signalled during a read reads once more after it. */
  function refresh(): Promise<void> {
    if (loading) {
      again = true;
      return loading;
    }
    loading = load().finally(() => {
      loading = undefined;
      if (again) {
        again = false;
        void refresh();
      }
    });
    return loading;
  }

  const onChange = (resource?: string) => {
    if (resource === undefined || resource === 'redirects') void refresh();
  };
  let first: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;

  return {
    lookup: (pathname) => resolveRedirect(table, pathname),
    hit(pathname) {
      serverFetch(`/api/redirects/resolve?path=${encodeURIComponent(pathname)}`).then(
        (response) => void response.body?.cancel(),
        (error: unknown) => log.warn({ err: error }, 'redirect hit not counted'),
      );
    },
    ready() {
      if (!first) {
        first = refresh();
        contentEvents?.on('change', onChange);
        timer = setInterval(() => void refresh(), REFRESH_MS);
        timer.unref();
      }
      return first;
    },
    close() {
      clearInterval(timer);
      contentEvents?.off('change', onChange);
    },
  };
}
