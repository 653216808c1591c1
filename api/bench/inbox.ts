/**
 * `npm run bench:inbox` — the contact inbox with 100,000 messages (docs/inbox.md): a benchmark,
 * not a test. For PGlite (and PostgreSQL when DATABASE_URL is set or `--postgres` is given) it
 * migrates a throwaway database through the built API, inserts 100,000 messages straight into
 * the table (spread over two years, a fifth of them new, some spam), starts the API on it, and
 * measures with autocannon (10 connections, 10 s): the first page of the list, a deep page, a
 * state filter, a search, and the summary behind the sidebar's badge; then times the full CSV
 * export and the server's memory before and after it. Writes bench/inbox.json and bench/inbox.md.
 *
 * Targets: the list p99 < 50 ms; the export of 100,000 messages within 10 s, memory flat.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, bulkBackend, bulkInsert, measureSignedIn, signIn, onEachBackend, startServer, stopServer, writeReport, type MeasuredRow } from './support';
const args = new Set(process.argv.slice(2));
const MESSAGES = 100_000;
const DURATION = 10;
const CONNECTIONS = 10;
const ADMIN_PASSWORD = 'Bench-Inbox-Okapi-2031';
const TARGET = { listP99: 50, exportMs: 10_000 };

/** Rows generated in the database itself: fast, and the same on both backends. */
const INSERT = `
  INSERT INTO contacts (name, email_address, message, date, created_at, updated_at, state, spam_reasons)
  SELECT 'Visitor ' || g, 'visitor' || g || '@example.org',
         'We would like to discuss a digital services project for our institution, reference ' || g || '.',
         now() - (g * interval '10 minutes'), now() - (g * interval '10 minutes'), now() - (g * interval '10 minutes'),
         CASE WHEN g % 50 = 0 THEN 'spam' WHEN g % 5 = 0 THEN 'new' WHEN g % 5 = 1 THEN 'read' WHEN g % 5 = 2 THEN 'replied' ELSE 'archived' END,
         CASE WHEN g % 50 = 0 THEN '3 links' END
  FROM generate_series(1, ${MESSAGES}) AS g`;

type Row = MeasuredRow;

/** Resident memory of the API process, in MB. */
function rssMb(pid: number): number {
  const status = execFileSync('cat', [`/proc/${pid}/status`]).toString();
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

async function bench(backend: 'pglite' | 'postgres') {
  const { env, dataDir, drop } = await bulkBackend(backend, 'inbox-bench', ADMIN_PASSWORD);
  console.log(`\n${backend}: migrating, then inserting ${MESSAGES.toLocaleString('en-US')} messages…`);
  await bulkInsert(backend, env, dataDir, INSERT, 'contacts');
  const { child, base } = await startServer(env, undefined, 120_000);
  const rows: Row[] = [];
  let exportMs = 0;
  let memory = { before: 0, after: 0 };
  let exportedLines = 0;
  try {
    const token = await signIn(base, ADMIN_PASSWORD);
    for (const [name, path] of [
      ['list, first page (all)', '/api/contacts?page=1&state=all'],
      ['list, page 500 (all)', '/api/contacts?page=500&state=all'],
      ['list, first page (new)', '/api/contacts?page=1&state=new'],
      ['search "reference 4242"', '/api/contacts?page=1&state=all&q=reference%204242'],
      ['summary (the sidebar badge)', '/api/contacts/summary'],
    ] as const) {
      rows.push(await measureSignedIn(backend, name, `${base}${path}`, token, { connections: CONNECTIONS, duration: DURATION }));
    }
    memory.before = rssMb(child.pid!);
    const started = performance.now();
    const response = await fetch(`${base}/api/contacts/export.csv?state=all`, { headers: { authorization: `Bearer ${token}` } });
    const reader = response.body!.getReader();
    let peak = memory.before;
    let chunks = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      for (const byte of value) if (byte === 10) exportedLines++;
      if (++chunks % 20 === 0) peak = Math.max(peak, rssMb(child.pid!));
    }
    exportMs = Math.round(performance.now() - started);
    memory = { before: memory.before, after: Math.max(peak, rssMb(child.pid!)) };
    console.log(`  CSV export: ${exportedLines - 1} rows in ${exportMs} ms; API memory ${memory.before} MB before, at most ${memory.after} MB during`);
  } finally {
    await stopServer(child);
    await drop();
  }
  return { backend, rows, export: { rows: exportedLines - 1, ms: exportMs, rssBeforeMb: memory.before, rssPeakMb: memory.after } };
}

async function main() {
  const results = await onEachBackend('The inbox benchmark (npm run bench:inbox)', [...args], bench);
  if (!results) return;
  writeReport({
    dir: join(ROOT, 'bench'),
    name: 'inbox',
    title: 'Contact inbox benchmark',
    sizes: { messages: MESSAGES, connections: CONNECTIONS, durationSeconds: DURATION },
    how: `${MESSAGES.toLocaleString('en-US')} messages; autocannon with ${CONNECTIONS} connections for ${DURATION} s per row (after a 2 s warm-up), signed in as an Admin, on the same machine as the API.`,
    targets: `Targets: the list answers p99 < ${TARGET.listP99} ms; the CSV export of every message finishes within ${TARGET.exportMs / 1000} s with flat memory.`,
    target: TARGET,
    results,
    more: [
      '| Backend | CSV rows | Export time | API memory before → peak |',
      '|---|---:|---:|---|',
      ...results.map(
        (r) =>
          `| ${r.backend} | ${r.export.rows.toLocaleString('en-US')} | ${(r.export.ms / 1000).toFixed(1)} s | ${r.export.rssBeforeMb} MB → ${r.export.rssPeakMb} MB |`,
      ),
      '',
    ],
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
