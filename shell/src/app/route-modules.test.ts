import { fallbackFor, loadPageMessages, matchPage, modulesForPath, pageNamespaces, redirectFor, splitLocale } from './route-modules';
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

describe('the same pages under each language of the table (docs/i18n.md)', () => {
  const localized: PublicRoutes = {
    ...routes,
    messages: { en: 'remote_public/messages/en', sw: 'remote_public/messages/sw', fr: 'remote_public/messages/fr' },
  };

  it('matches /sw/... and /fr/... to the English page, loading that language’s catalogue with it', () => {
    expect(matchPage(localized, '/sw/projects/12')?.params).toEqual({ id: '12' });
    expect(modulesForPath(localized, '/sw/projects/12')).toEqual(['remote_public/layout', 'remote_public/messages/sw', 'remote_public/pages/project-detail']);
    expect(modulesForPath(localized, '/fr')).toEqual(['remote_public/layout', 'remote_public/messages/fr', 'remote_public/pages/home']);
    expect(modulesForPath(localized, '/projects')).toEqual(['remote_public/layout', 'remote_public/messages/en', 'remote_public/pages/projects']);
  });

  it('keeps old addresses and unknown paths in their language; an unknown prefix is an unknown path', () => {
    expect(redirectFor(localized, '/sw/our-projects-portfolio')).toBe('/sw/projects');
    expect(redirectFor(localized, '/our-projects-portfolio')).toBe('/projects');
    expect(fallbackFor(localized, '/fr/nowhere')).toBe('/fr');
    expect(fallbackFor(localized, '/nowhere')).toBe('/');
    expect(matchPage(localized, '/de/projects')).toBeNull();
    expect(fallbackFor(localized, '/de/projects')).toBe('/');
  });

  it('has no language prefixes for a table without catalogues (a remote_public released before them)', () => {
    expect(matchPage(routes, '/sw/projects')).toBeNull();
    expect(fallbackFor(routes, '/sw/projects')).toBe('/');
    expect(splitLocale(routes, '/sw/projects')).toEqual({ locale: 'en', path: '/sw/projects' });
  });
});

describe('the messages a page shows', () => {
  const localized: PublicRoutes = { ...routes, messages: { en: 'remote_public/messages/en', sw: 'remote_public/messages/sw' } };

  it('loads the namespaces the page’s modules name into its language’s catalogue, before it renders', async () => {
    const load = jest.fn(async () => undefined);
    const modules: Record<string, unknown> = {
      'remote_public/layout': {},
      'remote_public/pages/projects': { messages: ['projects'] },
      'remote_public/messages/sw': { load },
    };
    await loadPageMessages(localized, '/sw/projects', (id) => Promise.resolve(modules[id]));
    expect(load).toHaveBeenCalledWith(['projects']);
    expect(pageNamespaces(localized, '/sw/projects', (id) => modules[id])).toEqual(['projects']);
  });

  it('loads nothing for a table without catalogues, and survives a module that failed', async () => {
    const load = jest.fn(async () => undefined);
    await loadPageMessages(routes, '/projects', () => ({ load, messages: ['x'] }));
    expect(load).not.toHaveBeenCalled();
    await loadPageMessages(localized, '/projects', (id) => (id.includes('messages') ? { load } : Promise.reject(new Error('down'))));
    expect(load).not.toHaveBeenCalled();
  });
});
