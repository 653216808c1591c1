// What must be true before the topology starts: nginx installed, ports free, PostgreSQL and Redis
// reachable (the database of DATABASE_URL is created when missing).
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import pg from 'pg';
import Redis from 'ioredis';

export function nginxBinary() {
  if (process.env.NGINX_BIN) return process.env.NGINX_BIN;
  for (const candidate of ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/bin/nginx', '/usr/bin/nginx']) {
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

export function portIsFree(port) {
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

/** Throws naming the ports in use. */
export async function assertPortsFree(ports) {
  const busy = [];
  for (const port of ports) if (!(await portIsFree(port))) busy.push(port);
  if (busy.length) throw new Error(`port(s) ${busy.join(', ')} are in use (choose another TOPOLOGY_PORT_BASE)`);
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
