import type { PublicRoutes } from '../src/app/route-table';
import { escapeHtml } from './html';

/** robots.txt: everything but the back office, and the sitemap's absolute address (issue 7). */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${siteUrl.replace(/(?<!\/)\/+$/, '')}/sitemap.xml\n`;
}

/** sitemap.xml: every public route and every project. */
export async function sitemapXml(base: string, routes: PublicRoutes, serverFetch: typeof fetch): Promise<string> {
  const origin = base.replace(/(?<!\/)\/+$/, '');
  const urls = routes.pages.filter((page) => !page.path.includes(':') && !page.private).map((page) => ({ loc: `${origin}${page.path}`, lastmod: null as string | null }));
  try {
    const response = await serverFetch('/api/posts');
    if (response.ok) {
      const posts = (await response.json()) as { id: number; updated_at?: string }[];
      for (const post of posts) urls.push({ loc: `${origin}/projects/${post.id}`, lastmod: post.updated_at ?? null });
    }
  } catch {
    // Without the API the sitemap still lists the fixed pages.
  }
  const entries = urls
    .map(({ loc, lastmod }) => `  <url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${escapeHtml(lastmod.slice(0, 10))}</lastmod>` : ''}</url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
}
