// Starting the native topology: preflight, the runtime folder, the processes in order (API
// instances, nginx, the page server), each waited for; a handle to change it while it runs.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_PORT_BASE, NGINX_DIR, REPO_ROOT, STATIC_ORIGINS, nativeEnvironments, originsFor, portsFor } from '../../deploy/topology.mjs';
import { RELEASED_ORIGINS, assertBuilt, linkOrigins, publishBuilds, releaseBuild } from './builds.mjs';
import { rollback } from '../release.mjs';
import { nginxArgs, reloadNginx, testNginxConfig, writeNginxConfig } from './nginx.mjs';
import { assertPortsFree, checkRedis, ensureDatabase, nginxBinary } from './preflight.mjs';
import { clearState, isOurs, readState, spawnService, stopProcesses, stopTopology, waitHttp, waitPort, writeState } from './processes.mjs';

/** What each front end's origin serves to prove it is up, once nginx runs. */
const ORIGIN_CHECKS = {
  shell: '/assets/shell.js',
  'remote-shared': '/current.json',
  'remote-public': '/current.json',
  'remote-admin': '/current.json',
  'api-lb': '/api/health',
};

/**
 * Starts the topology; resolves with a handle once every origin answers.
 * @param {object} options
 * @param {string} options.dir runtime folder (generated nginx files, pid file, logs, shared uploads)
 * @param {string} [options.releaseRoot] the remotes' release roots, $RELEASE_ROOT (default releases/ in the
 *   repository, where `npm run release -w <remote>` publishes): each remote's build is released there at start
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
  const releaseRoot = path.resolve(options.releaseRoot ?? path.join(REPO_ROOT, 'releases'));
  const nginx = nginxBinary();
  if (!nginx) throw new Error("nginx was not found (install Debian's nginx: apt-get install -y nginx-light, or set NGINX_BIN)");
  if (readState(dir)?.processes.some(isOurs)) {
    throw new Error(`a topology is already running from ${dir} (stop it with npm run topology:stop)`);
  }
  assertBuilt();

  const portBase = options.portBase ?? DEFAULT_PORT_BASE;
  const ports = portsFor(portBase, options.apiInstances);
  const origins = originsFor(ports, options.host);
  await assertPortsFree(Object.values(ports).flat());
  await ensureDatabase(databaseUrl);
  await checkRedis(redisUrl);

  // The runtime folder: readable by nginx's workers (nobody when started as root).
  for (const sub of ['', 'logs', 'conf.d', 'origins', 'shell', 'data', 'nginx-temp']) {
    mkdirSync(path.join(dir, sub), { recursive: true });
    chmodSync(path.join(dir, sub), 0o755);
  }
  const env = nativeEnvironments({
    ports,
    origins,
    databaseUrl,
    redisUrl,
    redisKeyPrefix: options.redisKeyPrefix,
    jwtSecret: options.jwtSecret || sharedSecret(dir),
    dataDir: path.join(dir, 'data'),
    admin: options.admin,
    extra: options.extra,
  });
  linkOrigins(dir);
  // Readable by nginx's workers (nobody when started as root), like the runtime folder.
  for (const name of RELEASED_ORIGINS) {
    mkdirSync(path.join(releaseRoot, name), { recursive: true });
    chmodSync(path.join(releaseRoot, name), 0o755);
  }
  publishBuilds(releaseRoot);
  writeShellRuntime(dir, env.shell);

  const state = { dir, releaseRoot, portBase, ports, origins, processes: [], up: Object.fromEntries(STATIC_ORIGINS.map((n) => [n, true])) };
  try {
    // Two (or more) API instances on the same database, secret and Redis.
    const apis = env.api.map((apiEnv, i) => ({ ...spawnService(state, `api-${i + 1}`, process.execPath, ['api/dist/server.js'], apiEnv), port: ports.api[i] }));
    await Promise.all(apis.map(({ child, logFile, port }, i) => waitHttp(`http://127.0.0.1:${port}/api/health`, { child, logFile, name: `api-${i + 1}` })));

    writeNginxConfig(dir, env, state.up, releaseRoot);
    testNginxConfig(dir);
    const { child: nginxChild, logFile: nginxLog } = spawnService(state, 'nginx', nginx, [...nginxArgs(dir), '-g', 'daemon off;'], {});
    await Promise.all(
      Object.entries(ORIGIN_CHECKS).map(([name, file]) =>
        waitHttp(`http://127.0.0.1:${ports[name]}${file}`, { child: nginxChild, logFile: nginxLog, name: `nginx (${name})`, timeoutMs: 20_000 }),
      ),
    );

    const page = await startPageServer(state, env);
    await waitHttp(`${origins.shell}/`, { name: 'the site', logFile: page.logFile, timeoutMs: 30_000 });
  } catch (error) {
    await stopProcesses(state.processes);
    clearState(dir);
    throw error;
  }
  log(`Topology started from ${dir}`);
  return topologyHandle(dir, env);
}

/** Starts the page server and waits until it answers. */
async function startPageServer(state, env) {
  const page = spawnService(state, 'shell-server', process.execPath, ['shell/dist/server/index.js'], env['shell-server']);
  await waitHttp(`http://127.0.0.1:${state.ports['shell-server']}/robots.txt`, { ...page, name: 'shell-server' });
  return page;
}

/** The JWT secret every instance shares, generated once into the runtime folder. */
function sharedSecret(dir) {
  const secretFile = path.join(dir, 'jwt-secret');
  if (!existsSync(secretFile)) writeFileSync(secretFile, randomBytes(48).toString('base64url'), { mode: 0o600 });
  return readFileSync(secretFile, 'utf8').trim();
}

/** What the shell's container writes when it starts (runtime-config.json, the client-rendered page's headers). */
function writeShellRuntime(dir, shellEnv) {
  const result = spawnSync('sh', [path.join(NGINX_DIR, 'shell-runtime.sh')], {
    env: { PATH: process.env.PATH, ...shellEnv, SHELL_RUNTIME_DIR: path.join(dir, 'shell') },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`deploy/nginx/shell-runtime.sh failed: ${result.stderr}`);
}

function topologyHandle(dir, env) {
  const state = readState(dir);
  return {
    dir,
    releaseRoot: state.releaseRoot,
    ports: state.ports,
    origins: state.origins,
    env,
    /** Takes one front-end origin off the air (its server block leaves nginx) or puts it back. */
    async setOrigin(name, up) {
      const current = readState(dir);
      current.up[name] = up;
      writeState(dir, current);
      writeNginxConfig(dir, env, current.up, current.releaseRoot);
      reloadNginx(dir);
      await waitPort(current.ports[name], up);
    },
    /**
     * Serves another build of a front end on its origin: a remote's becomes its current release
     * (returns the release it replaced), the shell's link moves (returns the folder it served).
     */
    release(name, distDir) {
      return releaseBuild(dir, state.releaseRoot, name, distDir);
    },
    /** Stops the page server (the shell's origin then renders pages in the browser) or starts it again. */
    async setPageServer(up) {
      const current = readState(dir);
      const running = current.processes.filter((p) => p.name === 'shell-server');
      if (!up) {
        await stopProcesses(running);
        current.processes = current.processes.filter((p) => p.name !== 'shell-server');
        writeState(dir, current);
      } else if (!running.some(isOurs)) {
        await startPageServer(current, env);
      }
    },
    /** Moves a remote's current.json back (to `to`, else to the release current before), as `npm run rollback` does. */
    rollback(name, to) {
      return rollback({ releaseRoot: path.join(state.releaseRoot, name), to }).release;
    },
    stop: () => stopTopology(dir),
  };
}
