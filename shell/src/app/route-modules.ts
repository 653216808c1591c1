import { matchRoutes } from 'react-router-dom';
import { ADMIN_APP, PUBLIC_LAYOUT, PUBLIC_PAGES, isAdminPath } from './route-table';

const pageRoutes = PUBLIC_PAGES.map((page) => ({ path: page.path, page }));

/** The public page a path renders, with its parameters, or null. */
export function matchPage(pathname: string) {
  const match = matchRoutes(pageRoutes, pathname)?.at(-1);
  return match ? { page: match.route.page, params: match.params } : null;
}

/** The federated modules a path needs on first render (loaded in parallel before hydration). */
export function modulesForPath(pathname: string): string[] {
  if (isAdminPath(pathname)) return [ADMIN_APP];
  const match = matchPage(pathname);
  return match ? [PUBLIC_LAYOUT, match.page.module] : [PUBLIC_LAYOUT];
}
