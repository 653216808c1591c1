import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { lazy, Suspense, use, useMemo } from 'react';
import { loadAdminStore } from '../store/load-admin-store';
import { RemoteBoundary } from '../federation/remote-boundary';
import { remoteOf, useRemoteModule } from '../federation/module-source';
import { ADMIN_APP, FALLBACK_PATH, type PublicRoutes } from './route-table';
import { prefixedLocales, withLocale } from './route-modules';
import { UnknownPath } from './unknown-path';

function RemoteRoute({ id }: { id: string }) {
  const { default: Component } = useRemoteModule(id);
  return <Component />;
}

function Remote({ id }: { id: string }) {
  const { pathname } = useLocation();
  return (
    <RemoteBoundary remote={remoteOf(id)} resetKey={pathname}>
      <RemoteRoute id={id} />
    </RemoteBoundary>
  );
}

// The toast container is needed only in the back office; public pages never download it.
const ToastHost = lazy(() => import('../toasts/toast-host'));

/** The back office inside the store only it uses (public pages carry no Redux). */
function AdminInStore() {
  const { default: AdminStore } = use(loadAdminStore() as Promise<typeof import('../store/admin-store')>);
  return (
    <AdminStore>
      <Remote id={ADMIN_APP} />
      <Suspense fallback={null}>
        <ToastHost />
      </Suspense>
    </AdminStore>
  );
}

// The store needs remote_shared's API slice: if it cannot load, this boundary says so, with Retry.
function AdminArea() {
  const { pathname } = useLocation();
  return (
    <RemoteBoundary remote="remote_shared" resetKey={pathname}>
      <AdminInStore />
    </RemoteBoundary>
  );
}

/** The pages and old addresses of a route table, under `/` or a locale's prefix. */
function publicChildren({ pages, redirects }: PublicRoutes, locale: string): RouteObject[] {
  return [
    ...pages.map(({ path, module }) =>
      path === '/' ? { index: true, element: <Remote id={module} /> } : { path: path.slice(1), element: <Remote id={module} /> },
    ),
    ...Object.entries(redirects).map(([from, to]) => ({ path: from.slice(1), element: <Navigate to={withLocale(locale, to)} replace /> })),
  ];
}

/** The routes of a public route table (remote_public's), in each of its languages, plus the back office and the fallback. */
function routesFor(routes: PublicRoutes): RouteObject[] {
  const { layout, pages } = routes;
  // remote_public unreachable: every public path shows the layout's boundary (Retry) where it is.
  if (pages.length === 0)
    return [
      { path: '/admin/*', element: <AdminArea /> },
      { path: '*', element: <Remote id={layout} /> },
    ];
  return [
    {
      path: '/',
      element: <Remote id={layout} />,
      children: [
        ...publicChildren(routes, 'en'),
        // Each language's pages under its prefix (docs/i18n.md); an unknown path there goes to that language's home.
        ...prefixedLocales(routes).map((locale) => ({
          path: locale,
          children: [...publicChildren(routes, locale), { path: '*', element: <UnknownPath fallback={withLocale(locale, FALLBACK_PATH)} /> }],
        })),
      ],
    },
    { path: '/admin/*', element: <AdminArea /> },
    { path: '*', element: <UnknownPath fallback={FALLBACK_PATH} /> },
  ];
}

export function AppRoutes({ routes }: { routes: PublicRoutes }) {
  return useRoutes(useMemo(() => routesFor(routes), [routes]));
}
