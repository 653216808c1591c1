// Exposed as `remote_public/routes`: the public site's route table (spec §2). The shell and the
// page server read it at runtime, so a release of this remote can add or move a page without a
// shell build. Content types with public pages bring their routes from their declarations
// (`site`); the other pages are listed here.
import type { PageRoute, PublicRoutes } from 'remote_shared/config';
import { CONTENT_TYPES, type AnyContentType } from 'remote_shared/content';

const page = (path: string, name: string): PageRoute => ({ path, module: `remote_public/pages/${name}` });

/** The pages that are not a content type's. */
const FIXED_PAGES: PageRoute[] = [
  page('/', 'home'),
  page('/about-us', 'about-us'),
  page('/why-choose-us', 'why-choose-us'),
  page('/services/strategy', 'services-strategy'),
  page('/services/human', 'services-human'),
  page('/services/ict', 'services-ict'),
  page('/services/development', 'services-development'),
  // The form's checks load on use; offline they must be on the device already.
  { ...page('/contact', 'contact'), later: ['remote_shared/schemas'] },
  page('/privacy', 'privacy'),
];

/** The table for these content types (the product's, or a test's). */
export function publicRoutes(contentTypes: readonly AnyContentType[] = CONTENT_TYPES): PublicRoutes {
  return {
    layout: 'remote_public/layout',
    pages: [
      ...FIXED_PAGES,
      ...contentTypes.flatMap((type) => (type.site ?? []).map((route) => page(route.path, route.page))),
      // A record's preview through a signed link: rendered for each request, never cached (docs/workflow.md, "Preview").
      ...contentTypes.flatMap((type) => (type.preview ? [{ ...page(type.preview.path, type.preview.page), private: true }] : [])),
    ],
    messages: { en: 'remote_public/messages/en', sw: 'remote_public/messages/sw', fr: 'remote_public/messages/fr' },
    /**
     * Redirects of spec §2; a managed redirect cannot override them. The old /our-projects-portfolio
     * (docs/decisions/0018-our-projects-goes-to-projects-everywhere.md) is a managed redirect now,
     * seeded by the API's migration 17 (docs/redirects.md).
     */
    redirects: {
      '/strategy': '/services/strategy',
      '/human': '/services/human',
      '/ict': '/services/ict',
      '/development': '/services/development',
    },
  };
}

export const ROUTES = publicRoutes();
export default ROUTES;
