// The page server: `npm start` runs this. On one origin it embeds the API (built by api/) and
// serves the shell, the three remotes and the server-rendered public pages; with API_URL set it
// only renders pages and serves the shell (the distributed topology).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { EventEmitter } from 'node:events';
import { REPO_ROOT, loadWebConfig } from './config';
import { securityHeaders } from './security-headers';
import { createServerFetch } from './server-fetch';
import { pageServer } from './page-server';

/** With API_URL, how long a rendered page is reused: the API's change signal does not reach this process. */
const PAGE_TTL_MS = 2000;
/** The API's limit (api/src/plugins/request-limits.ts), applied here when the page server runs alone. */
const MAX_URL_LENGTH = 2048;

/** Node's own require inside this webpack bundle (dev-main.ts provides it under `npm run dev`). */
declare const __non_webpack_require__: NodeJS.Require;
/** Run from its source (`npm run dev`, docs/development.md), the page server embeds the API's source too, so an edit to it restarts both. */
const API_ENTRY = __filename.endsWith('.ts') ? 'api/src/index.ts' : 'api/dist/index.js';

interface ApiModule {
  buildApp: (overrides?: Record<string, unknown>) => Promise<FastifyInstance & { contentEvents?: EventEmitter }>;
}

async function main() {
  const config = loadWebConfig();
  let app: FastifyInstance & { contentEvents?: EventEmitter };
  let serverFetch: typeof fetch;
  let contentEvents: EventEmitter | undefined;
  if (config.API_URL) {
    app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' }, trustProxy: true });
    app.addHook('onRequest', (request, reply, done) => {
      if (request.url.length <= MAX_URL_LENGTH) return done();
      reply.code(414).send({ message: `The address is too long (at most ${MAX_URL_LENGTH.toLocaleString('en-US')} characters)` });
    });
    // In one process the API sets these; alone, the page server sets its own.
    const imageHosts = (process.env.IMAGE_HOSTS ?? '').split(',').map((h) => h.trim()).filter(Boolean);
    await app.register(securityHeaders, { extraOrigins: config.CSP_EXTRA_ORIGINS, imageHosts });
    serverFetch = createServerFetch({ apiUrl: config.API_URL });
    const expiry = new EventEmitter();
    setInterval(() => expiry.emit('change'), PAGE_TTL_MS).unref();
    contentEvents = expiry;
  } else {
    const apiEntry = pathToFileURL(path.join(REPO_ROOT, API_ENTRY)).href;
    const api = (await import(/* webpackIgnore: true */ apiEntry)) as ApiModule;
    app = await api.buildApp();
    serverFetch = createServerFetch({ app });
    contentEvents = app.contentEvents;
  }
  await app.register(pageServer, { config, serverFetch, contentEvents, hostRequire: __non_webpack_require__ });

  let closing = false;
  const shutdown = async (signal: string) => {
    // A second signal (Ctrl-C reaches both `npm start` and this process) must not cut the close short.
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: finishing in-flight requests`);
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  console.log(`\n  Site:  http://localhost:${port}/\n  Admin: http://localhost:${port}/admin/login\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
