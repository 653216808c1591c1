import { matchPage, modulesForPath } from './route-modules';
import type { PublicRoutes } from './route-table';

// A table shaped like remote_public's (which the shell reads at runtime; its own test checks it
// covers spec §2): the shell's part is matching paths to modules.
const routes: PublicRoutes = {
  layout: 'remote_public/layout',
  pages: [
    { path: '/', module: 'remote_public/pages/home' },
    { path: '/projects', module: 'remote_public/pages/projects' },
    { path: '/projects/:id', module: 'remote_public/pages/project-detail' },
  ],
  redirects: { '/our-projects-portfolio': '/projects' },
};

describe("the shell's routing over remote_public's table", () => {
  it('loads the layout and the page for a public path, with its parameters', () => {
    expect(modulesForPath(routes, '/projects/12')).toEqual(['remote_public/layout', 'remote_public/pages/project-detail']);
    expect(matchPage(routes, '/projects/12')?.params).toEqual({ id: '12' });
  });

  it('loads only the back office on /admin paths', () => {
    expect(modulesForPath(routes, '/admin')).toEqual(['remote_admin/app']);
    expect(modulesForPath(routes, '/admin/dashboard/posts')).toEqual(['remote_admin/app']);
  });

  it('matches no page for an unknown path, and loads only the layout for it', () => {
    expect(matchPage(routes, '/nowhere')).toBeNull();
    expect(matchPage(routes, '/administrator')).toBeNull();
    expect(modulesForPath(routes, '/nowhere')).toEqual(['remote_public/layout']);
  });
});
