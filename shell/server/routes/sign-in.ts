import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { WebConfig } from '../config';
import { CLIENT_RENDERED, originOf } from '../document/documents';
import { pageAssets, type PageAssets } from '../document/page-assets';
import { LOGIN_PATH, LOGIN_PREPAINT_CSS, loginPrepaintHtml } from './login-prepaint';

/**
 * The sign-in page paints its form from this HTML, styled by the design tokens of the linked
 * remote_shared (docs/performance.md, "The sign-in page"); the back office draws its own in its
 * place when its scripts have run. Without the tokens (remote_shared cannot be linked) the page
 * is the plain back-office document, as every other admin address.
 */
export const signIn = fp<{ config: WebConfig }>(
  async (app: FastifyInstance, { config }) => {
    const { remotes, documents } = app;
    app.get(LOGIN_PATH, async (request: FastifyRequest, reply: FastifyReply) => {
      let assets: PageAssets = { css: [], js: [] };
      try {
        const { shared } = await documents.shellFiles();
        const linked = await remotes.linked();
        // The painted card wears ui/core's stylesheet (the tokens), but the back office draws with
        // remote_shared/ui, which holds ui/core's primitives too: its code is the one preloaded, so
        // ui/core's is not downloaded for nothing (docs/performance.md, "The sign-in page").
        const tokens = await pageAssets(linked, ['remote_shared/ui/core'], originOf(request), shared);
        const code = await pageAssets(linked, ['remote_shared/ui', 'remote_shared/api'], originOf(request), shared, new Set(), () => true);
        assets = { css: tokens.css, js: code.js };
      } catch (error) {
        request.log.warn({ err: error }, 'remote_shared unavailable; the sign-in page is drawn by its scripts alone');
      }
      if (!assets.css.length) return documents.send(request, reply, { ...CLIENT_RENDERED, noindex: true });
      const css = [...assets.css, { href: '/prepaint/admin-login.css', text: LOGIN_PREPAINT_CSS }];
      // remote_shared's code is requested with the shell's, not discovered after it.
      return documents.send(request, reply, {
        rendered: null,
        assets: { css, js: assets.js },
        noindex: true,
        prepaint: { html: loginPrepaintHtml(config.siteOverrides), title: 'Admin Login' },
      });
    });
  },
  { name: 'sign-in', dependencies: ['remotes', 'documents'] },
);
