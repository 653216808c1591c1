#!/usr/bin/env node
// The production topology of docker-compose.yml on this machine, without Docker (issue 6):
//   node scripts/topology.mjs start     (npm run topology:start)  builds what is missing, starts it, prints the URLs
//   node scripts/topology.mjs stop      (npm run topology:stop)   stops everything `start` started
//   node scripts/topology.mjs release <remote> <dist folder>     serves another build of one remote (release, roll back)
// Debian's nginx serves the four front-end origins and balances the API instances, with the
// nginx files of deploy/nginx; the services, ports and variables come from deploy/topology.mjs.
// The e2e tests (e2e/support/topology.ts) drive the same functions.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, readFileSync, readdirSync, readlinkSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import Redis from 'ioredis';
import {
  DEFAULT_PORT_BASE,
  NGINX_DIR,
  REPO_ROOT,
  SERVICES,
  STATIC_ORIGINS,
  nativeEnvironments,
  originsFor,
  portsFor,
  renderTemplate,
} from '../deploy/topology.mjs';

const STATE_FILE = 'state.json';

/** What each package's build must contain for the topology to run it. */
const BUILDS = {
  api: ['api/dist/server.js'],
  'remote-shared': ['remote-shared/dist/remoteEntry.js', 'remote-shared/dist/server/index.js'],
  'remote-public': ['remote-public/dist/remoteEntry.js', 'remote-public/dist/server/index.js'],
  'remote-admin': ['remote-admin/dist/remoteEntry.js'],
  shell: ['shell/dist/public/index.html', 'shell/dist/public/assets/shell.js', 'shell/dist/server/index.js'],
};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function nginxBinary() {
  if (process.env.NGINX_BIN) return process.env.NGINX_BIN;
  for (const candidate of ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/bin/nginx', '/usr/bin/nginx']) {
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

/** Builds the packages whose build is missing (all of them with `rebuild`). */
export function buildMissing({ rebuild = false, log = console.log } = {}) {
  for (const [pkg, files] of Object.entries(BUILDS)) {
    if (!rebuild && files.every((file) => existsSync(path.join(REPO_ROOT, file)))) continue;
    log(`Building ${pkg}...`);
    const result = spawnSync('npm', ['run', 'build', '-w', pkg], { cwd: REPO_ROOT, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`npm run build -w ${pkg} failed`);
  }
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '0.0.0.0', () => server.close(() => resolve(true)));
  });
}

/** A base port whose eight ports are all free (tests run on random ports). */
export async function freePortBase(count = 8) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const base = 20000 + Math.floor(Math.random() * 30000);
    const free = await Promise.all(Array.from({ length: count }, (_, i) => portIsFree(base + i)));
    if (free.every(Boolean)) return base;
  }
  throw new Error('no block of free ports found');
}

/** Creates the database of DATABASE_URL when the server has no such database. */
export async function ensureDatabase(databaseUrl) {
  const tryConnect = async (url) => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
    try {
      await client.connect();
      await client.query('SELECT 1');
    } finally {
      await client.end().catch(() => {});
    }
  };
  try {
    await tryConnect(databaseUrl);
  } catch (error) {
    if (error?.code !== '3D000') throw new Error(`PostgreSQL at DATABASE_URL is unreachable: ${error?.message ?? error}`);
    const url = new URL(databaseUrl);
    const name = decodeURIComponent(url.pathname.slice(1));
    url.pathname = '/postgres';
    const admin = new pg.Client({ connectionString: url.href, connectionTimeoutMillis: 3000 });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
    } finally {
      await admin.end();
    }
  }
}

export async function checkRedis(redisUrl) {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 3000, retryStrategy: () => null });
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    throw new Error(`Redis at REDIS_URL is unreachable: ${error?.message ?? error}`);
  } finally {
    redis.disconnect();
  }
}

function alive(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return !/^\d+ \(.*\) Z/.test(stat);
  } catch {
    return false;
  }
}

/** The command line of a pid, to never signal a process that merely reused the number. */
function commandOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return '';
  }
}

function readState(dir) {
  const file = path.join(dir, STATE_FILE);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

function writeState(dir, state) {
  writeFileSync(path.join(dir, `${STATE_FILE}.tmp`), JSON.stringify(state, null, 2));
  renameSync(path.join(dir, `${STATE_FILE}.tmp`), path.join(dir, STATE_FILE));
}

/** Stops the processes of a state (newest first): SIGTERM to each process group, SIGKILL after 12 s. */
async function stopProcesses(processes) {
  const ours = [...processes].reverse().filter(({ pid, command }) => alive(pid) && commandOf(pid).includes(command));
  for (const { pid } of ours) {
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      try {
        process.kill(pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  }
  const deadline = Date.now() + 12_000;
  while (ours.some(({ pid }) => alive(pid)) && Date.now() < deadline) await sleep(100);
  for (const { pid } of ours.filter(({ pid }) => alive(pid))) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // gone meanwhile
    }
  }
}

/** Stops what `start` recorded in `dir`. Returns false when nothing was running. */
export async function stopTopology(dir) {
  const state = readState(dir);
  if (!state) return false;
  await stopProcesses(state.processes);
  rmSync(path.join(dir, STATE_FILE), { force: true });
  return true;
}

/** Synchronous last resort (process exit): SIGKILL every recorded process group. */
export function killTopologySync(dir) {
  const state = readState(dir);
  for (const { pid, command } of state?.processes ?? []) {
    if (!alive(pid) || !commandOf(pid).includes(command)) continue;
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // gone
    }
  }
}

async function waitHttp(url, { child, name, logFile, timeoutMs = 60_000 }) {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) break;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(3000) });
      if (response.ok) return;
      last = `status ${response.status}`;
    } catch (error) {
      last = error?.cause?.code ?? error?.message ?? String(error);
    }
    await sleep(150);
  }
  const tail = logFile && existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-15).join('\n') : '';
  throw new Error(`${name} did not answer ${url} (${child?.exitCode != null ? `exited with ${child.exitCode}` : last})${tail ? `; end of ${logFile}:\n${tail}` : ''}`);
}

/**
 * Starts the topology; resolves with a handle once every origin answers.
 * @param {object} options
 * @param {string} options.dir runtime folder (generated nginx files, pid file, logs, shared uploads)
 * @param {number} [options.portBase] first port (TOPOLOGY_PORT_BASE)
 * @param {string} options.databaseUrl
 * @param {string} options.redisUrl
 * @param {string} [options.redisKeyPrefix]
 * @param {string} [options.jwtSecret] generated into the runtime folder when unset
 * @param {{email?: string, password?: string}} [options.admin]
 * @param {Record<string,string>} [options.extra] variables passed on (SITE_CONFIG, IMAGE_HOSTS, UPLOAD_URL, LOG_LEVEL, ...)
 * @param {number} [options.apiInstances]
 * @param {(line: string) => void} [options.log]
 */
export async function startTopology(options) {
  const { dir, databaseUrl, redisUrl, log = () => {} } = options;
  const nginx = nginxBinary();
  if (!nginx) throw new Error('nginx was not found (install Debian\'s nginx: apt-get install -y nginx-light, or set NGINX_BIN)');
  const running = readState(dir);
  if (running?.processes.some(({ pid, command }) => alive(pid) && commandOf(pid).includes(command))) {
    throw new Error(`a topology is already running from ${dir} (stop it with npm run topology:stop)`);
  }
  for (const files of Object.values(BUILDS)) {
    for (const file of files) if (!existsSync(path.join(REPO_ROOT, file))) throw new Error(`${file} is missing: build first`);
  }

  const portBase = options.portBase ?? DEFAULT_PORT_BASE;
  const ports = portsFor(portBase, options.apiInstances);
  const origins = originsFor(ports, options.host);
  const busy = [];
  for (const port of [...Object.values(ports).flat()]) if (!(await portIsFree(port))) busy.push(port);
  if (busy.length) throw new Error(`port(s) ${busy.join(', ')} are in use (choose another TOPOLOGY_PORT_BASE)`);

  await ensureDatabase(databaseUrl);
  await checkRedis(redisUrl);

  // The runtime folder: readable by nginx's workers (nobody when started as root).
  for (const sub of ['', 'logs', 'conf.d', 'origins', 'shell', 'data', 'nginx-temp']) {
    mkdirSync(path.join(dir, sub), { recursive: true });
    chmodSync(path.join(dir, sub), 0o755);
  }
  const secretFile = path.join(dir, 'jwt-secret');
  let jwtSecret = options.jwtSecret;
  if (!jwtSecret) {
    if (!existsSync(secretFile)) writeFileSync(secretFile, randomBytes(48).toString('base64url'), { mode: 0o600 });
    jwtSecret = readFileSync(secretFile, 'utf8').trim();
  }
  const env = nativeEnvironments({
    ports,
    origins,
    databaseUrl,
    redisUrl,
    redisKeyPrefix: options.redisKeyPrefix,
    jwtSecret,
    dataDir: path.join(dir, 'data'),
    admin: options.admin,
    extra: options.extra,
  });

  // Each static origin's root is a link to a build; a release swaps the link (see `release`).
  for (const name of STATIC_ORIGINS) {
    const link = path.join(dir, 'origins', name);
    const target = path.join(REPO_ROOT, SERVICES[name].dist);
    if (!existsSync(link) || readlinkSync(link) !== target) swapLink(link, target);
  }

  const shellRuntimeDir = path.join(dir, 'shell');
  const shellScript = spawnSync('sh', [path.join(NGINX_DIR, 'shell-runtime.sh')], {
    env: { PATH: process.env.PATH, ...env.shell, SHELL_RUNTIME_DIR: shellRuntimeDir },
    encoding: 'utf8',
  });
  if (shellScript.status !== 0) throw new Error(`deploy/nginx/shell-runtime.sh failed: ${shellScript.stderr}`);

  const state = { dir, portBase, ports, origins, processes: [], up: Object.fromEntries(STATIC_ORIGINS.map((n) => [n, true])) };
  const children = new Map();
  const spawnService = (name, command, args, serviceEnv) => {
    const logFile = path.join(dir, 'logs', `${name}.log`);
    const fd = openSync(logFile, 'w');
    const child = spawn(command, args, {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME ?? '/tmp', ...serviceEnv },
      detached: true,
      stdio: ['ignore', fd, fd],
    });
    closeSync(fd);
    child.unref();
    children.set(name, child);
    state.processes.push({ name, pid: child.pid, command: path.basename(command) });
    writeState(dir, state);
    return { child, logFile };
  };

  const nginxFiles = () => writeNginxConfig(dir, env, state.up);
  try {
    // Two (or more) API instances on the same database, secret and Redis.
    const apis = env.api.map((apiEnv, i) => ({ ...spawnService(`api-${i + 1}`, process.execPath, ['api/dist/server.js'], apiEnv), port: ports.api[i] }));
    await Promise.all(apis.map(({ child, logFile, port }, i) => waitHttp(`http://127.0.0.1:${port}/api/health`, { child, logFile, name: `api-${i + 1}` })));

    nginxFiles();
    const conf = path.join(dir, 'nginx.conf');
    const test = spawnSync(nginx, ['-p', dir, '-c', conf, '-t'], { encoding: 'utf8' });
    if (test.status !== 0) throw new Error(`nginx refused the generated configuration:\n${test.stderr}`);
    const { child: nginxChild, logFile: nginxLog } = spawnService('nginx', nginx, ['-p', dir, '-c', conf, '-g', 'daemon off;'], {});
    const checks = {
      shell: '/assets/shell.js',
      'remote-shared': '/remoteEntry.js',
      'remote-public': '/remoteEntry.js',
      'remote-admin': '/remoteEntry.js',
      'api-lb': '/api/health',
    };
    await Promise.all(
      Object.entries(checks).map(([name, file]) => waitHttp(`http://127.0.0.1:${ports[name]}${file}`, { child: nginxChild, logFile: nginxLog, name: `nginx (${name})`, timeoutMs: 20_000 })),
    );

    const page = spawnService('shell-server', process.execPath, ['shell/dist/server/index.js'], env['shell-server']);
    await waitHttp(`http://127.0.0.1:${ports['shell-server']}/robots.txt`, { ...page, name: 'shell-server' });
    await waitHttp(`${origins.shell}/`, { name: 'the site', logFile: page.logFile, timeoutMs: 30_000 });
  } catch (error) {
    await stopProcesses(state.processes);
    rmSync(path.join(dir, STATE_FILE), { force: true });
    throw error;
  }
  log(`Topology started from ${dir}`);
  return topologyHandle(dir, env);
}

function swapLink(link, target) {
  const temporary = `${link}.${process.pid}.${Date.now()}`;
  symlinkSync(target, temporary);
  renameSync(temporary, link);
}

/** nginx.conf and one conf.d file per origin that is up, from deploy/nginx. */
function writeNginxConfig(dir, env, up) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    renderTemplate('native.conf.template', {
      USER_DIRECTIVE: isRoot ? 'user nobody nogroup;' : '',
      RUNTIME_DIR: dir,
      NGINX_DIR,
      MIME_TYPES: process.env.NGINX_MIME_TYPES ?? '/etc/nginx/mime.types',
    }),
  );
  const confDir = path.join(dir, 'conf.d');
  for (const file of readdirSync(confDir)) rmSync(path.join(confDir, file));
  for (const [name, service] of Object.entries(SERVICES)) {
    if (!service.nginx || up[name] === false) continue;
    const values = { ...env[name] };
    if (service.dist) values.NGINX_ROOT = path.join(dir, 'origins', name);
    if (name === 'shell') values.SHELL_RUNTIME_DIR = path.join(dir, 'shell');
    writeFileSync(path.join(confDir, `${name}.conf`), renderTemplate(service.nginx, values));
  }
}

function nginxPid(dir) {
  return readState(dir)?.processes.find((p) => p.name === 'nginx')?.pid;
}

async function reloadNginx(dir) {
  const nginx = nginxBinary();
  const conf = path.join(dir, 'nginx.conf');
  const test = spawnSync(nginx, ['-p', dir, '-c', conf, '-t'], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx refused the configuration:\n${test.stderr}`);
  process.kill(nginxPid(dir), 'SIGHUP');
}

async function waitPort(port, open, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const answered = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2000) }).then(
      () => true,
      () => false,
    );
    if (answered === open) return;
    await sleep(100);
  }
  throw new Error(`port ${port} did not ${open ? 'open' : 'close'} within ${timeoutMs} ms`);
}

function topologyHandle(dir, env) {
  const state = readState(dir);
  return {
    dir,
    ports: state.ports,
    origins: state.origins,
    env,
    /** Takes one front-end origin off the air (its server block leaves nginx) or puts it back. */
    async setOrigin(name, up) {
      const current = readState(dir);
      current.up[name] = up;
      writeState(dir, current);
      writeNginxConfig(dir, env, current.up);
      await reloadNginx(dir);
      await waitPort(current.ports[name], up);
    },
    /** Serves another build of a front end on its origin (a release, or a rollback). Returns the previous build. */
    release(name, distDir) {
      return releaseBuild(dir, name, distDir);
    },
    stop: () => stopTopology(dir),
  };
}

/** Points one static origin at another build folder, atomically; returns the folder it served before. */
export function releaseBuild(dir, name, distDir) {
  if (!STATIC_ORIGINS.includes(name)) throw new Error(`${name} is not one of ${STATIC_ORIGINS.join(', ')}`);
  const target = path.resolve(distDir);
  const entry = name === 'shell' ? 'index.html' : 'remoteEntry.js';
  if (!existsSync(path.join(target, entry))) throw new Error(`${target} has no ${entry}: not a build of ${name}`);
  const link = path.join(dir, 'origins', name);
  const previous = existsSync(link) ? readlinkSync(link) : null;
  swapLink(link, target);
  return previous;
}

// ---------------------------------------------------------------------------------------------
// Command line

function cliOptions() {
  const env = process.env;
  const extraNames = ['SITE_URL', 'SITE_CONFIG', 'UPLOAD_URL', 'UPLOAD_PRESET', 'UPLOAD_WITH_TOKEN', 'IMAGE_HOSTS', 'CSP_EXTRA_ORIGINS', 'LOG_LEVEL', 'SEED_DEMO', 'REMOTE_REFRESH_MS'];
  const extra = Object.fromEntries(extraNames.filter((name) => env[name]).map((name) => [name, env[name]]));
  const portBase = env.TOPOLOGY_PORT_BASE ? Number(env.TOPOLOGY_PORT_BASE) : DEFAULT_PORT_BASE;
  if (!Number.isInteger(portBase) || portBase < 1024 || portBase > 65_000) throw new Error('TOPOLOGY_PORT_BASE must be a port number between 1024 and 65000');
  const apiInstances = env.TOPOLOGY_API_INSTANCES ? Number(env.TOPOLOGY_API_INSTANCES) : SERVICES.api.replicas;
  if (!Number.isInteger(apiInstances) || apiInstances < 1 || apiInstances > 8) throw new Error('TOPOLOGY_API_INSTANCES must be 1 to 8');
  return {
    dir: path.resolve(env.TOPOLOGY_DIR ?? path.join(REPO_ROOT, '.topology')),
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
    const signIn = ['api-1', 'api-2']
      .map((name) => path.join(options.dir, 'logs', `${name}.log`))
      .filter((file) => existsSync(file))
      .flatMap((file) => readFileSync(file, 'utf8').split('\n'))
      .filter((line) => line.startsWith('Admin sign-in:'))
      .pop();
    const { origins, ports } = topology;
    console.log(`
Production topology started (runtime folder ${path.relative(process.cwd(), options.dir) || '.'}, logs in its logs/):
  Site:           ${origins.shell}/
  Admin:          ${origins.shell}/admin/login
  API (balanced): ${origins['api-lb']}/api/health
  remote-shared:  ${origins['remote-shared']}/remoteEntry.js
  remote-public:  ${origins['remote-public']}/remoteEntry.js
  remote-admin:   ${origins['remote-admin']}/remoteEntry.js
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
    const previous = releaseBuild(options.dir, name, dist);
    console.log(`${name} now serves ${path.resolve(dist)}${previous ? ` (before: ${previous}; roll back by releasing it again)` : ''}.`);
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

