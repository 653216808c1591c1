import { LOCALES, localizePath, type Locale } from 'contracts/locales';
import type { PublicRoutes } from '../../src/app/route-table';
import { escapeHtml } from '../document/html';
import { pageLanguages } from '../document/page-languages';

/** robots.txt: everything but the back office, and the sitemap's absolute address. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${siteUrl.replace(/(?<!\/)\/+$/, '')}/sitemap.xml\n`;
}

/** The addresses editors kept out of search results (docs/search-appearance.md), as `/fr/about-us`; none when the API cannot say. */
async function noindexed(serverFetch: typeof fetch): Promise<Set<string>> {
  const kept = new Set<string>();
  try {
    const response = await serverFetch('/api/search-appearance');
    if (!response.ok) return kept;
    const pages = (await response.json()) as ({ path: string } & Record<Locale, { noindex: boolean }>)[];
    for (const page of pages) for (const locale of LOCALES) if (page[locale]?.noindex) kept.add(localizePath(locale, page.path));
  } catch {
    // Without the API the sitemap lists every page.
  }
  return kept;
}

/**
 * sitemap.xml: every public route and every project, in every language, each address naming its
 * alternates (docs/i18n.md); an address its editors switched to noindex is left out.
 */
export async function sitemapXml(base: string, routes: PublicRoutes, serverFetch: typeof fetch): Promise<string> {
  const origin = base.replace(/(?<!\/)\/+$/, '');
  const paths = routes.pages.filter((page) => !page.path.includes(':') && !page.private).map((page) => ({ path: page.path, lastmod: null as string | null }));
  try {
    const response = await serverFetch('/api/posts');
    if (response.ok) {
      const posts = (await response.json()) as { id: number; updated_at?: string }[];
      for (const post of posts) paths.push({ path: `/projects/${post.id}`, lastmod: post.updated_at ?? null });
    }
  } catch {
    // Without the API the sitemap still lists the fixed pages.
  }
  const hidden = await noindexed(serverFetch);
  const entries = paths.flatMap(({ path, lastmod }) => {
    const { alternates } = pageLanguages(routes, path).tags;
    const links = alternates
      .map((alternate) => `<xhtml:link rel="alternate" hreflang="${escapeHtml(alternate.hreflang)}" href="${escapeHtml(`${origin}${alternate.path}`)}"/>`)
      .join('');
    const modified = lastmod ? `<lastmod>${escapeHtml(lastmod.slice(0, 10))}</lastmod>` : '';
    // One entry per language's address; x-default is the English one, already listed.
    return alternates
      .filter((alternate) => alternate.hreflang !== 'x-default' && !hidden.has(alternate.path))
      .map((alternate) => `  <url><loc>${escapeHtml(`${origin}${alternate.path}`)}</loc>${modified}${links}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}
