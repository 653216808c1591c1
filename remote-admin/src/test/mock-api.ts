// A stand-in for {host} in unit tests: fetch answers from handlers keyed by 'METHOD /path'.
export interface MockRequest {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

export interface MockResponse {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

type Handler = MockResponse | ((request: MockRequest) => MockResponse | Promise<MockResponse>);

function response({ status = 200, body, headers = {} }: MockResponse) {
  const text = body === undefined ? '' : JSON.stringify(body);
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return {
    ok: status >= 200 && status < 300,
    status,
    // Like HTTP/2, which has no status text.
    statusText: '',
    headers: { get: (name: string) => lower[name.toLowerCase()] ?? null },
    text: async () => text,
    json: async () => (text ? JSON.parse(text) : null),
  };
}

/** Installs a fetch mock; unknown calls answer 404 so a missing handler is visible. */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: MockRequest[] = [];
  const fetchMock = jest.fn(async (input: unknown, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    let body: unknown = init.body;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        // leave as text
      }
    }
    const request: MockRequest = { method, path: url.pathname, body, headers: (init.headers ?? {}) as Record<string, string> };
    calls.push(request);
    const handler = handlers[`${method} ${url.pathname}`];
    if (!handler) return response({ status: 404, body: { message: `No mock for ${method} ${url.pathname}` } });
    return response(typeof handler === 'function' ? await handler(request) : handler);
  });
  (globalThis as { fetch: unknown }).fetch = fetchMock;
  return {
    calls,
    /** The requests made to 'METHOD /path'. */
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
    set(key: string, handler: Handler) {
      handlers[key] = handler;
    },
  };
}
