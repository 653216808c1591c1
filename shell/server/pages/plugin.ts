// Page rendering (docs/page-server.md): every address no other plugin serves. A public page is
// rendered on the server with the linked remotes (or taken from the rendered pages), its assets
// and messages gathered, and sent by the HTML module; a back-office address gets the back
// office's document; any other address a JSON 404.
import type { EventEmitter } from 'node:events';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { PostedForm } from 'remote_shared/config';
import { PUBLIC_ROUTES_MODULE, isAdminPath } from '../../src/app/route-table';
import { fallbackFor, matchPage, modulesForPath, pageNamespaces, redirectFor, splitLocale } from '../../src/app/route-modules';
import { CLIENT_RENDERED, originOf } from '../document/documents';
import { CORE_SHARED, namespaceFiles, pageAssets } from '../document/page-assets';
import { RemoteLinker } from '../remotes/remote-linker';
import { requestTarget } from '../request-target';
import { managedRedirects } from './managed-redirects';
import { renderedPages } from './rendered-pages';
import { publicRoutesOf, renderPage } from './render-page';

/** A page answering a plain-HTML form post (the contact form without scripts). */
export interface PostedAnswer {
  posted: PostedForm;
  status: number;
  formToken?: string;
}

interface Pages {
  /** Sends the page at the request's address; `answer`: the refused form post it answers (never cached). */
  send(request: FastifyRequest, reply: FastifyReply, answer?: PostedAnswer): Promise<FastifyReply>;
}

declare module 'fastify' {
  interface FastifyInstance {
    pages: Pages;
  }
}

/** The visitor's browser asks to save data (`Save-Data: on`): the page offers the smallest images (docs/performance.md). */
const savesData = (request: FastifyRequest) => /^\s*on\b/i.test(String(request.headers['save-data'] ?? ''));

export const pages = fp<{ serverFetch: typeof fetch; contentEvents?: EventEmitter }>(
  async (app: FastifyInstance, { serverFetch, contentEvents }) => {
    const { remotes, documents } = app;
    const cache = renderedPages(serverFetch, contentEvents);
    const managed = managedRedirects(serverFetch, contentEvents, app.log);
    app.addHook('onClose', async () => managed.close());

    /**
     * A managed redirect of a path nothing else answers (docs/redirects.md), after the page routes
     * and spec §2's fixed redirects and before the unknown-path fallback; the query is kept when the
     * target has none.
     */
    async function sendManaged(reply: FastifyReply, pathname: string, search: string): Promise<FastifyReply | null> {
      await managed.ready();
      const redirect = managed.lookup(pathname);
      if (!redirect) return null;
      managed.hit(pathname);
      return reply.redirect(redirect.to.includes('?') ? redirect.to : `${redirect.to}${search}`, redirect.status);
    }

    async function send(request: FastifyRequest, reply: FastifyReply, answer?: PostedAnswer) {
      const { pathname, search, canonical } = requestTarget(request.url);
      if (canonical !== pathname) return reply.redirect(`${canonical}${search}`, 301);
      // Safe now: the path starts with exactly one slash, so the base's host is kept.
      const url = new URL(`${pathname}${search}`, 'http://page');
      if (isAdminPath(pathname)) return documents.send(request, reply, { ...CLIENT_RENDERED, noindex: true });
      const { posted, status, formToken } = answer ?? {};
      let linked;
      try {
        linked = await remotes.linked();
      } catch (error) {
        // remote_public cannot be linked: the browser renders what it can (its boundaries say the rest).
        request.log.error({ err: error }, 'remotes unavailable; serving the client-rendered shell');
        return documents.send(request, reply, CLIENT_RENDERED);
      }
      const routes = publicRoutesOf(linked);
      const redirect = redirectFor(routes, pathname);
      if (redirect) return reply.redirect(`${redirect}${url.search}`, 301);
      const matched = matchPage(routes, pathname);
      if (!matched) return (await sendManaged(reply, pathname, url.search)) ?? reply.redirect(fallbackFor(routes, pathname), 302);
      // A private page (a preview through a signed link, docs/workflow.md "Preview") is one person's.
      const personal = matched.page.private === true;
      const saveData = savesData(request);
      try {
        // A page answering a posted form, or a private page, is the visitor's own: rendered for them, never cached.
        const { rendered, hit } =
          posted || personal
            ? { rendered: await renderPage(linked, url, serverFetch, posted, saveData), hit: false }
            : await cache.render(url, linked, saveData);
        // RFC 9211: whether this page came from the page server's rendered pages (operators, and the e2e suite, read it).
        reply.header('Cache-Status', `page-server; ${hit ? 'hit' : posted || personal ? 'fwd=bypass' : 'fwd=miss'}`);
        const { shared } = await documents.shellFiles();
        const pageModules = modulesForPath(routes, pathname);
        const origin = originOf(request);
        // A page's blocks below the fold hydrate later, but their styles are needed from the first paint.
        // The route table comes as the remote's own chunk, preloaded with the page's scripts and cached
        // across pages, rather than inlined in every page (docs/performance.md, "The icon in the page").
        const assets = await pageAssets(linked, [...CORE_SHARED, PUBLIC_ROUTES_MODULE, ...pageModules], origin, shared, new Set(pageModules));
        // The messages the page shows in its language come with it (docs/i18n.md, "Interface strings").
        const { locale } = splitLocale(routes, pathname);
        const catalogue = routes.messages?.[locale as 'en'];
        if (catalogue)
          assets.js.push(
            ...namespaceFiles(
              linked,
              catalogue,
              locale,
              pageNamespaces(routes, pathname, (id) => RemoteLinker.module(linked, id)),
              origin,
            ),
          );
        // Not loaded by the page now, so not preloaded: named for the offline worker only (docs/offline.md, "The first visit").
        const later = matched.page.later?.length
          ? (await pageAssets(linked, matched.page.later, origin, shared)).js.filter((file) => !assets.js.includes(file))
          : [];
        return await documents.send(request, reply, { rendered, assets, posted, status, formToken, personal, saveData, keepLater: later }, linked);
      } catch (error) {
        // The browser can still build the page itself: serve the shell without server rendering.
        request.log.error({ err: error }, 'server rendering failed; serving the client-rendered shell');
        return documents.send(request, reply, { ...CLIENT_RENDERED, posted, status, personal }, linked);
      }
    }

    app.decorate('pages', { send } satisfies Pages);
    app.setNotFoundHandler(async (request, reply) => {
      const { pathname } = requestTarget(request.url);
      const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !/\.[a-z0-9]{1,5}$/i.test(pathname);
      const reserved = /^\/(api|uploads|assets|remotes)(\/|$)/.test(pathname);
      if (wantsPage && !reserved) return send(request, reply);
      // An old site's file address (`/about.html`) may have a managed redirect too; the reserved ones never do.
      const { search } = requestTarget(request.url);
      const redirected = (request.method === 'GET' || request.method === 'HEAD') && !reserved ? await sendManaged(reply, pathname, search) : null;
      return redirected ?? reply.code(404).send({ message: 'Not found' });
    });
  },
  { name: 'pages', dependencies: ['remotes', 'documents'] },
);
