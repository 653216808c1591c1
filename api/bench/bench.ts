/**
 * `npm run bench:api` — a benchmark, not a test (docs/performance.md, "How it is measured").
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
 * BENCH_BEFORE=<commit>: that commit's API is built once into .cache/bench/ and measured beside
 * this one in the same run, row by row (scripts/bench-before.mjs); the table with the change goes
 * to bench/api-before-<commit>.md, and the figures of record are left as they are.
 *
 * Flags: --postgres, --pglite-only, --no-log-comparison, --duration=<s>, --connections=<n>,
 * --slices=<n> (BENCH_BEFORE: turns per case on each build, 5), --only=<text> (the rows whose name
 * holds it; nothing is written).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { API_DIR, ROOT, startServer, stopServer, throwawayDatabase, runMeta, type MeasuredRow } from './support';
const args = new Map<string, string | undefined>(
  process.argv.slice(2).map((a) => {
    const [key, value] = a.replace(/^--/, '').split('=');
    return [key!, value];
  }),
);
const DURATION = Number(args.get('duration') ?? 10);
const CONNECTIONS = Number(args.get('connections') ?? 50);
/** BENCH_BEFORE: turns per case on each build (see run). */
const SLICES = Number(args.get('slices') ?? 5);
/** --only=<text>: the rows whose name holds it (`--only=contacts`); a check, not the figures of record. */
const ONLY = args.get('only');
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

const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)]!;

/**
 * One case on each build in `targets` (one, or BENCH_BEFORE's and ours). Alone, a 2 s warm-up then
 * DURATION seconds. Side by side, after each one's warm-up the DURATION is cut into SLICES turns
 * that alternate before, after, after, before…, so a burst of load from elsewhere on the machine
 * lands on both; req/s counts every turn, and p50/p99 are the medians of the turns' figures.
 */
async function run(backend: string, name: string, targets: { side?: Side['side']; options: autocannon.Options }[], publicRead: boolean): Promise<Row[]> {
  const slices = targets.length > 1 ? SLICES : 1;
  const seconds = DURATION / slices;
  for (const { options } of targets) await autocannon({ ...options, connections: CONNECTIONS, duration: 2 });
  const load = Math.round(loadavg()[0]! * 100) / 100;
  const results: autocannon.Result[][] = targets.map(() => []);
  for (let slice = 0; slice < slices; slice++) {
    const order = slice % 2 === 0 ? targets.keys() : [...targets.keys()].reverse();
    for (const index of order) results[index]!.push(await autocannon({ ...targets[index]!.options, connections: CONNECTIONS, duration: seconds }));
  }
  return targets.map(({ side }, index) => {
    const turns = results[index]!;
    const total = turns.reduce((sum, r) => sum + r.requests.total, 0);
    const rps = Math.round(total / DURATION);
    const p99 = median(turns.map((r) => r.latency.p99));
    const row: Row = {
      backend,
      name,
      side,
      rps,
      p50: median(turns.map((r) => r.latency.p50)),
      p99,
      errors: turns.reduce((sum, r) => sum + r.errors + r.timeouts, 0),
      non2xx: turns.reduce((sum, r) => sum + r.non2xx, 0),
      total,
      target: !publicRead || (rps >= TARGET.rps && p99 < TARGET.p99),
      load,
    };
    const label = side ? `${name} (${side})` : name;
    console.log(
      `  ${label.padEnd(28)} ${String(rps).padStart(7)} req/s   p50 ${String(row.p50).padStart(3)} ms   p99 ${String(row.p99).padStart(3)} ms` +
        `   errors ${row.errors}, non-2xx ${row.non2xx}   load ${load}${publicRead ? (row.target ? '   ✓ target' : '   ✗ below target') : ''}`,
    );
    return row;
  });
}

/** One build under measurement: the working tree's API, or BENCH_BEFORE's (scripts/bench-before.mjs). */
interface Side {
  side: 'before' | 'after';
  serverJs?: string;
}

/** A started, seeded API on its own throwaway database; `stop` removes all of it. */
async function startSeeded(backend: 'pglite' | 'postgres', logLevel: string, { side, serverJs }: Side, sides: number) {
  const dataDir = mkdtempSync(join(tmpdir(), `api-bench-${backend}-`));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    ADMIN_PASSWORD,
    SEED_DEMO: 'false',
    LOG_LEVEL: logLevel,
    NODE_ENV: 'production',
    // The contact form allows 5 messages per IP per 10 minutes; raised here to measure the write path.
    CONTACT_RATE_LIMIT: '1000000000',
    // A message is sent with the form's signed token, as the site's form sends it; with no minimum
    // time it is a message that arrives (docs/inbox.md, "Spam"), not one set aside as spam.
    CONTACT_MIN_SECONDS: '0',
    // The child inherits our environment: PGlite unless a database is given below.
    DATABASE_URL: '',
    // With REDIS_URL set, each API keeps its caches apart from the other side's.
    REDIS_KEY_PREFIX: `api-bench-${side}-${backend}:`,
  };
  let dropDatabase: (() => Promise<void>) | undefined;
  if (backend === 'postgres') {
    const database = await throwawayDatabase('api_bench');
    env.DATABASE_URL = database.url;
    dropDatabase = database.drop;
  }
  const logFile = join(dataDir, 'api.log');
  console.log(
    `\n${backend === 'pglite' ? 'PGlite (embedded, DATA_DIR)' : 'PostgreSQL server'}, LOG_LEVEL=${logLevel}: starting the built API${sides > 1 ? ` (${side})` : ''}…`,
  );
  let child: Awaited<ReturnType<typeof startServer>>['child'] | undefined;
  const stop = async () => {
    if (child) await stopServer(child);
    await dropDatabase?.();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const started = await startServer(env, logFile, 180_000, serverJs);
    child = started.child;
    return { side, base: started.base, ids: await seed(started.base), formToken: await formToken(started.base), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The contact form's signed token, from an API that has one (a commit from before the spam checks has none). */
async function formToken(base: string): Promise<string | undefined> {
  const response = await fetch(`${base}/api/contacts/form-token`);
  return response.ok ? ((await response.json()) as { token: string }).token : undefined;
}

/**
 * The cases on one backend. With two sides (BENCH_BEFORE) both APIs run at once, each on its own
 * database, and every case is measured on one then the other, back to back: whatever else the
 * machine is doing weighs on both alike.
 */
async function benchBackend(backend: 'pglite' | 'postgres', logLevel = 'info', only?: string[], sides: Side[] = [{ side: 'after' }]): Promise<Row[]> {
  const servers: Awaited<ReturnType<typeof startSeeded>>[] = [];
  try {
    for (const side of sides) servers.push(await startSeeded(backend, logLevel, side, sides.length));
    const cases = (base: string, ids: number[], token?: string): [string, autocannon.Options, boolean][] => [
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
          body: JSON.stringify({
            name: 'Load Test',
            email_address: 'load@example.com',
            message: 'Benchmark message for the contact form.',
            ...(token ? { form_token: token } : {}),
          }),
        },
        false,
      ],
    ];
    const rows: Row[] = [];
    const names = cases('', []).map(([name]) => name);
    for (const [index, name] of names.entries()) {
      if ((only && !only.includes(name)) || (ONLY && !name.includes(ONLY))) continue;
      const publicRead = cases('', [])[index]![2];
      const targets = servers.map((server) => ({
        side: sides.length > 1 ? server.side : undefined,
        options: cases(server.base, server.ids, server.formToken)[index]![1],
      }));
      rows.push(...(await run(backend, name, targets, publicRead)));
    }
    return rows;
  } finally {
    for (const server of servers) await server.stop();
  }
}

function markdown(rows: Row[], meta: Record<string, string | number>): string {
  const lines = [
    '# API benchmark',
    '',
    `Generated by \`npm run bench:api\` on ${meta.date}: ${meta.cpus} × ${meta.cpu}, Node ${meta.node}; autocannon with ${CONNECTIONS} connections for ${DURATION} s per row (after a 2 s warm-up), on the same machine as the API.`,
    'The API is the built `api/dist/server.js` with request logging at info level to a file. 100 posts are seeded through the API.',
    `Target: public reads ≥ ${TARGET.rps.toLocaleString('en-US')} req/s with p99 < ${TARGET.p99} ms on PGlite and PostgreSQL alike.`,
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

/** BENCH_BEFORE's table: each row before and after, and the change. */
function comparison(rows: Row[], before: { short: string; subject: string }, meta: Record<string, string | number>): string {
  const pairs = rows
    .filter((r) => r.side === 'after')
    .map((after) => ({ after, before: rows.find((r) => r.side === 'before' && r.backend === after.backend && r.name === after.name)! }));
  return [
    `# API benchmark, before and after`,
    '',
    `Generated by \`BENCH_BEFORE=${before.short} npm run bench:api\` on ${meta.date}: ${meta.cpus} × ${meta.cpu}, Node ${meta.node}; autocannon with ${CONNECTIONS} connections for ${DURATION} s per row (after a 2 s warm-up). Before: ${before.short} (${before.subject}); after: the working tree. Both APIs run at once on their own databases; each row is measured in ${SLICES} alternating turns of ${DURATION / SLICES} s on each (req/s over all turns, p99 the median of the turns').`,
    '',
    '| Backend | Request | req/s before | req/s after | change | p99 before (ms) | p99 after (ms) | non-2xx before/after | load |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|',
    ...pairs.map(
      ({ before: b, after: a }) =>
        `| ${a.backend} | ${a.name} | ${b.rps.toLocaleString('en-US')} | ${a.rps.toLocaleString('en-US')} | ${change(b.rps, a.rps)} | ${b.p99} | ${a.p99} | ${b.non2xx}/${a.non2xx} | ${b.load}/${a.load} |`,
    ),
    '',
  ].join('\n');
}

type BenchBefore = {
  beforeCheckout(workspaces: string[]): { sha: string; short: string; dir: string } | null;
  change(before: number, after: number): string;
};
let change: BenchBefore['change'] = () => 'n/a';

async function main() {
  console.log('Building the API…');
  execFileSync(process.execPath, ['build.mjs'], { cwd: API_DIR, stdio: 'inherit' });
  // BENCH_BEFORE=<commit>: that commit's API beside this one, in the same run (scripts/bench-before.mjs).
  const benchBefore = (await import(pathToFileURL(join(ROOT, 'scripts/bench-before.mjs')).href)) as BenchBefore;
  change = benchBefore.change;
  const before = benchBefore.beforeCheckout(['api']);
  const sides: Side[] = before ? [{ side: 'before', serverJs: join(before.dir, 'api/dist/server.js') }, { side: 'after' }] : [{ side: 'after' }];
  const withPostgres = !args.has('pglite-only') && (args.has('postgres') || Boolean(process.env.DATABASE_URL));
  const rows = [...(await benchBackend('pglite', 'info', undefined, sides))];
  if (withPostgres) rows.push(...(await benchBackend('postgres', 'info', undefined, sides)));
  else console.log('\n(PostgreSQL skipped: set DATABASE_URL or pass --postgres)');
  const meta = {
    ...runMeta(),
    connections: CONNECTIONS,
    durationSeconds: DURATION,
  };
  if (ONLY) {
    console.log('\n--only: nothing written.');
    return;
  }
  mkdirSync(join(ROOT, 'bench'), { recursive: true });

  if (before) {
    // The comparison has its own report; the figures of record (bench/api.md, api/README.md) stay as they are.
    const subject = execFileSync('git', ['log', '-1', '--format=%s', before.sha], { cwd: ROOT, encoding: 'utf8' }).trim();
    const report = comparison(rows, { short: before.short, subject }, meta);
    writeFileSync(join(ROOT, `bench/api-before-${before.short}.json`), `${JSON.stringify({ ...meta, before: before.sha, rows }, null, 2)}\n`);
    writeFileSync(join(ROOT, `bench/api-before-${before.short}.md`), report);
    console.log(`\n${report.slice(report.indexOf('| Backend'))}\nWrote bench/api-before-${before.short}.json and .md`);
    return;
  }
  if (!args.has('no-log-comparison')) {
    // What the one info line per request costs: the list read again with LOG_LEVEL=warn.
    rows.push(...(await benchBackend('pglite', 'warn', ['GET /api/posts (100 posts)'])).map((r) => ({ ...r, backend: 'pglite, LOG_LEVEL=warn' })));
  }

  writeFileSync(join(ROOT, 'bench/api.json'), `${JSON.stringify({ ...meta, target: TARGET, rows }, null, 2)}\n`);
  const report = markdown(rows, meta);
  writeFileSync(join(ROOT, 'bench/api.md'), report);
  // api/README.md quotes the latest figures ("Performance"), between its bench markers.
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
