import { apiUrl } from '../config/runtime';
import { expireSession, getToken } from '../session/session';
import { NETWORK_ERROR_MESSAGE, NO_MESSAGE, type ApiFailure } from './base';

/**
 * A CSV export of the back office (the inbox's, the audit trail's). Not an RTK Query endpoint: the
 * answer is a file, not JSON, and is never cached. The API wants the bearer token, so a plain link
 * cannot fetch it; failures come back as an `ApiFailure`, like the endpoints'.
 */
export async function fetchCsv(
  path: string,
  query: string,
  fallbackName: string,
  fetchFn: typeof fetch = (input, init) => fetch(input, init),
): Promise<{ blob: Blob; filename: string }> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetchFn(apiUrl(`${path}${query ? `?${query}` : ''}`), { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw { status: 'NETWORK_ERROR', message: NETWORK_ERROR_MESSAGE } satisfies ApiFailure;
  }
  if (!response.ok) {
    if (response.status === 401 && token && getToken() === token) expireSession();
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    throw { status: response.status, message: typeof body?.message === 'string' && body.message ? body.message : NO_MESSAGE } satisfies ApiFailure;
  }
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  return { blob: await response.blob(), filename: named ?? fallbackName };
}
