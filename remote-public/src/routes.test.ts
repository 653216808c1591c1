import { matchRoutes } from 'react-router-dom';
import { answeredBySite } from 'remote_shared/schemas';
import { ROUTES } from './routes';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build's own configuration, as webpack reads it
const federation = require('../module-federation.config') as { exposes: Record<string, string> };

/** Spec §2's public routes, with an id for the project page. */
const SPEC_PATHS = [
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
  '/projects/12',
];

const exposed = (module: string) => federation.exposes[`./${module.replace('remote_public/', '')}`];

describe("remote_public's route table, which the shell reads at runtime", () => {
  it.each(SPEC_PATHS)('%s renders a page module this remote exposes', (path) => {
    const match = matchRoutes(
      ROUTES.pages.map((page) => ({ path: page.path, page })),
      path,
    )?.at(-1);
    expect(match).toBeDefined();
    expect(exposed(match!.route.page.module)).toBeDefined();
  });

  it('exposes itself and the layout', () => {
    expect(exposed('remote_public/routes')).toBe('./src/routes.ts');
    expect(exposed(ROUTES.layout)).toBeDefined();
  });

  it('marks each preview page private (the page server renders it per request, never cached) and exposes it', () => {
    const previews = ROUTES.pages.filter((page) => page.private);
    expect(previews.map((page) => [page.path, page.module])).toEqual([['/projects/:id/preview', 'remote_public/pages/project-preview']]);
    for (const page of previews) expect(exposed(page.module)).toBeDefined();
    const match = matchRoutes(
      ROUTES.pages.map((page) => ({ path: page.path, page })),
      '/projects/12/preview',
    )?.at(-1);
    expect(match?.route.page.private).toBe(true);
  });

  it("redirects spec §2's short service paths to pages it has", () => {
    for (const [from, to] of Object.entries(ROUTES.redirects)) {
      expect(
        matchRoutes(
          ROUTES.pages.map((page) => ({ path: page.path })),
          to,
        ),
      ).not.toBeNull();
      expect(
        matchRoutes(
          ROUTES.pages.map((page) => ({ path: page.path })),
          from,
        ),
      ).toBeNull();
    }
    expect(ROUTES.redirects['/strategy']).toBe('/services/strategy');
  });

  it('every page and fixed redirect is one the API refuses as the source of a managed redirect (docs/redirects.md)', () => {
    const paths = [...ROUTES.pages.map((page) => page.path.replace(/:[a-z]+/gi, '12')), ...Object.keys(ROUTES.redirects)];
    for (const path of paths) {
      expect([path, answeredBySite(path)]).toEqual([path, true]);
      expect([`/sw${path}`, answeredBySite(`/sw${path}`)]).toEqual([`/sw${path}`, true]);
    }
    expect(answeredBySite('/our-projects-portfolio')).toBe(false);
  });
});
