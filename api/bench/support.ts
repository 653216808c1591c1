// What the API benchmarks share: a free port, the built API started and stopped, a throwaway
// PostgreSQL database.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import pg from 'pg';
import { PGLITE_EXTENSIONS } from '../src/db/database';

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

/**
 * Starts `api/dist/server.js` (or `serverJs`, the build of another commit: BENCH_BEFORE) with
 * `env` on a free port; its output goes to `logFile` (or nowhere).
 */
export async function startServer(
  env: Record<string, string>,
  logFile?: string,
  timeoutMs = 60_000,
  serverJs = join(API_DIR, 'dist/server.js'),
): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const out = logFile ? openSync(logFile, 'a') : 'ignore';
  const child = spawn(process.execPath, [serverJs], {
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
  /** With BENCH_BEFORE: which build answered, the commit's (`before`) or the working tree's (`after`). */
  side?: 'before' | 'after';
  name: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  /** 1-minute load average when the row started: the machine may be shared. */
  load: number;
}

/**
 * Migrates the benchmark's database by starting the API once, stops it (a PGlite directory has one
 * owner), then runs `sql` straight into it and ANALYZEs `table`: rows by the hundred thousand,
 * faster than through the API.
 */
export async function bulkInsert(backend: 'pglite' | 'postgres', env: Record<string, string>, dataDir: string, sql: string, table: string): Promise<void> {
  await stopServer((await startServer(env, undefined, 120_000)).child);
  if (backend === 'postgres') {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    await client.query(sql);
    await client.query(`ANALYZE ${table}`);
    await client.end();
  } else {
    const db = await PGlite.create(join(dataDir, 'pglite'), { extensions: PGLITE_EXTENSIONS });
    await db.exec(sql);
    await db.exec(`ANALYZE ${table}`);
    await db.close();
  }
}

/**
 * BENCH_BEFORE compares the public reads and the contact form (bench.ts) with an earlier commit;
 * the inbox and Activity benchmarks measure features that commit may not have, and fill 100,000
 * rows on both databases, so in that run they step aside (run them alone: `npm run bench:inbox`,
 * `npm run bench:activity`).
 */
function skippedForBefore(what: string): boolean {
  if (!process.env.BENCH_BEFORE) return false;
  console.log(`\n${what}: not measured with BENCH_BEFORE (run it alone without BENCH_BEFORE).`);
  return true;
}

/**
 * A throwaway database for a benchmark filled in bulk (inbox, Activity): PGlite in a temporary
 * DATA_DIR, or a new database on the PostgreSQL server; `drop` removes it.
 */
export async function bulkBackend(backend: 'pglite' | 'postgres', prefix: string, adminPassword: string) {
  const dataDir = mkdtempSync(join(tmpdir(), `${prefix}-${backend}-`));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    SEED_DEMO: 'false',
    ADMIN_PASSWORD: adminPassword,
  };
  let dropDatabase: (() => Promise<void>) | undefined;
  if (backend === 'postgres') {
    const database = await throwawayDatabase(prefix.replace(/-/g, '_'));
    env.DATABASE_URL = database.url;
    dropDatabase = database.drop;
  }
  const drop = async () => {
    await dropDatabase?.();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { env, dataDir, drop };
}

/** The seeded Admin's bearer token. */
export async function signIn(base: string, password: string): Promise<string> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password }),
  });
  const { token } = (await login.json()) as { token?: string };
  if (!token) throw new Error(`sign-in failed: ${login.status}`);
  return token;
}

/** One signed-in read: a 2 s warm-up, then `duration` seconds of autocannon; printed and returned. */
export async function measureSignedIn(
  backend: string,
  name: string,
  url: string,
  token: string,
  { connections, duration }: { connections: number; duration: number },
): Promise<MeasuredRow> {
  const headers = { authorization: `Bearer ${token}` };
  await autocannon({ url, headers, connections, duration: Math.min(2, duration) });
  const load = Math.round(loadavg()[0]! * 100) / 100;
  const result = await autocannon({ url, headers, connections, duration });
  const row = {
    backend,
    name,
    rps: Math.round(result.requests.total / duration),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    load,
  };
  console.log(`  ${name.padEnd(40)} ${String(row.rps).padStart(6)} req/s   p50 ${row.p50} ms   p99 ${row.p99} ms   non-2xx ${row.non2xx}   load ${load}`);
  return row;
}

/**
 * A bulk benchmark's run: builds the API, then `bench` on PGlite, and on PostgreSQL when DATABASE_URL
 * is set or `--postgres` is given (not with `--pglite-only`); null when BENCH_BEFORE sets it aside.
 */
export async function onEachBackend<T>(what: string, args: string[], bench: (backend: 'pglite' | 'postgres') => Promise<T>): Promise<T[] | null> {
  if (skippedForBefore(what)) return null;
  console.log('Building the API…');
  execFileSync(process.execPath, ['build.mjs'], { cwd: API_DIR, stdio: 'inherit' });
  const results = [await bench('pglite')];
  if (!args.includes('--pglite-only') && (args.includes('--postgres') || process.env.DATABASE_URL)) results.push(await bench('postgres'));
  return results;
}

/** What a bulk benchmark writes: `<name>.json` and `<name>.md` in `dir`. */
interface Report<R extends { rows: readonly MeasuredRow[] }> {
  dir: string;
  /** Also the npm script's: `bench:<name>`. */
  name: string;
  title: string;
  /** The run's sizes, after runMeta's fields in the JSON (how many records, connections, seconds per row). */
  sizes: Record<string, number>;
  /** The Markdown's first line after the run's machine: what was measured, and how. */
  how: string;
  /** The targets, as a line of the Markdown and as the JSON's `target`. */
  targets: string;
  target: object;
  results: readonly R[];
  /** Markdown lines after the table of the measured rows. */
  more?: string[];
}

/** Writes a bulk benchmark's results: the JSON, and the Markdown with the table of every backend's measured rows. */
export function writeReport<R extends { rows: readonly MeasuredRow[] }>({ dir, name, title, sizes, how, targets, target, results, more = [] }: Report<R>) {
  const meta = { ...runMeta(), ...sizes };
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${name}.json`), `${JSON.stringify({ ...meta, target, results }, null, 2)}\n`);
  const lines = [
    `# ${title}`,
    '',
    `Generated by \`npm run bench:${name}\` on ${meta.date}: ${meta.cpus} × ${meta.cpu}, Node ${meta.node}; ${how}`,
    targets,
    '',
    '| Backend | Request | req/s | p50 (ms) | p99 (ms) | non-2xx | load |',
    '|---|---|---:|---:|---:|---:|---:|',
    ...results.flatMap((r) =>
      r.rows.map((row) => `| ${row.backend} | ${row.name} | ${row.rps.toLocaleString('en-US')} | ${row.p50} | ${row.p99} | ${row.non2xx} | ${row.load} |`),
    ),
    '',
    ...more,
  ];
  writeFileSync(join(dir, `${name}.md`), lines.join('\n'));
  console.log(`\nWrote ${join(dir, `${name}.json`)} and ${name}.md`);
}

/** When and on what a benchmark ran, the first fields of every result file it writes. */
export function runMeta() {
  return { date: new Date().toISOString(), node: process.version, cpus: cpus().length, cpu: cpus()[0]?.model ?? 'unknown' };
}
