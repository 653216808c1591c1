// Test helpers: the public pages' data (remote_shared/data, as the browser's) whose requests go to
// the one fake {host} of the unit tests (tools/jest/fake-api.ts), and a render inside a router.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { PublicDataContext, createPublicData } from 'remote_shared/data';
import { fakeApi, type FakeAnswer } from 'tools/jest/fake-api';

/** Answers per address for this test: `METHOD /path`, or `/path` for GET; other calls go to the fake {host}. */
export type FakeRoutes = Record<string, FakeAnswer | (() => FakeAnswer)>;

export function answer(routes: FakeRoutes) {
  for (const [key, entry] of Object.entries(routes))
    fakeApi.answer(key.includes(' ') ? key : `GET ${key}`, typeof entry === 'function' ? () => entry() : entry);
  return fakeApi;
}

/** A fresh cache of public reads for one test (the browser has one per tab). */
export const createTestData = () => createPublicData();

/** Renders `element` at `path` (matched by `route`) with public reads answered by `routes`. */
export function renderPage(element: ReactElement, { path = '/', route = '*', routes = {} as FakeRoutes } = {}) {
  const fake = answer(routes);
  const data = createTestData();
  const utils = render(
    <PublicDataContext value={data}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={element} />
        </Routes>
      </MemoryRouter>
    </PublicDataContext>,
  );
  return { ...utils, data, ...fake };
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
