import { matchRoutes } from 'react-router-dom';
import { ADMIN_APP, isAdminPath, type PublicRoutes } from './route-table';

/** The public page a path renders, with its parameters, or null. */
export function matchPage(routes: PublicRoutes, pathname: string) {
  const match = matchRoutes(
    routes.pages.map((page) => ({ path: page.path, page })),
    pathname,
  )?.at(-1);
  return match ? { page: match.route.page, params: match.params } : null;
}

/** The federated modules a path needs on first render (loaded in parallel before hydration). */
export function modulesForPath(routes: PublicRoutes, pathname: string): string[] {
  if (isAdminPath(pathname)) return [ADMIN_APP];
  const match = matchPage(routes, pathname);
  return match ? [routes.layout, match.page.module] : [routes.layout];
}
