// The route table of spec §2, as data: the browser builds its routes from it, and the page server
// uses it to know which pages exist, which redirect, and what to render on the server.

export const PUBLIC_LAYOUT = 'remote_public/layout';
export const ADMIN_APP = 'remote_admin/app';

export interface PageRoute {
  path: string;
  /** The federated module that renders the page. */
  module: string;
}

export const PUBLIC_PAGES: PageRoute[] = [
  { path: '/', module: 'remote_public/pages/home' },
  { path: '/about-us', module: 'remote_public/pages/about-us' },
  { path: '/mission-vision', module: 'remote_public/pages/mission-vision' },
  { path: '/why-choose-us', module: 'remote_public/pages/why-choose-us' },
  { path: '/our-team', module: 'remote_public/pages/our-team' },
  { path: '/services/strategy', module: 'remote_public/pages/services-strategy' },
  { path: '/services/human', module: 'remote_public/pages/services-human' },
  { path: '/services/ict', module: 'remote_public/pages/services-ict' },
  { path: '/services/development', module: 'remote_public/pages/services-development' },
  { path: '/contact', module: 'remote_public/pages/contact' },
  { path: '/projects', module: 'remote_public/pages/projects' },
  { path: '/projects/:id', module: 'remote_public/pages/project-detail' },
];

/**
 * Redirects of spec §2, plus our decision on the mobile panel's old link (docs/decisions.md):
 * /our-projects-portfolio goes to /projects.
 */
export const REDIRECTS: Record<string, string> = {
  '/strategy': '/services/strategy',
  '/human': '/services/human',
  '/ict': '/services/ict',
  '/development': '/services/development',
  '/our-projects-portfolio': '/projects',
};

/** Any unknown path goes to / (spec §2). */
export const FALLBACK_PATH = '/';

export const isAdminPath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');
