import { lazy, type Attributes, type ComponentType } from 'react';

/**
 * A route whose code is fetched on its first visit (route-level splitting, docs/performance.md
 * "The sign-in page"). React.lazy remembers a failed fetch for good; this one forgets it, so the
 * shell's Retry (or the next visit) fetches it again.
 */
export function lazyRoute<P extends object = object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const attempt = () =>
    load().catch((error: unknown) => {
      Loaded = lazy(attempt);
      throw error;
    });
  let Loaded = lazy(attempt);
  function Route(props: P) {
    return <Loaded {...(props as P & Attributes)} />;
  }
  return Route;
}
