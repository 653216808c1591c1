import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { WebConfig } from '../config';
import { originOf } from '../document/documents';
import { publicRoutesOf } from '../pages/render-page';
import { robotsTxt, sitemapXml } from './seo-files';

/** The files search engines read: robots.txt and the sitemap of every public page in every language. */
export const seo = fp<{ config: WebConfig; serverFetch: typeof fetch }>(
  async (app: FastifyInstance, { config, serverFetch }) => {
    app.get('/robots.txt', (request, reply) => {
      reply.type('text/plain; charset=utf-8').header('Cache-Control', 'no-cache');
      return robotsTxt(config.SITE_URL || originOf(request));
    });
    app.get('/sitemap.xml', async (request, reply) => {
      reply.type('application/xml; charset=utf-8').header('Cache-Control', 'no-cache');
      return sitemapXml(config.SITE_URL || originOf(request), publicRoutesOf(await app.remotes.linked()), serverFetch);
    });
  },
  { name: 'seo', dependencies: ['remotes'] },
);
