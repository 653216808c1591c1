// The development loop (docs/development.md), started by scripts/dev.mjs, `npm run bench:dev` and
// the dev journey (e2e/dev/): webpack's dev server with React Refresh for the shell and each remote
// (scripts/dev/compile.mjs, one process per package and target), the page server and the API it
// embeds from their source under `tsx watch`, and one address in front of them (front-door.mjs).
import { fork, spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, statSync, writeFileSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ROOT, buildMissing } from '../lib/builds.mjs';
import { startFrontDoor } from './front-door.mjs';

const require = createRequire(import.meta.url);
const { DEV_RELEASE, devOutput } = require('tools/webpack/dev-config.js');
const { formatPointer } = require('federation/release-pointer.js');

export const FRONT_ENDS = ['shell', 'remote-shared', 'remote-public', 'remote-admin'];
export const REMOTES = ['remote-shared', 'remote-public', 'remote-admin'];
/** Remotes with a server bundle (remote-admin renders in the browser only). */
const SERVER_BUNDLES = new Set(['remote-shared', 'remote-public']);
const REMOTE_ENV = { 'remote-shared': 'REMOTE_SHARED_URL', 'remote-public': 'REMOTE_PUBLIC_URL', 'remote-admin': 'REMOTE_ADMIN_URL' };

/** A TCP port nobody listens on now, or `wanted` when given. */
function port(wanted) {
  if (wanted) return Promise.resolve(wanted);
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port: free } = server.address();
      server.close(() => resolve(free));
    });
  });
}

/**
 * Where the page server reads a remote that is not compiled here: its current release when it has
 * one (RELEASE_ROOT, default releases/), else its build in dist/ (built now if missing).
 */
function servedAs(remote, env) {
  const pointer = path.resolve(ROOT, env.RELEASE_ROOT ?? 'releases', remote, 'current.json');
  if (existsSync(pointer)) return { location: pointer, what: `its current release (${path.relative(ROOT, pointer)})` };
  buildMissing([remote]);
  return { location: null, what: `its build (${remote}/dist)` };
}

/**
 * Starts the loop. `only`: one remote compiled here with the shell (`npm run dev -w <remote>`),
 * the others served as they are; else every front end. `port`: the address's port (PORT, 8080).
 * Resolves once listening, with `url`, `ready` (first compiles done and the page server
 * answering), `status()`, and `stop()`.
 */
export async function startDev({ only, port: publicPort = 8080, host = '127.0.0.1', dataDir, env = process.env, output = 'inherit' } = {}) {
  if (only && !REMOTES.includes(only)) throw new Error(`npm run dev -w ${only}: the package must be one of ${REMOTES.join(', ')}`);
  const started = Date.now();
  const compiled = only ? ['shell', only] : FRONT_ENDS;
  // DEV_SERVER_PORTS=8111 gives the dev servers fixed ports from there (shell, remote-shared, remote-public, remote-admin).
  const base = Number(env.DEV_SERVER_PORTS) || 0;
  const sockets = {};
  for (const pkg of compiled) sockets[pkg] = await port(base && base + FRONT_ENDS.indexOf(pkg));
  const pagePort = await port();
  const data = path.resolve(ROOT, dataDir ?? env.DATA_DIR ?? '.cache/dev/data');

  const builds = {};
  const children = [];
  // starts: the page server's starts and the API's reloads in it, each a time the API came up with new code.
  const page = { up: false, starts: 0, startedAt: null, reloads: 0 };
  const isReady = () => page.up && Object.values(builds).every((b) => b.compiles > 0);
  const status = () => ({ ready: isReady(), since: started, builds, pageServer: page });
  // Listening first: a port in use stops everything before anything has started.
  const server = await startFrontDoor({ port: publicPort, host, target: () => pagePort, sockets, status });
  const url = `http://${host === '0.0.0.0' ? 'localhost' : host}:${server.address().port}`;
  // Whatever ends this process ends its compilers and the page server too.
  process.once('exit', () => children.forEach((child) => child.exitCode === null && child.kill('SIGTERM')));
  const pageEnv = {};
  const notes = [];
  for (const remote of REMOTES.filter((r) => !compiled.includes(r))) {
    const { location, what } = servedAs(remote, env);
    if (location) pageEnv[REMOTE_ENV[remote]] = location;
    notes.push(`${remote}: ${what}`);
  }
  for (const pkg of compiled) {
    const out = devOutput(pkg);
    // A fresh folder: a development build keeps no files of an earlier session.
    rmSync(out.root, { recursive: true, force: true });
    mkdirSync(out.browser, { recursive: true });
    if (out.pointer) {
      // In the one pointer format the page server accepts (federation/release-pointer.js).
      writeFileSync(out.pointer, formatPointer({ release: DEV_RELEASE, releasedAt: new Date(started).toISOString(), history: [] }));
      pageEnv[REMOTE_ENV[pkg]] = out.pointer;
    }
  }
  pageEnv.SHELL_DIST = devOutput('shell').browser;
  // The page server serves /assets/ from there; the folder must exist before its first compile.
  mkdirSync(path.join(pageEnv.SHELL_DIST, 'assets'), { recursive: true });

  // A tab may load a remote straight from a dev server of this loop (shell/src/federation/dev-remotes.ts).
  const devOrigins = Object.values(sockets).flatMap((p) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`]);
  pageEnv.CSP_EXTRA_ORIGINS = [env.CSP_EXTRA_ORIGINS, ...devOrigins].filter(Boolean).join(',');
  const stdio = output === 'inherit' ? 'inherit' : 'pipe';
  const collect = (child) => {
    if (stdio === 'pipe') for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk) => output(chunk.toString()));
  };
  const compile = (pkg, target) => {
    const key = `${pkg}${target === 'server' ? ' server' : ''}`;
    builds[key] = { state: 'compiling', compiles: 0 };
    const child = fork(path.join(ROOT, 'scripts/dev/compile.mjs'), [pkg, target, String(sockets[pkg])], { cwd: ROOT, stdio: ['ignore', stdio, stdio, 'ipc'] });
    collect(child);
    // The first compiles take what CPU the page server leaves (the embedded database starts
    // meanwhile). After it, a browser build gets the page server's priority back and a server
    // bundle drops lower still: an edit reaches the open page by the browser build's hot update and
    // competes with the machine's other work on equal terms, while its server bundle is needed only
    // at the next page load. (A priority is raised again only where the system lets a process do
    // that: as root, or with RLIMIT_NICE; else the browser build stays where it was.)
    const ownPriority = os.getPriority();
    os.setPriority(child.pid, Math.min(19, ownPriority + 5));
    child.on('message', (message) => {
      const build = builds[key];
      build.state = message.state;
      if (message.state === 'compiling') return;
      if (build.compiles === 0) {
        try {
          os.setPriority(child.pid, target === 'server' ? Math.min(19, ownPriority + 10) : ownPriority);
        } catch {
          // Not allowed here: the build keeps its first priority.
        }
      }
      build.compiles += 1;
      // Every compile after the first (an edit's), for npm run bench:dev.
      if (build.firstMs !== undefined) (build.rebuildsMs ??= []).push(message.ms);
      build.firstMs ??= message.at - started;
      Object.assign(build, { lastMs: message.ms, doneAt: message.at, hash: message.hash, errors: message.errors });
    });
    child.on('exit', (code) => (builds[key].state = `exited (${code})`));
    children.push(child);
  };
  for (const pkg of compiled) {
    compile(pkg, 'browser');
    if (SERVER_BUNDLES.has(pkg)) compile(pkg, 'server');
  }

  const pageServer = spawn(
    process.execPath,
    // The page server reloads the API's code itself, keeping its database open (shell/server/dev-api.ts).
    [
      require.resolve('tsx/cli'),
      'watch',
      '--clear-screen=false',
      '--exclude',
      `${path.join(ROOT, 'api/src')}/**`,
      '--tsconfig',
      'shell/tsconfig.dev.json',
      'shell/server/dev-main.ts',
    ],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', stdio],
      env: {
        ...env,
        NODE_ENV: 'development',
        PORT: String(pagePort),
        HOST: '127.0.0.1',
        DATA_DIR: data,
        LOG_LEVEL: env.LOG_LEVEL ?? 'warn',
        // A service worker would answer from its caches what the dev servers just rebuilt.
        SERVICE_WORKER: 'false',
        ...pageEnv,
      },
    },
  );
  collect({ stderr: pageServer.stderr });
  // Its own address is internal: say the one in front instead, and count its (re)starts.
  pageServer.stdout.on('data', (chunk) => {
    const text = chunk.toString();
    if (/Site:\s+http/.test(text)) Object.assign(page, { up: true, starts: page.starts + 1, startedAt: Date.now() });
    if (/^\[api\] (reloaded|restarted)/m.test(text)) Object.assign(page, { starts: page.starts + 1, reloads: page.reloads + 1, startedAt: Date.now() });
    if (/\[tsx\].*(change|Rerunning|restart)/i.test(text)) page.up = false;
    const shown = text
      .split('\n')
      .filter((line) => !/^\s*(Site|Admin):/.test(line))
      .join('\n');
    if (shown.trim()) (stdio === 'pipe' ? output : (t) => process.stdout.write(t))(`${shown.trim()}\n`);
  });
  children.push(pageServer);

  const ready = new Promise((resolve, reject) => {
    const check = setInterval(() => {
      const failed = Object.entries(builds).find(([, b]) => b.state.startsWith('exited'));
      if (failed || pageServer.exitCode !== null) {
        clearInterval(check);
        reject(new Error(failed ? `the ${failed[0]} compiler stopped` : 'the page server stopped'));
      } else if (isReady()) {
        clearInterval(check);
        resolve(Date.now() - started);
      }
    }, 100);
  });

  async function stop() {
    server.close();
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', resolve);
            child.kill('SIGTERM');
          }),
      ),
    );
  }

  return { url, ready, status, stop, notes, dataDir: data, started };
}

/** The generated first Admin password, when this start created it (shown on a terminal only, as `npm start` does). */
export function newAdminPassword(dataDir, since) {
  const file = path.join(dataDir, 'admin-password');
  if (!existsSync(file) || statSync(file).mtimeMs < since) return null;
  return readFileSync(file, 'utf8').trim();
}
