/**
 * `npm run bench:activity` — the Activity section's list with 100,000 audit entries (docs/workflow.md,
 * "Audit trail"): a benchmark, not a test. For PGlite (and PostgreSQL when DATABASE_URL is set or
 * `--postgres` is given) it migrates a throwaway database through the built API, inserts the entries
 * straight into `audit_log` (spread over two years, twelve people, every action), starts the API on
 * it, and measures with autocannon: the first page, a deep page, and each filter (person, content
 * type, action, a date range, all four). Writes bench/activity.json and bench/activity.md.
 *
 * Target: the list p99 < 50 ms. `--entries=2000 --duration=2 --out=/tmp/x` runs it small (a check
 * that it works, not a measurement; nothing is written under bench/ unless at full size).
 */
import { join } from 'node:path';
// Relative, not @schemas: the benchmark runs with tsx from the repository root, outside api's path aliases.
import { AUDIT_ACTIONS } from 'contracts/activity';
import { ROOT, bulkBackend, bulkInsert, measureSignedIn, signIn, onEachBackend, startServer, stopServer, writeReport, type MeasuredRow } from './support';

const args = process.argv.slice(2);
const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const ENTRIES = Number(option('entries') ?? 100_000);
const DURATION = Number(option('duration') ?? 10);
const OUT = option('out') ?? join(ROOT, 'bench');
const CONNECTIONS = 10;
const ADMIN_PASSWORD = 'Bench-Activity-Okapi-2031';
const TARGET = { listP99: 50 };
const actions = `ARRAY[${AUDIT_ACTIONS.map((action) => `'${action}'`).join(', ')}]`;

/** Entries generated in the database itself (the trigger refuses only changes, not inserts). */
const INSERT = `
  INSERT INTO audit_log (at, actor_id, actor_role, action, outcome, content_type, record_id, fields, ip, reason)
  SELECT now() - (g * interval '10 minutes'), 1 + g % 12, (ARRAY['Admin', 'Publisher', 'Content_Creator'])[1 + g % 3],
         (${actions})[1 + g % ${AUDIT_ACTIONS.length}], CASE WHEN g % 40 = 0 THEN 'denied' ELSE 'success' END,
         (ARRAY['posts', 'team', 'headers', 'mission-vision', 'user', 'contact'])[1 + g % 6], g % 5000,
         CASE WHEN g % 2 = 0 THEN ARRAY['title', 'description'] ELSE ARRAY[]::text[] END,
         '10.0.' || (g % 250) || '.' || (g % 200), NULL
  FROM generate_series(1, ${ENTRIES}) AS g`;

async function bench(backend: 'pglite' | 'postgres') {
  const { env, dataDir, drop } = await bulkBackend(backend, 'activity-bench', ADMIN_PASSWORD);
  console.log(`\n${backend}: migrating, then inserting ${ENTRIES.toLocaleString('en-US')} audit entries…`);
  await bulkInsert(backend, env, dataDir, INSERT, 'audit_log');
  const { child, base } = await startServer(env, undefined, 120_000);
  const rows: MeasuredRow[] = [];
  try {
    const token = await signIn(base, ADMIN_PASSWORD);
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const deep = Math.max(1, Math.floor(ENTRIES / 10 / 20));
    for (const [name, path] of [
      ['Activity, first page', '/api/activity'],
      [`Activity, page ${deep}`, `/api/activity?page=${deep}`],
      ['Activity, one person', '/api/activity?actor=5'],
      ['Activity, one content type', '/api/activity?type=posts'],
      ['Activity, one action', '/api/activity?action=sign_in'],
      ['Activity, one week', `/api/activity?from=${day(30)}&to=${day(23)}`],
      ['Activity, all four filters', `/api/activity?actor=5&type=posts&action=content_updated&from=${day(400)}&to=${day(0)}`],
    ] as const) {
      rows.push(await measureSignedIn(backend, name, `${base}${path}`, token, { connections: CONNECTIONS, duration: DURATION }));
    }
  } finally {
    await stopServer(child);
    await drop();
  }
  return { backend, rows };
}

async function main() {
  const results = await onEachBackend('The Activity benchmark (npm run bench:activity)', args, bench);
  if (!results) return;
  writeReport({
    dir: OUT,
    name: 'activity',
    title: 'Activity (audit trail) benchmark',
    sizes: { entries: ENTRIES, connections: CONNECTIONS, durationSeconds: DURATION },
    how: `${ENTRIES.toLocaleString('en-US')} entries; autocannon with ${CONNECTIONS} connections for ${DURATION} s per row, signed in as an Admin, on the same machine as the API.`,
    targets: `Target: the list answers p99 < ${TARGET.listP99} ms.`,
    target: TARGET,
    results,
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
