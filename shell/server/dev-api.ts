// `npm run dev`'s page server (dev-main.ts loads this): one listening socket in front of the site's
// Fastify app (site.ts), and an edit to the API's code (api/src) reloaded into a fresh app in this
// process instead of a restart of it (docs/development.md, "An edit to the API"). The embedded
// database stays open across such reloads, so an edit costs the API's modules and plugins only,
// not PGlite's start, the migrations and the demo content again. An edit to what opens and fills
// the database (api/src/db, api/src/startup, its plugin) reopens it as a start would. Everything
// else (the page server, the schemas, the tools) is watched by `tsx watch`, which restarts this
// process (scripts/dev/dev-loop.mjs excludes api/src from it).
import { watch } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { REPO_ROOT, loadWebConfig } from './config';
import { buildSite, type SiteApp } from './site';

const API_SRC = path.join(REPO_ROOT, 'api/src') + path.sep;
/** What opens the database and fills it: an edit there is a start of the API's, with the database opened again. */
const DATABASE_CODE = [/^db\//, /^startup\//, /^plugins\/database\.ts$/];
/** Edits saved together (an editor's save-all, a formatter) are one reload. */
const SETTLE_MS = 40;
/** How long a replaced app may finish the requests it has before it is closed anyway. */
const DRAIN_MS = 5000;

interface KeptDatabase {
  db?: { close(): Promise<void> };
}
interface ApiModule {
  buildApp: (overrides?: object, options?: { keptDatabase?: KeptDatabase }) => Promise<SiteApp>;
}

/** The API's modules are loaded anew: each compiled module of api/src leaves Node's module cache. */
function forgetApiModules() {
  for (const file of Object.keys(require.cache)) if (file.startsWith(API_SRC)) delete require.cache[file];
}

/** @public server/dev-main.ts loads it with require(), which Knip does not follow. */
export async function startDevSite(hostRequire: NodeJS.Require) {
  const config = loadWebConfig();
  let kept: KeptDatabase = {};
  /** Where the last build's time went, for the terminal's line. */
  let phases = '';
  const build = async () => {
    const marks = [Date.now()];
    const app = await buildSite({
      config,
      hostRequire,
      buildApi: async () => {
        forgetApiModules();
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded anew on every reload (forgetApiModules), which an import cannot be.
        const api = require(path.join(API_SRC, 'index.ts')) as ApiModule;
        marks.push(Date.now());
        const built = await api.buildApp({}, { keptDatabase: kept });
        marks.push(Date.now());
        return built;
      },
    });
    await app.ready();
    marks.push(Date.now());
    const [start, loaded, built, ready] = marks as [number, number, number, number];
    phases = `modules ${loaded - start} ms, API ${built - loaded} ms, page server ${ready - built} ms`;
    return app;
  };

  // A request waits for the app being built when there is none to answer it (the database code changed).
  let current: Promise<FastifyInstance> = build();
  await current;
  const inFlight = new Map<FastifyInstance, number>();
  const retiring = new Set<Promise<void>>();
  const server = http.createServer((request, response) => {
    current.then(
      (app) => {
        inFlight.set(app, (inFlight.get(app) ?? 0) + 1);
        response.once('close', () => inFlight.set(app, (inFlight.get(app) ?? 1) - 1));
        app.routing(request, response);
      },
      (error: unknown) => {
        response.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '1' });
        response.end(`The API did not start after the last edit (see the terminal): ${(error as Error).message}\n`);
      },
    );
  });

  /** Closes an app that no longer gets requests, once it has answered those it has (or after DRAIN_MS). */
  const retire = async (app: FastifyInstance) => {
    const deadline = Date.now() + DRAIN_MS;
    while ((inFlight.get(app) ?? 0) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    inFlight.delete(app);
    await app.close().catch((error: unknown) => console.error(`[api] closing the replaced app: ${(error as Error).message}`));
  };

  const changed = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let reloading: Promise<void> = Promise.resolve();
  const reload = async () => {
    const files = [...changed];
    changed.clear();
    const reopen = files.some((file) => DATABASE_CODE.some((pattern) => pattern.test(file)));
    const started = Date.now();
    const previous = await current.catch(() => null);
    const next = (async () => {
      if (reopen) {
        // As a start: the old app stops, the database closes, and the new app opens it, migrates and seeds.
        if (previous) await retire(previous);
        await kept.db?.close();
        kept = {};
      }
      return build();
    })();
    try {
      if (reopen || !previous) current = next;
      await next;
      current = next;
      console.log(`[api] ${reopen ? 'restarted, database opened again,' : 'reloaded'} in ${Date.now() - started} ms (${files.join(', ')}; ${phases})`);
      // New requests go to the new app already; the old one finishes its own meanwhile.
      if (previous && !reopen) {
        const done: Promise<void> = retire(previous).finally(() => retiring.delete(done));
        retiring.add(done);
      }
    } catch (error) {
      // Without a change to the database code the app before keeps answering; the next edit tries again.
      console.error(`[api] the edit to ${files.join(', ')} did not load: ${(error as Error).stack ?? error}`);
    }
  };
  watch(API_SRC, { recursive: true }, (_event, file) => {
    if (!file || !/\.(ts|json)$/.test(file) || /\.test\.ts$/.test(file)) return;
    changed.add(file.split(path.sep).join('/'));
    clearTimeout(timer);
    timer = setTimeout(() => {
      reloading = reloading.then(reload);
    }, SETTLE_MS);
  });

  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    setTimeout(() => process.exit(1), 10_000).unref();
    server.close();
    server.closeIdleConnections();
    await reloading;
    await Promise.all(retiring);
    await (await current.catch(() => null))?.close().catch(() => {});
    await kept.db?.close().catch(() => {});
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.PORT, config.HOST, resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  console.log(`\n  Site:  http://localhost:${port}/\n  Admin: http://localhost:${port}/admin/login\n`);
}
