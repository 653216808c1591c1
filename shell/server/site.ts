// The page server's Fastify app, not yet listening: with API_URL set, an app of its own that only
// renders pages and serves the shell (the distributed topology); else the API's app (one origin)
// with the page server registered into it. main.ts listens on it (`npm start`); under `npm run dev`,
// dev-api.ts builds one after every edit to the API's code (docs/development.md).
import { EventEmitter } from 'node:events';
import Fastify, { type FastifyInstance } from 'fastify';
import type { WebConfig } from './config';
import { pageServer } from './page-server';
import { securityHeaders } from './security-headers';
import { createServerFetch } from './server-fetch';

/** With API_URL, how long a rendered page is reused: the API's change signal does not reach this process. */
const PAGE_TTL_MS = 2000;
/** The API's limit (api/src/plugins/request-limits.ts), applied here when the page server runs alone. */
const MAX_URL_LENGTH = 2048;

export type SiteApp = FastifyInstance & { contentEvents?: EventEmitter };

export interface SiteOptions {
  config: WebConfig;
  /** Builds the API's app (one origin; unused with API_URL). */
  buildApi: () => Promise<SiteApp>;
  /** Node's own require: remote bundles get React and the other singletons from it. */
  hostRequire: NodeJS.Require;
}

export async function buildSite({ config, buildApi, hostRequire }: SiteOptions): Promise<SiteApp> {
  let app: SiteApp;
  let serverFetch: typeof fetch;
  let contentEvents: EventEmitter | undefined;
  if (config.API_URL) {
    app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' }, trustProxy: true });
    app.addHook('onRequest', (request, reply, done) => {
      if (request.url.length <= MAX_URL_LENGTH) return done();
      reply.code(414).send({ message: `The address is too long (at most ${MAX_URL_LENGTH.toLocaleString('en-US')} characters)` });
    });
    // In one process the API sets these; alone, the page server sets its own.
    const imageHosts = (process.env.IMAGE_HOSTS ?? '')
      .split(',')
      .map((h) => h.trim())
      .filter(Boolean);
    await app.register(securityHeaders, { extraOrigins: config.CSP_EXTRA_ORIGINS, imageHosts });
    serverFetch = createServerFetch({ apiUrl: config.API_URL });
    const expiry = new EventEmitter();
    const timer = setInterval(() => expiry.emit('change'), PAGE_TTL_MS);
    timer.unref();
    app.addHook('onClose', (_instance, done) => {
      clearInterval(timer);
      done();
    });
    contentEvents = expiry;
  } else {
    app = await buildApi();
    serverFetch = createServerFetch({ app });
    contentEvents = app.contentEvents;
  }
  await app.register(pageServer, { config, serverFetch, contentEvents, hostRequire });
  return app;
}
