// What the shell itself knows of routing: the back office's module, where unknown paths go, and
// where the public site's route table is. The public pages, their modules and redirects come from
// remote_public at runtime (`remote_public/routes`, remote-public/src/routes.ts), so a release of
// remote-public never needs a shell build.

export const ADMIN_APP = 'remote_admin/app';
export const PUBLIC_ROUTES_MODULE = 'remote_public/routes';

export type { PublicRoutes } from 'remote_shared/config';
import type { PublicRoutes } from 'remote_shared/config';

/** When remote_public cannot be reached: no public pages, every public path falls back. */
export const NO_PUBLIC_ROUTES: PublicRoutes = { layout: 'remote_public/layout', pages: [], redirects: {} };

/** Any unknown path goes to / (spec §2). */
export const FALLBACK_PATH = '/';

export const isAdminPath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');
