// The page server as Fastify plugins, registered in this order (docs/page-server.md): the shared
// services first (each decorated once), then one plugin per concern, and page rendering last, as
// it answers every address the others do not. main.ts registers it on the API's app (one
// origin) or on an app of its own (API_URL set).
import type { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { WebConfig } from './config';
import { documents } from './document/documents';
import { pages } from './pages/plugin';
import { remotesService } from './remotes/service';
import { contactPost } from './routes/contact-post';
import { health } from './routes/health';
import { offline } from './routes/offline';
import { remoteRoutes } from './routes/remotes';
import { seo } from './routes/seo';
import { signIn } from './routes/sign-in';
import { staticFiles } from './routes/static-files';

export interface PageServerOptions {
  config: WebConfig;
  /** Node's require (not the bundler's): remote bundles get React and the other singletons from it. */
  hostRequire: (request: string) => unknown;
  serverFetch: typeof fetch;
  /** The API's content-change signal (one process); pages rendered with old data are dropped. */
  contentEvents?: EventEmitter;
}

export const pageServer = fp<PageServerOptions>(
  async (app: FastifyInstance, { config, hostRequire, serverFetch, contentEvents }) => {
    // Services: the remotes (pointers, linker, runtime configuration, contract verdicts), then the HTML module.
    await app.register(remotesService, { config, hostRequire });
    await app.register(documents, { config, serverFetch });
    // One plugin per concern.
    await app.register(staticFiles, { config });
    await app.register(remoteRoutes, { config });
    await app.register(health);
    await app.register(seo, { config, serverFetch });
    await app.register(offline, { config, serverFetch });
    await app.register(signIn, { config });
    // Page rendering: every other address (the not-found handler), and the contact post's answer.
    await app.register(pages, { serverFetch, contentEvents });
    await app.register(contactPost, { serverFetch });
  },
  { name: 'page-server' },
);
