/**
 * `npm run bench:api` — a benchmark, not a test (issue 3, point 11).
 *
 * Builds the API, starts `node api/dist/server.js` on a throwaway DATA_DIR (PGlite) and, when
 * DATABASE_URL is set or `--postgres` is given, again on a throwaway PostgreSQL database; seeds
 * 100 posts through the API; then runs autocannon (50 connections, 10 s) on the public reads and
 * the contact form, and writes bench/api.json and bench/api.md at the repository root (and the
 * table into api/README.md).
 *
 * The server logs every request at info level to a file, as in production. The contact form is
 * rate limited per IP (5 per 10 minutes); the benchmark raises CONTACT_RATE_LIMIT so it measures
 * the write path rather than the 429 answer.
 *
 * Last, the list read is repeated with LOG_LEVEL=warn to show what request logging costs.
 *
 * Flags: --postgres, --pglite-only, --no-log-comparison, --duration=<s>, --connections=<n>.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { API_DIR, ROOT, startServer, stopServer, throwawayDatabase, type MeasuredRow } from './support';
const args = new Map<string, string | undefined>(
  process.argv.slice(2).map((a) => {
    const [key, value] = a.replace(/^--/, '').split('=');
    return [key!, value];
  }),
);
const DURATION = Number(args.get('duration') ?? 10);
const CONNECTIONS = Number(args.get('connections') ?? 50);
const TARGET = { rps: 5_000, p99: 25 };
const ADMIN_PASSWORD = 'bench-admin-password';

interface Row extends MeasuredRow {
  errors: number;
  total: number;
  target: boolean;
}

/** 100 posts and the 4 hero slides of a real home page, through the API. */
async function seed(base: string): Promise<number[]> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: ADMIN_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  for (let i = 1; i <= 4; i++) {
    const res = await fetch(`${base}/api/headers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        title: `Digital public services\\nslide ${i}`,
        subtitle: 'Software development & ICT consultancy',
        description: 'We design, build and run the platforms that revenue authorities, ministries and county governments rely on.',
        image_url: `/uploads/demo/slide-${i}.webp`,
      }),
    });
    if (res.status !== 201) throw new Error(`seeding header ${i}: ${res.status} ${await res.text()}`);
  }
  const ids: number[] = [];
  const statuses = ['Pending', 'Ongoing', 'Completed'];
  for (let i = 1; i <= 100; i++) {
    const res = await fetch(`${base}/api/posts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        title: `Digital services platform ${i}`,
        description: `Design, build and operation of a citizen-facing platform for a public institution, phase ${i}. `.repeat(4).trim(),
        category: ['Web Platform', 'Mobile App', 'ICT Consultancy'][i % 3],
        image_url: `/uploads/demo/project-${i}.webp`,
        published: `March ${(i % 28) + 1}, 2025`,
        status: statuses[i % 3],
        client: `County Government ${i}`,
      }),
    });
    if (res.status !== 201) throw new Error(`seeding post ${i}: ${res.status} ${await res.text()}`);
    ids.push(((await res.json()) as { id: number }).id);
  }
  return ids;
}

async function run(backend: string, name: string, opts: autocannon.Options, publicRead: boolean): Promise<Row> {
  // A short warm-up fills the caches and JIT, then the measured run.
  await autocannon({ ...opts, connections: CONNECTIONS, duration: 2 });
  const load = Math.round(loadavg()[0]! * 100) / 100;
  const result = await autocannon({ ...opts, connections: CONNECTIONS, duration: DURATION });
  const rps = Math.round(result.requests.total / DURATION);
  const row: Row = {
    backend,
    name,
    rps,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
    target: !publicRead || (rps >= TARGET.rps && result.latency.p99 < TARGET.p99),
    load,
  };
  console.log(
    `  ${name.padEnd(28)} ${String(rps).padStart(7)} req/s   p50 ${String(row.p50).padStart(3)} ms   p99 ${String(row.p99).padStart(3)} ms` +
      `   errors ${row.errors}, non-2xx ${row.non2xx}   load ${load}${publicRead ? (row.target ? '   ✓ target' : '   ✗ below target') : ''}`,
  );
  return row;
}

async function benchBackend(backend: 'pglite' | 'postgres', logLevel = 'info', only?: string[]): Promise<Row[]> {
  const dataDir = mkdtempSync(join(tmpdir(), `api-bench-${backend}-`));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    ADMIN_PASSWORD,
    SEED_DEMO: 'false',
    LOG_LEVEL: logLevel,
    NODE_ENV: 'production',
    // The contact form allows 5 messages per IP per 10 minutes; raised here to measure the write path.
    CONTACT_RATE_LIMIT: '1000000000',
  };
  let dropDatabase: (() => Promise<void>) | undefined;
  if (backend === 'postgres') {
    const database = await throwawayDatabase('api_bench');
    env.DATABASE_URL = database.url;
    dropDatabase = database.drop;
  } else {
    delete process.env.DATABASE_URL; // the child inherits our environment
  }

  const logFile = join(dataDir, 'api.log');
  console.log(`\n${backend === 'pglite' ? 'PGlite (embedded, DATA_DIR)' : 'PostgreSQL server'}, LOG_LEVEL=${logLevel}: starting the built API…`);
  const { child, base } = await startServer(env, logFile);
  try {
    const ids = await seed(base);
    const cases: [string, autocannon.Options, boolean][] = [
      ['GET /api/posts (100 posts)', { url: `${base}/api/posts` }, true],
      [
        'GET /api/posts/{id}',
        // Each request picks one of the 100 ids, so every cached entry is used.
        { url: base, requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: `/api/posts/${ids[Math.floor(Math.random() * ids.length)]}` }) }] },
        true,
      ],
      ['GET /api/headers', { url: `${base}/api/headers` }, true],
      [
        'POST /api/contacts',
        {
          url: `${base}/api/contacts`,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'Load Test', email_address: 'load@example.com', message: 'Benchmark message for the contact form.' }),
        },
        false,
      ],
    ];
    const rows: Row[] = [];
    for (const [name, options, publicRead] of cases) {
      if (!only || only.includes(name)) rows.push(await run(backend, name, options, publicRead));
    }
    return rows;
  } finally {
    await stopServer(child);
    await dropDatabase?.();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function markdown(rows: Row[], meta: Record<string, string | number>): string {
  const lines = [
    '# API benchmark',
    '',
    `Generated by \`npm run bench:api\` on ${meta.date}: ${meta.cpus} × ${meta.cpu}, Node ${meta.node}; autocannon with ${CONNECTIONS} connections for ${DURATION} s per row (after a 2 s warm-up), on the same machine as the API.`,
    'The API is the built `api/dist/server.js` with request logging at info level to a file. 100 posts are seeded through the API.',
    `Target (issue 3): public reads ≥ ${TARGET.rps.toLocaleString('en-US')} req/s with p99 < ${TARGET.p99} ms on PGlite and PostgreSQL alike.`,
    'POST /api/contacts is run with CONTACT_RATE_LIMIT raised (the default allows 5 messages per IP per 10 minutes), so it measures a real database insert per request.',
    '',
    'The last column is the 1-minute load average after the warm-up: about 2 is the benchmark itself (API + autocannon on 2 cores); more means other jobs were taking cores, and the row is lower for it.',
    '',
    '| Backend | Request | req/s | p50 (ms) | p99 (ms) | errors | non-2xx | target | load |',
    '|---|---|---:|---:|---:|---:|---:|---|---:|',
    ...rows.map(
      (r) =>
        `| ${r.backend} | ${r.name} | ${r.rps.toLocaleString('en-US')} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} | ${r.name.startsWith('GET') ? (r.target ? 'met' : 'missed') : 'n/a (write)'} | ${r.load} |`,
    ),
    '',
  ];
  return lines.join('\n');
}

async function main() {
  console.log('Building the API…');
  execFileSync(process.execPath, ['build.mjs'], { cwd: API_DIR, stdio: 'inherit' });
  const withPostgres = !args.has('pglite-only') && (args.has('postgres') || Boolean(process.env.DATABASE_URL));
  const rows = [...(await benchBackend('pglite'))];
  if (withPostgres) rows.push(...(await benchBackend('postgres')));
  else console.log('\n(PostgreSQL skipped: set DATABASE_URL or pass --postgres)');
  if (!args.has('no-log-comparison')) {
    // What the one info line per request costs: the list read again with LOG_LEVEL=warn.
    rows.push(...(await benchBackend('pglite', 'warn', ['GET /api/posts (100 posts)'])).map((r) => ({ ...r, backend: 'pglite, LOG_LEVEL=warn' })));
  }

  const meta = { date: new Date().toISOString(), node: process.version, cpus: cpus().length, cpu: cpus()[0]?.model ?? 'unknown', connections: CONNECTIONS, durationSeconds: DURATION };
  mkdirSync(join(ROOT, 'bench'), { recursive: true });
  writeFileSync(join(ROOT, 'bench/api.json'), `${JSON.stringify({ ...meta, target: TARGET, rows }, null, 2)}\n`);
  const report = markdown(rows, meta);
  writeFileSync(join(ROOT, 'bench/api.md'), report);
  // The README quotes the latest figures (issue 3: "put the figures in the README").
  const readmePath = join(API_DIR, 'README.md');
  const readme = readFileSync(readmePath, 'utf8');
  const table = report.slice(report.indexOf('| Backend'));
  writeFileSync(readmePath, readme.replace(/(<!-- bench:start -->\n)[\s\S]*?(<!-- bench:end -->)/, `$1${table}$2`));
  console.log('\nWrote bench/api.json, bench/api.md and the figures in api/README.md');
  const missed = rows.filter((r) => !r.target);
  if (missed.length) console.log(`Below target: ${missed.map((r) => `${r.backend} ${r.name}`).join(', ')}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
