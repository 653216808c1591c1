import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ModuleSourceContext, type ModuleSource } from '../federation/module-source';
import { AppRoutes } from './app-routes';
import type { PublicRoutes } from './route-table';

/** A new page starts at the top, unless the address points at an anchor. */
function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}

/**
 * The tree the browser hydrates and the page server renders: the same routes on both sides (the
 * back office's store is its own, ../store/admin-store.tsx), only the router (BrowserRouter / StaticRouter) and the module source differ.
 */
export function App({
  source,
  routes,
  router,
  extras,
}: {
  source: ModuleSource;
  /** remote_public's route table, read at runtime. */
  routes: PublicRoutes;
  router: (routes: ReactNode) => ReactNode;
  /**
   * What only the browser renders beside the routes (they render nothing themselves). It has its
   * place in the tree on both sides, so the ids React gives (useId: labels, aria-controls) are the
   * same in the server's HTML and in hydration.
   */
  extras?: ReactNode;
}) {
  return (
    <ModuleSourceContext value={source}>
      {router(
        <>
          <ScrollToTop />
          <AppRoutes routes={routes} />
          {extras}
        </>,
      )}
    </ModuleSourceContext>
  );
}
