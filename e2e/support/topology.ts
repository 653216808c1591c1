// The production topology (docs/containers.md) for one spec file: scripts/topology.mjs started on free ports,
// on a fresh PostgreSQL database and a Redis key prefix of its own; stopped, dropped and removed
// afterwards, and killed outright if the worker exits without its afterAll.
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Redis from 'ioredis';
import pg from 'pg';
import { ADMIN_EMAIL, ADMIN_PASSWORD, REPO_ROOT } from './product';

export type FrontEnd = 'shell' | 'remote-shared' | 'remote-public' | 'remote-admin';

export interface Topology {
  dir: string;
  /** The remotes' release roots (`<releaseRoot>/<remote>`: a folder per release and current.json). */
  releaseRoot: string;
  ports: Record<FrontEnd | 'api-lb' | 'shell-server', number> & { api: number[] };
  origins: Record<FrontEnd | 'api-lb', string>;
  /** Takes a front-end origin off the air, or puts it back (nginx reload). */
  setOrigin(name: FrontEnd, up: boolean): Promise<void>;
  /** Serves another build on a front-end origin: a remote's becomes its current release; returns the release (the shell: the folder) it replaced. */
  release(name: FrontEnd, distDir: string): string | null;
  /** Stops the page server (the shell's origin renders in the browser) or starts it again. */
  setPageServer(up: boolean): Promise<void>;
  /** Moves a remote's current.json back (to `to`, else one step); returns the release now current. */
  rollback(name: Exclude<FrontEnd, 'shell'>, to?: string): string;
  stop(): Promise<boolean>;
}

interface TopologyScript {
  startTopology(options: Record<string, unknown>): Promise<Topology>;
  killTopologySync(dir: string): void;
  nginxBinary(): string | null;
  freePortBase(): Promise<number>;
}

export interface TestTopology extends Topology {
  databaseUrl: string;
  /** The instances' own addresses, bypassing the load balancer. */
  apiInstances: string[];
  teardown(): Promise<void>;
}

const loadScript = () => import(pathToFileURL(path.join(REPO_ROOT, 'scripts/topology.mjs')).href) as Promise<TopologyScript>;

const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

/** The server's maintenance database, for CREATE/DROP DATABASE. */
function maintenanceUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.pathname = '/postgres';
  return url.href;
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => {});
  }
}

/** Why the topology cannot run here (the file is skipped with this reason), or null. */
export async function missingPrerequisite(): Promise<string | null> {
  const script = await loadScript();
  if (!script.nginxBinary()) return "nginx is not installed (apt-get install -y nginx-light): the topology's origins run on Debian's nginx";
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) return 'DATABASE_URL is not set: the topology runs on a PostgreSQL server (e.g. postgres://postgres@127.0.0.1:5432/test)';
  try {
    await withClient(maintenanceUrl(databaseUrl), (client) => client.query('SELECT 1'));
  } catch (error) {
    return `PostgreSQL at DATABASE_URL is unreachable (${(error as Error).message})`;
  }
  const redis = new Redis(process.env.REDIS_URL || DEFAULT_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    return `Redis at REDIS_URL is unreachable (${(error as Error).message})`;
  } finally {
    redis.disconnect();
  }
  return null;
}

export async function startTestTopology(extra: Record<string, string> = {}): Promise<TestTopology> {
  const script = await loadScript();
  const id = randomBytes(5).toString('hex');
  const server = new URL(process.env.DATABASE_URL!);
  const database = `topology_${id}`;
  await withClient(maintenanceUrl(server.href), (client) => client.query(`CREATE DATABASE ${database}`));
  server.pathname = `/${database}`;
  const databaseUrl = server.href;
  const redisUrl = process.env.REDIS_URL || DEFAULT_REDIS_URL;
  const redisKeyPrefix = `e2e-topology-${id}:`;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'topology-e2e-'));
  chmodSync(dir, 0o755);
  const killOnExit = () => script.killTopologySync(dir);
  process.on('exit', killOnExit);

  const cleanUp = async () => {
    process.off('exit', killOnExit);
    await withClient(maintenanceUrl(databaseUrl), (client) => client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)).catch(() => {});
    const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
    redis.on('error', () => {});
    try {
      const keys = await redis.keys(`${redisKeyPrefix}*`);
      if (keys.length) await redis.del(...keys);
    } catch {
      // the counters expire by themselves
    } finally {
      redis.disconnect();
    }
    rmSync(dir, { recursive: true, force: true });
  };

  let topology: Topology;
  try {
    topology = await script.startTopology({
      dir,
      portBase: await script.freePortBase(),
      databaseUrl,
      redisUrl,
      redisKeyPrefix,
      // The remotes' releases live in the runtime folder, removed with it.
      releaseRoot: path.join(dir, 'releases'),
      jwtSecret: randomBytes(32).toString('hex'),
      admin: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      extra: { LOG_LEVEL: 'warn', REMOTE_REFRESH_MS: '500', ...extra },
    });
  } catch (error) {
    await cleanUp();
    throw error;
  }
  return {
    ...topology,
    databaseUrl,
    apiInstances: topology.ports.api.map((port) => `http://127.0.0.1:${port}`),
    async teardown() {
      try {
        await topology.stop();
      } finally {
        await cleanUp();
      }
    },
  };
}

/** sha256 of every file under a folder, by relative path. */
export function hashTree(root: string): Map<string, string> {
  const hashes = new Map<string, string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else hashes.set(path.relative(root, full), createHash('sha256').update(readFileSync(full)).digest('hex'));
    }
  };
  walk(root);
  return hashes;
}

/** Runs a command to its end without blocking the worker (so test timeouts still fire). */
export function run(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output.slice(-3000)}`))));
  });
}

/** The local cluster serving a port (Debian's pg_lsclusters), to restart it. */
export function localCluster(port: number): { version: string; name: string } | null {
  const listed = spawnSync('pg_lsclusters', ['--no-header'], { encoding: 'utf8' });
  if (listed.status !== 0) return null;
  for (const line of listed.stdout.split('\n')) {
    const [version, name, clusterPort, status] = line.trim().split(/\s+/);
    if (version && name && Number(clusterPort) === port && status === 'online') return { version, name };
  }
  return null;
}
