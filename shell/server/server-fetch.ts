import type { FastifyInstance } from 'fastify';

/** Header naming the visitor a call is made for, so the API's per-client limits apply to them. */
export const VISITOR_HEADER = 'x-forwarded-for';

/**
 * The fetch the page server's store uses for {host}. In one process it calls the API in memory
 * (no socket, no second trip through the network stack); otherwise it calls API_URL, which must
 * then trust the page server as a proxy (TRUST_PROXY) for X-Forwarded-For to count.
 */
export function createServerFetch(options: { app?: FastifyInstance; apiUrl?: string }): typeof fetch {
  const pathOf = (input: Parameters<typeof fetch>[0]) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, 'http://internal');
    return `${url.pathname}${url.search}`;
  };
  // The client's base query hands over a Request; plain calls give a URL and options.
  const requestOf = (input: Parameters<typeof fetch>[0], init?: RequestInit) =>
    new Request(input instanceof Request ? input : new URL(pathOf(input), 'http://internal'), init);
  const bodyOf = (request: Request) => (request.method === 'GET' || request.method === 'HEAD' ? undefined : request.text());
  if (options.apiUrl) {
    const base = options.apiUrl.replace(/(?<!\/)\/+$/, '');
    return async (input, init) => {
      const request = requestOf(input, init);
      return fetch(`${base}${pathOf(request.url)}`, {
        method: request.method,
        headers: request.headers,
        body: await bodyOf(request),
        signal: AbortSignal.any([request.signal, AbortSignal.timeout(5000)]),
      });
    };
  }
  const app = options.app;
  if (!app) throw new Error('createServerFetch needs the API app or API_URL');
  return async (input, init) => {
    const request = requestOf(input, init);
    const { [VISITOR_HEADER]: visitor, ...headers } = Object.fromEntries(request.headers.entries());
    const body = await bodyOf(request);
    const response = await app.inject({
      method: request.method as 'GET',
      url: pathOf(request.url),
      headers,
      // The page's own reads come from this machine; a form posted by a visitor comes from them.
      remoteAddress: visitor ?? '127.0.0.1',
      payload: body || undefined,
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const answer = response.statusCode === 204 || response.statusCode === 304 ? null : response.body;
    return new Response(answer, { status: response.statusCode, headers: responseHeaders });
  };
}
