// What the API benchmarks share: a free port, the built API started and stopped, a throwaway
// PostgreSQL database.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { openSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const API_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const ROOT = resolve(API_DIR, '..');

export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => ok(port));
    });
  });
}

/** Starts `api/dist/server.js` with `env` on a free port; its output goes to `logFile` (or nowhere). */
export async function startServer(env: Record<string, string>, logFile?: string, timeoutMs = 60_000): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const out = logFile ? openSync(logFile, 'a') : 'ignore';
  const child = spawn(process.execPath, [join(API_DIR, 'dist/server.js')], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', out, logFile ? out : 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited during start (code ${child.exitCode})${logFile ? `; see ${logFile}` : ''}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { child, base };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the API did not start within ${timeoutMs / 1000} s${logFile ? `; see ${logFile}` : ''}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** A new database on the PostgreSQL server of DATABASE_URL (or the local one): its URL and how to drop it. */
export async function throwawayDatabase(prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: async () => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** One measured request kind: its throughput and latency, and the machine's load when it ran. */
export interface MeasuredRow {
  backend: string;
  name: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  /** 1-minute load average when the row started: the machine may be shared. */
  load: number;
}
