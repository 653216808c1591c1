// The page server: `npm start` runs this. On one origin it embeds the API (built by api/) and
// serves the shell, the three remotes and the server-rendered public pages; with API_URL set it
// only renders pages and serves the shell (the distributed topology).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { REPO_ROOT, loadWebConfig } from './config';
import { buildSite, type SiteApp } from './site';

/** Node's own require inside this webpack bundle. */
declare const __non_webpack_require__: NodeJS.Require;
/** Run from its source, the page server embeds the API's source too (`npm run dev` builds its app in dev-api.ts instead). */
const API_ENTRY = __filename.endsWith('.ts') ? 'api/src/index.ts' : 'api/dist/index.js';

interface ApiModule {
  buildApp: () => Promise<SiteApp>;
}

async function main() {
  const config = loadWebConfig();
  const buildApi = async () => {
    const apiEntry = pathToFileURL(path.join(REPO_ROOT, API_ENTRY)).href;
    const api = (await import(/* webpackIgnore: true */ apiEntry)) as ApiModule;
    return api.buildApp();
  };
  const app: FastifyInstance = await buildSite({ config, buildApi, hostRequire: __non_webpack_require__ });

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
