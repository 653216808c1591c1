import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server's HTML and while React hydrates it, true once the page's scripts run (and
 * at once on a page rendered in the browser). Controls that need scripts render a form that works
 * without them until then — a details menu, radio tabs, a disabled arrow — and swap to the
 * scripted one after hydration, without a mismatch (docs/performance.md, "Before the scripts").
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
