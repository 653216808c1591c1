// `npm run bench:redirects`: what 10,000 managed redirects cost the page server (docs/redirects.md,
// "The benchmark"). Builds the product (unless `--no-build`), starts its page server twice on
// throwaway embedded databases, one with no managed redirect and one with 10,000 (imported through
// the API in parts, as an editor would), then loads each with autocannon, alternating between them,
// for several rounds: a public page, an unknown path (the table is looked up and misses) and an old
// address (a 301 on the one with redirects). Prints requests per second and p99 for each and the
// difference; writes bench/redirects.json and bench/redirects.md. Exits 1 when, on the public page
// or the unknown path, the 10,000 case is more than 3 % worse than none (fewer requests per second
// or a higher p99, medians of the rounds); the old address gives different answers on the two (a
// 301 whose hit is counted, the fallback's 302) and is shown, not judged
// (docs/decisions/0373-bench-redirects-judges-what-both-answer-alike.md). Not part of `npm test`.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ROOT, freePort, runMeta } from './support';

const args = new Set(process.argv.slice(2));
const REDIRECTS = 10_000;
/** Lines per import: under the API's default body limit (BODY_LIMIT, 256 kB), as docs/redirects.md advises. */
const IMPORT_LINES = 2_000;
const ROUNDS = 5;
const DURATION = 5;
const CONNECTIONS = 10;
/** How much worse the 10,000 case may be than none (docs/decisions/0371-the-page-server-keeps-the-redirects-in-memory.md). */
const TOLERANCE = 0.03;
const PASSWORD = 'bench-Redirects-password-1';
/** A permanent one (every tenth is temporary). */
const OLD_ADDRESS = `/old-site/page-${REDIRECTS / 2 + 1}`;

interface PageServer {
  base: string;
  stop: () => Promise<void>;
}

/**
 * The built page server (shell/dist/server) on a free port with the embedded database in a new
 * temporary folder (no DATABASE_URL or REDIS_URL, as scripts/lib/page-server.mjs starts it for the
 * other page benchmarks); `stop()` ends it and removes the folder.
 */
async function startPageServer(name: string): Promise<PageServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  const server = spawn(process.execPath, [path.join(ROOT, 'shell/dist/server/index.js')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'warn', ADMIN_PASSWORD: PASSWORD },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  // The embedded database's first start can take minutes on a loaded machine.
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, stop };
    } catch {
      // not listening yet
    }
    if (server.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`the page server ${name} did not start`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** What is loaded, on both servers; `judged` rows get the same answer from both. */
const TARGETS = [
  { name: 'public page', path: '/about-us', judged: true },
  { name: 'unknown path', path: '/no-such-page/at-all', judged: true },
  { name: 'old address', path: OLD_ADDRESS, judged: false },
];

async function signIn(base: string): Promise<Record<string, string>> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: PASSWORD }),
  });
  const { token } = (await response.json()) as { token?: string };
  if (!token) throw new Error(`sign-in failed: ${response.status}`);
  return { authorization: `Bearer ${token}` };
}

/** Removes every managed redirect (the seeded /our-projects-portfolio), so "none" is none. */
async function removeAll(base: string, auth: Record<string, string>) {
  const rows = (await (await fetch(`${base}/api/redirects`, { headers: auth })).json()) as { id: number }[];
  for (const { id } of rows) {
    const response = await fetch(`${base}/api/redirects/${id}`, { method: 'DELETE', headers: auth });
    if (response.status !== 204) throw new Error(`DELETE /api/redirects/${id} answered ${response.status}`);
  }
}

/** 10,000 old addresses of a made-up previous site, to pages of this one, imported in parts. */
async function importRedirects(base: string, auth: Record<string, string>) {
  const targets = ['/about-us', '/our-team', '/projects', '/contact', '/services/ict', '/services/development'];
  for (let start = 0; start < REDIRECTS; start += IMPORT_LINES) {
    const lines = ['from,to,status'];
    for (let i = start; i < Math.min(REDIRECTS, start + IMPORT_LINES); i++) lines.push(`/old-site/page-${i},${targets[i % targets.length]},${i % 10 ? 301 : 307}`);
    const response = await fetch(`${base}/api/redirects/import`, { method: 'POST', headers: { ...auth, 'content-type': 'text/csv' }, body: `${lines.join('\n')}\n` });
    if (!response.ok) throw new Error(`import answered ${response.status}: ${(await response.text()).slice(0, 500)}`);
  }
  const count = ((await (await fetch(`${base}/api/redirects`, { headers: auth })).json()) as unknown[]).length;
  if (count !== REDIRECTS) throw new Error(`${count} redirects stored, not ${REDIRECTS}`);
}

/** Waits until the page server's in-memory copy answers `path` with `status`. */
async function answers(base: string, urlPath: string, status: number) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const response = await fetch(`${base}${urlPath}`, { redirect: 'manual' });
    await response.body?.cancel();
    if (response.status === status) return;
    if (Date.now() > deadline) throw new Error(`${base}${urlPath} answers ${response.status}, not ${status}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

interface Run {
  rps: number;
  p99: number;
  errors: number;
  load: number;
}

/**
 * `duration` seconds of autocannon on `url`. p99 is computed here from every response's time
 * (hrtime, fractions of a millisecond): autocannon's own percentiles are whole milliseconds, too
 * coarse for 3 % of a 10 ms answer.
 */
async function load(url: string, duration: number): Promise<Run> {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections: CONNECTIONS, duration }, (error, done) => (error ? reject(error) : resolve(done)));
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  return {
    rps: Math.round(result.requests.total / duration),
    p99: Math.round((times[Math.min(times.length - 1, Math.ceil(times.length * 0.99) - 1)] ?? 0) * 10) / 10,
    errors: result.errors + result.timeouts,
    load: Math.round(os.loadavg()[0]! * 100) / 100,
  };
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const percent = (value: number) => `${value > 0 ? '+' : ''}${(value * 100).toFixed(1)} %`;

async function main() {
  if (!args.has('--no-build')) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  console.log('Starting two page servers (none, 10,000 redirects)…');
  const none = await startPageServer('bench-redirects-none');
  let many: PageServer | undefined;
  try {
    many = await startPageServer('bench-redirects-10k');
    const setups = [
      { side: none, auth: await signIn(none.base) },
      { side: many, auth: await signIn(many.base) },
    ];
    for (const { side, auth } of setups) await removeAll(side.base, auth);
    console.log(`Importing ${REDIRECTS.toLocaleString('en-US')} redirects in parts of ${IMPORT_LINES.toLocaleString('en-US')}…`);
    const importStarted = performance.now();
    await importRedirects(many.base, setups[1]!.auth);
    const importSeconds = Math.round((performance.now() - importStarted) / 100) / 10;
    await answers(many.base, OLD_ADDRESS, 301);
    await answers(none.base, OLD_ADDRESS, 302);

    const sides = [
      { name: 'none', base: none.base },
      { name: '10,000', base: many.base },
    ];
    console.log(`Warming up, then ${ROUNDS} rounds of ${DURATION} s per target and side, alternating (${CONNECTIONS} connections)…`);
    for (const target of TARGETS) for (const side of sides) await load(`${side.base}${target.path}`, 2);
    const runs: (Run & { round: number; target: string; side: string })[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      for (const target of TARGETS) {
        // Each round starts with the other side, so neither always runs on a machine the other just warmed.
        for (const side of round % 2 ? sides : [...sides].reverse()) {
          const run = { round, target: target.name, side: side.name, ...(await load(`${side.base}${target.path}`, DURATION)) };
          runs.push(run);
          console.log(`  round ${round}  ${target.name.padEnd(13)} ${side.name.padEnd(7)} ${String(run.rps).padStart(6)} req/s   p99 ${run.p99} ms   load ${run.load}`);
        }
      }
    }

    const results = TARGETS.map((target) => {
      const of = (side: string) => runs.filter((run) => run.target === target.name && run.side === side);
      const summary = (side: string) => ({ rps: median(of(side).map((run) => run.rps)), p99: median(of(side).map((run) => run.p99)), errors: of(side).reduce((n, run) => n + run.errors, 0) });
      const before = summary('none');
      const after = summary('10,000');
      const rpsChange = (after.rps - before.rps) / before.rps;
      const p99Change = (after.p99 - before.p99) / before.p99;
      const worse = target.judged && (rpsChange < -TOLERANCE || p99Change > TOLERANCE);
      return { target: target.name, path: target.path, judged: target.judged, none: before, tenThousand: after, rpsChange, p99Change, worse };
    });

    const meta = {
      ...runMeta(),
      redirects: REDIRECTS,
      importSeconds,
      rounds: ROUNDS,
      durationSeconds: DURATION,
      connections: CONNECTIONS,
      tolerance: TOLERANCE,
    };
    mkdirSync(path.join(ROOT, 'bench'), { recursive: true });
    writeFileSync(path.join(ROOT, 'bench/redirects.json'), `${JSON.stringify({ ...meta, results, runs }, null, 2)}\n`);
    const table = [
      '| Request | Path | req/s, none | req/s, 10,000 | Difference | p99, none (ms) | p99, 10,000 (ms) | Difference | Judged |',
      '|---|---|---:|---:|---:|---:|---:|---:|---|',
      ...results.map(
        (r) =>
          `| ${r.target} | \`${r.path}\` | ${r.none.rps} | ${r.tenThousand.rps} | ${percent(r.rpsChange)} | ${r.none.p99} | ${r.tenThousand.p99} | ${percent(r.p99Change)} | ${r.judged ? (r.worse ? '**worse than 3 %**' : 'within 3 %') : 'shown only (different answers)'} |`,
      ),
    ];
    const loads = runs.map((run) => run.load);
    writeFileSync(
      path.join(ROOT, 'bench/redirects.md'),
      [
        '# Managed redirects benchmark',
        '',
        `Generated by \`npm run bench:redirects\` on ${meta.date}: ${meta.cpus} × ${meta.cpu}, Node ${meta.node}. The built page server twice, each on its own embedded database: none (the seeded redirect removed) and ${REDIRECTS.toLocaleString('en-US')} managed redirects (imported through the API in ${REDIRECTS / IMPORT_LINES} parts, ${importSeconds} s). autocannon with ${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION} s per request and side, alternating, after a 2 s warm-up; medians of the rounds. Load average (1 min) during the runs: ${Math.min(...loads)}–${Math.max(...loads)}.`,
        '',
        ...table,
        '',
        `The public page and the unknown path get the same answer from both servers, so they are judged: the ${REDIRECTS.toLocaleString('en-US')} case fails when it has more than ${TOLERANCE * 100} % fewer requests per second or a p99 more than ${TOLERANCE * 100} % higher. The old address is a 301 (its hit counted) with the redirects and the home-page fallback's 302 without them: shown, not judged.`,
        '',
      ].join('\n'),
    );
    console.log(`\n${table.join('\n')}\n\nWrote bench/redirects.json and bench/redirects.md`);
    const failed = results.filter((r) => r.worse);
    if (failed.length) {
      console.error(`With ${REDIRECTS.toLocaleString('en-US')} redirects, more than ${TOLERANCE * 100} % worse than none: ${failed.map((r) => r.target).join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    await many?.stop();
    await none.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
