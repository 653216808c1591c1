#!/usr/bin/env node
// The production topology of docker-compose.yml on this machine, without Docker (docs/containers.md):
//   node scripts/topology.mjs start     (npm run topology:start)  builds what is missing, starts it, prints the URLs
//   node scripts/topology.mjs stop      (npm run topology:stop)   stops everything `start` started
//   node scripts/topology.mjs release <origin> <dist folder>     serves another build on one origin: a remote's
//                                                               becomes its current release, the shell's link moves
// Debian's nginx serves the four front-end origins and balances the API instances, with the
// nginx files of deploy/nginx; the services, ports and variables come from deploy/topology.mjs.
// Each remote's origin serves its release root, $RELEASE_ROOT/<remote> (default releases/ in the
// repository): `npm run release -w <remote>` and `npm run rollback -w <remote>` move what runs there
// (docs/releases.md); `start` releases each remote's build unless it is current.
// This file is the command line; the work is in scripts/topology/, one file per concern:
//   builds.mjs (what proves a build exists, releases), preflight.mjs (nginx, ports, PostgreSQL,
//   Redis), processes.mjs (start, record, stop), nginx.mjs (configuration, reload), topology.mjs
//   (starting it all in order). The e2e tests (e2e/support/topology.ts) use the exports below.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_PORT_BASE, REPO_ROOT, SERVICES } from '../deploy/topology.mjs';
import { buildMissing, releaseBuild } from './topology/builds.mjs';
import { stopTopology } from './topology/processes.mjs';
import { startTopology } from './topology/topology.mjs';

export { buildMissing, releaseBuild } from './topology/builds.mjs';
export { checkRedis, ensureDatabase, freePortBase, nginxBinary } from './topology/preflight.mjs';
export { killTopologySync, stopTopology } from './topology/processes.mjs';
export { startTopology } from './topology/topology.mjs';

function cliOptions() {
  const env = process.env;
  const extraNames = [
    'SITE_URL',
    'SITE_CONFIG',
    'UPLOAD_URL',
    'UPLOAD_PRESET',
    'UPLOAD_WITH_TOKEN',
    'IMAGE_HOSTS',
    'CSP_EXTRA_ORIGINS',
    'LOG_LEVEL',
    'SEED_DEMO',
    'REMOTE_REFRESH_MS',
    'CONTACT_RATE_LIMIT',
    'CONTACT_RATE_WINDOW',
    'SMTP_URL',
    'NOTIFY_EMAIL',
    'MAIL_FROM',
  ];
  const extra = Object.fromEntries(extraNames.filter((name) => env[name]).map((name) => [name, env[name]]));
  const portBase = env.TOPOLOGY_PORT_BASE ? Number(env.TOPOLOGY_PORT_BASE) : DEFAULT_PORT_BASE;
  if (!Number.isInteger(portBase) || portBase < 1024 || portBase > 65_000) throw new Error('TOPOLOGY_PORT_BASE must be a port number between 1024 and 65000');
  const apiInstances = env.TOPOLOGY_API_INSTANCES ? Number(env.TOPOLOGY_API_INSTANCES) : SERVICES.api.replicas;
  if (!Number.isInteger(apiInstances) || apiInstances < 1 || apiInstances > 8) throw new Error('TOPOLOGY_API_INSTANCES must be 1 to 8');
  return {
    dir: path.resolve(env.TOPOLOGY_DIR ?? path.join(REPO_ROOT, '.topology')),
    // Where npm run release publishes (scripts/release.mjs releaseRootOf), so a release reaches the running topology.
    releaseRoot: path.resolve(env.RELEASE_ROOT || path.join(REPO_ROOT, 'releases')),
    portBase,
    apiInstances,
    databaseUrl: env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/savanna_topology',
    redisUrl: env.REDIS_URL || 'redis://127.0.0.1:6379',
    redisKeyPrefix: env.REDIS_KEY_PREFIX || 'topology:',
    jwtSecret: env.JWT_SECRET,
    admin: { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD },
    extra,
  };
}

const hidePassword = (url) => {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.href;
};

async function cli(command, args) {
  const options = cliOptions();
  if (command === 'start') {
    buildMissing({ rebuild: args.includes('--build') });
    const topology = await startTopology({ ...options, log: () => {} });
    // A generated first password is kept (mode 0600) in the API's DATA_DIR, never in its logs.
    const passwordFile = path.join(options.dir, 'data', 'admin-password');
    const signIn = existsSync(passwordFile)
      ? `Admin sign-in: ${options.admin.email ?? 'admin@example.com'} / ${readFileSync(passwordFile, 'utf8').trim()} (generated, kept in ${path.relative(process.cwd(), passwordFile)}; the first sign-in asks for a new one)`
      : undefined;
    const { origins, ports } = topology;
    console.log(`
Production topology started (runtime folder ${path.relative(process.cwd(), options.dir) || '.'}, logs in its logs/):
  Site:           ${origins.shell}/
  Admin:          ${origins.shell}/admin/login
  API (balanced): ${origins['api-lb']}/api/health
  remote-shared:  ${origins['remote-shared']}/current.json   (releases in ${path.relative(process.cwd(), path.join(options.releaseRoot, 'remote-shared')) || '.'})
  remote-public:  ${origins['remote-public']}/current.json   (releases in ${path.relative(process.cwd(), path.join(options.releaseRoot, 'remote-public')) || '.'})
  remote-admin:   ${origins['remote-admin']}/current.json   (releases in ${path.relative(process.cwd(), path.join(options.releaseRoot, 'remote-admin')) || '.'})
  Page server:    http://127.0.0.1:${ports['shell-server']}
  API instances:  ${ports.api.map((port) => `http://127.0.0.1:${port}`).join(', ')}
  PostgreSQL:     ${hidePassword(options.databaseUrl)}
  Redis:          ${hidePassword(options.redisUrl)} (keys ${options.redisKeyPrefix}*)
${signIn ?? 'Admin sign-in: the accounts already in this database (ADMIN_PASSWORD only applies to a new one)'}
Stop it with: npm run topology:stop
`);
    return;
  }
  if (command === 'stop') {
    const stopped = await stopTopology(options.dir);
    console.log(stopped ? 'Topology stopped.' : `No topology is running from ${options.dir}.`);
    return;
  }
  if (command === 'release') {
    const [name, dist] = args;
    if (!name || !dist) throw new Error('usage: node scripts/topology.mjs release <shell|remote-shared|remote-public|remote-admin> <build folder>');
    const previous = releaseBuild(options.dir, options.releaseRoot, name, dist);
    console.log(
      name === 'shell'
        ? `shell now serves ${path.resolve(dist)}${previous ? ` (before: ${previous}; roll back by releasing it again)` : ''}.`
        : `${name}: ${path.resolve(dist)} is the current release${previous ? ` (before: ${previous}; npm run rollback -w ${name} moves back)` : ''}.`,
    );
    return;
  }
  throw new Error('usage: node scripts/topology.mjs start [--build] | stop | release <origin> <build folder>');
}

if (process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url) {
  const [command, ...args] = process.argv.slice(2);
  cli(command, args).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
