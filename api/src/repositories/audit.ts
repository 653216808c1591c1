import type { ActivityPage, AuditEntry } from 'contracts';
import type { Database, Queryable } from '../db/database';

/** One entry as stored: the activity event's ids and names, never anyone's personal data. */
export interface AuditRow {
  at: string;
  actor_id: number | null;
  actor_role: string | null;
  action: string;
  outcome: string;
  content_type: string | null;
  record_id: number | null;
  fields: string[];
  ip: string;
  reason: string | null;
}

export interface AuditFilter {
  actor?: number;
  type?: string;
  action?: string;
  /** yyyy-mm-dd, UTC days, both included. */
  from?: string;
  to?: string;
}

const ENTRY = `a.id::int AS id, a.at, a.actor_id, (SELECT u.full_name FROM users u WHERE u.id = a.actor_id) AS actor_name, a.actor_role,
  a.action, a.outcome, a.content_type, a.record_id::int AS record_id, a.fields, a.ip, a.reason`;

function where(filter: AuditFilter, params: unknown[]): string {
  const clauses: string[] = [];
  const add = (sql: (p: string) => string, value: unknown) => {
    params.push(value);
    clauses.push(sql(`$${params.length}`));
  };
  if (filter.actor !== undefined) add((p) => `a.actor_id = ${p}`, filter.actor);
  if (filter.type !== undefined) add((p) => `a.content_type = ${p}`, filter.type);
  if (filter.action !== undefined) add((p) => `a.action = ${p}`, filter.action);
  // UTC days whatever the session's time zone, as the day counts are kept (migration 11).
  if (filter.from !== undefined) add((p) => `a.at >= ${p}::date::timestamp AT TIME ZONE 'UTC'`, filter.from);
  if (filter.to !== undefined) add((p) => `a.at < (${p}::date + 1)::timestamp AT TIME ZONE 'UTC'`, filter.to);
  return clauses.length ? `WHERE ${clauses.join(' AND ')}` : '';
}

/**
 * How many entries match, for the pager, without counting them when it can (docs/workflow.md,
 * "Audit trail"): person, content type and action are summed from audit_log_counts (a few hundred
 * rows), a date range alone from audit_log_day_counts (a row a day); only a date range together
 * with another filter is counted, through the index of that filter, bounded by the range.
 */
async function countOf(db: Queryable, filter: AuditFilter): Promise<number> {
  const byKey = filter.actor !== undefined || filter.type !== undefined || filter.action !== undefined;
  const byDay = filter.from !== undefined || filter.to !== undefined;
  const params: unknown[] = [];
  const clauses: string[] = [];
  const add = (sql: (p: string) => string, value: unknown) => {
    params.push(value);
    clauses.push(sql(`$${params.length}`));
  };
  if (byKey) {
    if (filter.actor !== undefined) add((p) => `actor_id = ${p}`, filter.actor);
    if (filter.type !== undefined) add((p) => `content_type = ${p}`, filter.type);
    if (filter.action !== undefined) add((p) => `action = ${p}`, filter.action);
    const [keyed] = await db.query<{ n: number }>(`SELECT coalesce(sum(n), 0)::int AS n FROM audit_log_counts WHERE ${clauses.join(' AND ')}`, params);
    if (!byDay || keyed!.n === 0) return keyed!.n;
    const exact: unknown[] = [];
    const [counted] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log a ${where(filter, exact)}`, exact);
    return counted!.n;
  }
  if (filter.from !== undefined) add((p) => `day >= ${p}::date`, filter.from);
  if (filter.to !== undefined) add((p) => `day <= ${p}::date`, filter.to);
  const [days] = await db.query<{ n: number }>(
    `SELECT coalesce(sum(n), 0)::int AS n FROM audit_log_day_counts ${clauses.length ? `WHERE ${clauses.join(' AND ')}` : ''}`,
    params,
  );
  return days!.n;
}

/**
 * The pager's totals, remembered on PGlite (docs/workflow.md, "Audit trail", Speed). PGlite is
 * one engine in this process that serves every request in turn, and its directory has one owner,
 * so every entry is appended here and the totals are exact until the next append, which forgets
 * them all. On a PostgreSQL server other instances append too, so it counts every time (its
 * queries run side by side, and they are fast enough there).
 */
interface Totals {
  /** Moves on every append: a total counted while one was written is not kept. */
  generation: number;
  byFilter: Map<string, number>;
}
const MAX_TOTALS = 200;
const totalsOf = new WeakMap<Queryable, Totals>();

function rememberedTotals(db: Queryable): Totals | undefined {
  if ((db as Partial<Database>).kind !== 'pglite') return undefined;
  let totals = totalsOf.get(db);
  if (!totals) totalsOf.set(db, (totals = { generation: 0, byFilter: new Map() }));
  return totals;
}

async function totalOf(db: Queryable, filter: AuditFilter): Promise<number> {
  const totals = rememberedTotals(db);
  if (!totals) return countOf(db, filter);
  const key = [filter.actor, filter.type, filter.action, filter.from, filter.to].join('|');
  const known = totals.byFilter.get(key);
  if (known !== undefined) return known;
  const generation = totals.generation;
  const total = await countOf(db, filter);
  if (totals.generation === generation) {
    if (totals.byFilter.size >= MAX_TOTALS) totals.byFilter.clear();
    totals.byFilter.set(key, total);
  }
  return total;
}

/** The audit trail's SQL: append and read. There is no update or delete, and the table refuses both (migration 7). */
export const auditRepository = {
  async append(db: Queryable, row: AuditRow): Promise<void> {
    await db.query(
      `INSERT INTO audit_log (at, actor_id, actor_role, action, outcome, content_type, record_id, fields, ip, reason)
       VALUES ($1::timestamptz, $2, $3, $4, $5, $6, $7, $8::text[], $9, $10)`,
      [row.at, row.actor_id, row.actor_role, row.action, row.outcome, row.content_type, row.record_id, row.fields, row.ip, row.reason],
    );
    const totals = rememberedTotals(db);
    if (totals) {
      totals.generation += 1;
      totals.byFilter.clear();
    }
  },

  /** Forgets the remembered totals: for entries written past `append` (a test seeding the table). */
  forgetTotals(db: Queryable): void {
    totalsOf.delete(db);
  },

  /**
   * Every append rewrites a row of each count table (migration 11), and PGlite has no autovacuum:
   * without this the dead versions pile up (100,000 appends left 8,000 versions to step over for
   * one person's 25 rows) and every total gets slower. A few milliseconds on tables of a few
   * hundred rows; PostgreSQL's autovacuum does the same there.
   */
  async compactCounts(db: Database): Promise<void> {
    if (db.kind === 'pglite') await db.exec('VACUUM audit_log_counts, audit_log_day_counts');
  },

  async page(db: Queryable, filter: AuditFilter, page: number, pageSize: number): Promise<Omit<ActivityPage, 'page' | 'pageSize'>> {
    const total = await totalOf(db, filter);
    const offset = (page - 1) * pageSize;
    // Nothing to read past the end (an empty filter would otherwise walk a whole index for nothing).
    if (offset >= total) return { items: [], total };
    const params: unknown[] = [];
    const condition = where(filter, params);
    // The page's ten rows are chosen first and only they are looked up (names): rows an OFFSET skips
    // are never projected.
    const items = await db.query<AuditEntry>(
      `SELECT ${ENTRY} FROM (SELECT * FROM audit_log a ${condition} ORDER BY a.at DESC, a.id DESC LIMIT ${pageSize} OFFSET ${offset}) a ORDER BY a.at DESC, a.id DESC`,
      params,
    );
    return { items: items.map((item) => ({ ...item, at: new Date(item.at).toISOString() })), total };
  },

  /** Rows of the export after `before` (newest first), in batches, so memory stays flat. */
  async exportBatch(db: Queryable, filter: AuditFilter, before: { at: string; id: number } | null, batch: number): Promise<AuditEntry[]> {
    const params: unknown[] = [];
    let condition = where(filter, params);
    if (before) {
      params.push(before.at, before.id);
      condition = `${condition ? `${condition} AND` : 'WHERE'} (a.at, a.id) < ($${params.length - 1}::timestamptz, $${params.length})`;
    }
    const rows = await db.query<AuditEntry>(`SELECT ${ENTRY} FROM audit_log a ${condition} ORDER BY a.at DESC, a.id DESC LIMIT ${batch}`, params);
    return rows.map((row) => ({ ...row, at: new Date(row.at).toISOString() }));
  },
};
