import { headTags, renderDocument } from './html';
import { pageLanguages } from './page-languages';
import { sitemapXml } from '../routes/seo-files';
import type { PublicRoutes } from '../../src/app/route-table';

const routes: PublicRoutes = {
  layout: 'remote_public/layout',
  pages: [
    { path: '/', module: 'remote_public/pages/home' },
    { path: '/projects/:id', module: 'remote_public/pages/project-detail' },
  ],
  redirects: {},
  messages: { en: 'remote_public/messages/en', sw: 'remote_public/messages/sw', fr: 'remote_public/messages/fr' },
};

describe('a page’s languages (docs/i18n.md, "Search engines")', () => {
  it('names its language, its canonical address in it, and every language’s address with x-default', () => {
    const { lang, tags } = pageLanguages(routes, '/sw/projects/4');
    expect(lang).toBe('sw');
    const head = headTags({
      meta: { title: 'Mradi', description: 'd' },
      siteName: 'S',
      canonicalBase: 'https://example.org',
      pathname: '/sw/projects/4',
      assets: { css: [], js: [] },
      languages: tags,
    });
    expect(head).toContain('<link rel="canonical" href="https://example.org/sw/projects/4">');
    expect(head).toContain('<meta property="og:locale" content="sw_KE">');
    expect(head).toContain('<link rel="alternate" hreflang="en" href="https://example.org/projects/4">');
    expect(head).toContain('<link rel="alternate" hreflang="sw" href="https://example.org/sw/projects/4">');
    expect(head).toContain('<link rel="alternate" hreflang="fr" href="https://example.org/fr/projects/4">');
    expect(head).toContain('<link rel="alternate" hreflang="x-default" href="https://example.org/projects/4">');
    expect(head).toContain('<meta property="og:locale:alternate" content="fr_FR">');
    expect(head).not.toContain('og:locale:alternate" content="sw_KE"');
  });

  it('writes <html lang> into the document', () => {
    const html = renderDocument({
      template: '<html lang="en"><head><!--app-head--></head><body><!--app-html--><!--app-scripts--></body></html>',
      head: '',
      html: '',
      ssr: false,
      nonce: 'n',
      runtimeConfig: {},
      scripts: [],
      lang: 'fr',
    });
    expect(html).toContain('<html lang="fr">');
  });

  it('lists each language’s address in the sitemap, with its alternates', async () => {
    const fetch = (async () => new Response(JSON.stringify([{ id: 4, updated_at: '2026-01-02T00:00:00Z' }]), { status: 200 })) as typeof globalThis.fetch;
    const xml = await sitemapXml('https://example.org/', routes, fetch);
    for (const loc of ['/', '/sw', '/fr', '/projects/4', '/sw/projects/4', '/fr/projects/4']) expect(xml).toContain(`<loc>https://example.org${loc}</loc>`);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://example.org/projects/4"/>');
    expect(xml.match(/<url>/g)).toHaveLength(6);
  });
});

test('a page that names its English path is still in the language of its address', () => {
  const { lang, tags } = pageLanguages(routes, '/fr/projects/4', '/projects/4');
  expect(lang).toBe('fr');
  expect(tags.canonicalPath).toBe('/fr/projects/4');
});
