import type { FastifyInstance } from 'fastify';

/**
 * The fetch the page server's store uses for {host}. In one process it calls the API in memory
 * (no socket, no second trip through the network stack); otherwise it calls API_URL.
 */
export function createServerFetch(options: { app?: FastifyInstance; apiUrl?: string }): typeof fetch {
  const pathOf = (input: Parameters<typeof fetch>[0]) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, 'http://internal');
    return `${url.pathname}${url.search}`;
  };
  if (options.apiUrl) {
    const base = options.apiUrl.replace(/\/+$/, '');
    return (input, init) => fetch(`${base}${pathOf(input)}`, { ...init, signal: init?.signal ?? AbortSignal.timeout(5000) });
  }
  const app = options.app;
  if (!app) throw new Error('createServerFetch needs the API app or API_URL');
  return async (input, init) => {
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: pathOf(input),
      headers: { ...headers, 'x-forwarded-for': '127.0.0.1' },
      payload: typeof init?.body === 'string' ? init.body : undefined,
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const body = response.statusCode === 204 || response.statusCode === 304 ? null : response.body;
    return new Response(body, { status: response.statusCode, headers: responseHeaders });
  };
}
