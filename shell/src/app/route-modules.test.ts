import { matchPage, modulesForPath } from './route-modules';
import { PUBLIC_PAGES, REDIRECTS } from './route-table';

describe('route table', () => {
  it('names a page module for every public route of spec §2', () => {
    expect(PUBLIC_PAGES.map((page) => page.path)).toEqual([
      '/',
      '/about-us',
      '/mission-vision',
      '/why-choose-us',
      '/our-team',
      '/services/strategy',
      '/services/human',
      '/services/ict',
      '/services/development',
      '/contact',
      '/projects',
      '/projects/:id',
    ]);
  });

  it('redirects the short service paths and the old mobile projects link', () => {
    expect(REDIRECTS).toEqual({
      '/strategy': '/services/strategy',
      '/human': '/services/human',
      '/ict': '/services/ict',
      '/development': '/services/development',
      '/our-projects-portfolio': '/projects',
    });
  });

  it('loads the layout and the page for a public path, with its parameters', () => {
    expect(modulesForPath('/projects/12')).toEqual(['remote_public/layout', 'remote_public/pages/project-detail']);
    expect(matchPage('/projects/12')?.params).toEqual({ id: '12' });
  });

  it('loads only the back office on /admin paths', () => {
    expect(modulesForPath('/admin')).toEqual(['remote_admin/app']);
    expect(modulesForPath('/admin/dashboard/posts')).toEqual(['remote_admin/app']);
  });

  it('matches no page for an unknown path', () => {
    expect(matchPage('/nowhere')).toBeNull();
    expect(matchPage('/administrator')).toBeNull();
  });
});
