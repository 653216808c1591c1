// Test helpers: a store like the shell's (the API slice only) whose requests go to a fake {host},
// and a render inside a router.
import { configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { api } from 'remote_shared/api';

export interface FakeResponse {
  status?: number;
  body?: unknown;
  /** Never answers (to see a loading state). */
  pending?: boolean;
  /** Fails like a network error. */
  network?: boolean;
}

export type FakeRoutes = Record<string, FakeResponse | ((init: RequestInit | undefined) => FakeResponse)>;

/** A fetch that answers `METHOD /path` (or `/path` for GET) from the table, and records every call. */
export function fakeFetch(routes: FakeRoutes) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://test').pathname;
    const method = init?.method ?? 'GET';
    calls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const entry = routes[`${method} ${path}`] ?? (method === 'GET' ? routes[path] : undefined);
    const answer = typeof entry === 'function' ? entry(init) : entry;
    if (!answer) return response(404, { message: 'Not found' });
    if (answer.pending) return new Promise<never>(() => undefined);
    if (answer.network) throw new TypeError('Failed to fetch');
    return response(answer.status ?? 200, answer.body);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls, mock: fetch };
}

function response(status: number, body: unknown) {
  const text = body === undefined ? '' : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: String(status),
    headers: { get: () => null },
    text: async () => text,
  } as unknown as Response;
}

export function createTestStore(fetch: typeof globalThis.fetch) {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { fetch } }, serializableCheck: false, immutableCheck: false }).concat(api.middleware),
  });
}

/** Renders `element` at `path` (matched by `route`) with a store talking to `routes`. */
export function renderPage(element: ReactElement, { path = '/', route = '*', routes = {} as FakeRoutes } = {}) {
  const fake = fakeFetch(routes);
  const store = createTestStore(fake.fetch);
  const utils = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={element} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { ...utils, store, ...fake };
}

/** Runs `fn` with the site configuration overridden, as /runtime-config.json would. */
export function withSite(site: Record<string, unknown>) {
  (globalThis as { __RUNTIME_CONFIG__?: unknown }).__RUNTIME_CONFIG__ = { site };
}

export function resetSite() {
  delete (globalThis as { __RUNTIME_CONFIG__?: unknown }).__RUNTIME_CONFIG__;
}

/** jsdom has no IntersectionObserver: a controllable one. */
export function mockIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; elements: Element[] }[] = [];
  class FakeObserver {
    elements: Element[] = [];
    constructor(public callback: IntersectionObserverCallback) {
      observers.push(this);
    }
    observe(element: Element) {
      this.elements.push(element);
    }
    unobserve() {}
    disconnect() {
      this.elements = [];
    }
    takeRecords() {
      return [];
    }
  }
  Object.defineProperty(window, 'IntersectionObserver', { configurable: true, writable: true, value: FakeObserver });
  return {
    /** Reports every observed element as in view (or not). */
    trigger(isIntersecting: boolean) {
      for (const observer of observers) {
        if (observer.elements.length === 0) continue;
        observer.callback(
          observer.elements.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
          observer as unknown as IntersectionObserver,
        );
      }
    },
    restore() {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    },
  };
}

/** jsdom has no matchMedia: answers `prefers-reduced-motion` as given. */
export function mockReducedMotion(reduce: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: reduce && query.includes('prefers-reduced-motion'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
}
