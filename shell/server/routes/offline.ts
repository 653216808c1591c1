import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { modulesForPath } from '../../src/app/route-modules';
import { OFFLINE_PATH } from '../../sw/protocol';
import type { WebConfig } from '../config';
import { originOf } from '../document/documents';
import { CORE_SHARED, pageAssets } from '../document/page-assets';
import { publicRoutesOf, renderPage } from '../pages/render-page';

/**
 * The offline page the service worker keeps (docs/offline.md): remote-public's page module, at an
 * address of the page server's own, so it is in no route table, sitemap or menu.
 */
const OFFLINE_MODULE = 'remote_public/pages/offline';
/** The service worker when SERVICE_WORKER=false: it empties the offline caches and unregisters itself. */
const SERVICE_WORKER_REMOVER =
  "self.addEventListener('install',function(){self.skipWaiting()});" +
  "self.addEventListener('activate',function(e){e.waitUntil(caches.keys().then(function(k){return Promise.all(k.filter(function(n){return n.indexOf('offline-')===0}).map(function(n){return caches.delete(n)}))}).then(function(){return self.registration.unregister()}))});";

/** The service worker and the offline page it keeps (docs/offline.md). */
export const offline = fp<{ config: WebConfig; serverFetch: typeof fetch }>(
  async (app: FastifyInstance, { config, serverFetch }) => {
    // The service worker is served from the root so that it may control every page; it is
    // revalidated on every visit, as browsers do for a worker (docs/offline.md).
    app.get('/sw.js', async (_request, reply) => {
      reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'no-cache');
      if (!config.SERVICE_WORKER) return reply.send(SERVICE_WORKER_REMOVER);
      return reply.sendFile('sw.js', config.SHELL_DIST);
    });

    /**
     * The branded page shown offline for an address the visitor has not seen: the site's header and
     * footer around a short note, with no script (it stands in for any address). Kept by the
     * service worker per release, never indexed.
     */
    app.get(OFFLINE_PATH, async (request, reply) => {
      try {
        const remotes = await app.remotes.linked();
        const routes = publicRoutesOf(remotes);
        const table = { ...routes, pages: [...routes.pages, { path: OFFLINE_PATH, module: OFFLINE_MODULE }] };
        const url = new URL(OFFLINE_PATH, 'http://page');
        const rendered = await renderPage(remotes, url, serverFetch, undefined, false, table);
        const { shared } = await app.documents.shellFiles();
        // The layout's styles with the page's (the header and footer), inlined like every page's.
        const pageModules = modulesForPath(table, OFFLINE_PATH);
        const assets = await pageAssets(remotes, [...CORE_SHARED, ...pageModules], originOf(request), shared, new Set(pageModules));
        return await app.documents.send(request, reply, { rendered, assets, noindex: true, static: true }, remotes);
      } catch (error) {
        // A remote_public released before the offline page: the worker keeps its built-in note instead.
        request.log.warn({ err: error }, 'the offline page could not be rendered');
        return reply.code(404).header('Cache-Control', 'no-store').send({ message: 'Not found' });
      }
    });
  },
  { name: 'offline', dependencies: ['remotes', 'documents', 'static-files'] },
);
