import { useEffect, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { useLocation } from 'react-router-dom';
import type { AppStore } from '../store/create-store';
import { ModuleSourceContext, type ModuleSource } from '../federation/module-source';
import { AppRoutes } from './app-routes';

/** A new page starts at the top, unless the address points at an anchor. */
function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}

/**
 * The tree the browser hydrates and the page server renders: the same providers and routes on
 * both sides, only the router (BrowserRouter / StaticRouter) and the module source differ.
 */
export function App({ store, source, router }: { store: AppStore; source: ModuleSource; router: (routes: ReactNode) => ReactNode }) {
  return (
    <Provider store={store}>
      <ModuleSourceContext value={source}>
        {router(
          <>
            <ScrollToTop />
            <AppRoutes />
          </>,
        )}
      </ModuleSourceContext>
    </Provider>
  );
}
