import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { lazy, Suspense } from 'react';
import { RemoteBoundary } from '../federation/remote-boundary';
import { remoteOf, useRemoteModule } from '../federation/module-source';
import { ADMIN_APP, FALLBACK_PATH, PUBLIC_LAYOUT, PUBLIC_PAGES, REDIRECTS, isAdminPath } from './route-table';

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

function AdminArea() {
  return (
    <>
      <Remote id={ADMIN_APP} />
      <Suspense fallback={null}>
        <ToastHost />
      </Suspense>
    </>
  );
}

export const ROUTES: RouteObject[] = [
  {
    path: '/',
    element: <Remote id={PUBLIC_LAYOUT} />,
    children: [
      ...PUBLIC_PAGES.map(({ path, module }) =>
        path === '/' ? { index: true, element: <Remote id={module} /> } : { path: path.slice(1), element: <Remote id={module} /> },
      ),
      ...Object.entries(REDIRECTS).map(([from, to]) => ({ path: from.slice(1), element: <Navigate to={to} replace /> })),
    ],
  },
  { path: '/admin/*', element: <AdminArea /> },
  { path: '*', element: <Navigate to={FALLBACK_PATH} replace /> },
];

export function AppRoutes() {
  return useRoutes(ROUTES);
}

export { isAdminPath };
