import { api, NETWORK_ERROR_MESSAGE, type ApiFailure } from 'remote_shared/api';
import type { PageServerHealth } from 'remote_shared/config';

/** `GET /api/system` (Admin only): the API's version and the database's applied migration. */
interface ApiFacts {
  version: string;
  migration: number;
  database: string;
}

/**
 * The page server's health is on the page's own origin, not the API's: it is read with a plain
 * fetch. A 503 still carries the report (a remote that cannot be linked), so its body is used.
 */
async function readPageServerHealth(): Promise<{ data: PageServerHealth } | { error: ApiFailure }> {
  try {
    const response = await fetch(new URL('/health', document.baseURI).href, { cache: 'no-store', headers: { Accept: 'application/json' } });
    const body = (await response.json().catch(() => null)) as PageServerHealth | null;
    if (body && typeof body.remotes === 'object') return { data: body };
    return { error: { status: response.status, message: 'The page server sent no report' } };
  } catch {
    return { error: { status: 'NETWORK_ERROR', message: NETWORK_ERROR_MESSAGE } };
  }
}

const systemApi = api.injectEndpoints({
  endpoints: (build) => ({
    getApiFacts: build.query<ApiFacts, void>({ query: () => ({ url: '/api/system', auth: true }) }),
    getPageServerHealth: build.query<PageServerHealth, void>({ queryFn: readPageServerHealth }),
  }),
});

export const { useGetApiFactsQuery, useGetPageServerHealthQuery } = systemApi;
