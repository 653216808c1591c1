import type { RedirectRecord } from 'contracts';
import { stripLocale, type Redirect } from 'contracts/redirects';
import type { Queryable } from '../db/database';

/** Every SQL statement on `redirects` (docs/redirects.md). Paths arrive normalised by contracts/src/redirects.ts. */
const COLUMNS = `id, from_path AS "from", language, to_target AS "to", status::int AS status, hits::int AS hits, last_hit_at, created_at, updated_at`;

const languageOf = (from: string) => stripLocale(from).locale;

export const redirectsRepository = {
  list: (db: Queryable) => db.query<RedirectRecord>(`SELECT ${COLUMNS} FROM redirects ORDER BY from_path`),

  /** A page of the CSV export, after the path `after` (keyset paging). */
  listAfter: (db: Queryable, after: string | null, limit: number) =>
    db.query<RedirectRecord>(`SELECT ${COLUMNS} FROM redirects WHERE ($1::text IS NULL OR from_path > $1) ORDER BY from_path LIMIT $2`, [after, limit]),

  async findById(db: Queryable, id: number): Promise<RedirectRecord | undefined> {
    return (await db.query<RedirectRecord>(`SELECT ${COLUMNS} FROM redirects WHERE id = $1`, [id]))[0];
  },

  /** Every redirect as the rules compare them, keyed by `from`. */
  async table(db: Queryable): Promise<Map<string, Redirect & { id: number }>> {
    const rows = await db.query<{ id: number; from: string; to: string; status: 301 | 307 }>(
      'SELECT id, from_path AS "from", to_target AS "to", status::int AS status FROM redirects',
    );
    return new Map(rows.map((row) => [row.from, row]));
  },

  /** Changes to the table serialise on this lock, so two writers never check against the same old table. */
  lock: (db: Queryable) => db.query('LOCK TABLE redirects IN SHARE ROW EXCLUSIVE MODE'),

  /** What the page server's copy is compared with: it changes with every write (count, last change). */
  async version(db: Queryable): Promise<string> {
    const [row] = await db.query<{ n: number; at: string | null; max: number | null }>(
      `SELECT count(*)::int AS n, max(updated_at)::text AS at, max(id)::int AS max FROM redirects`,
    );
    return `${row!.n}-${row!.max ?? 0}-${row!.at ?? ''}`;
  },

  async create(db: Queryable, redirect: Redirect): Promise<RedirectRecord> {
    const rows = await db.query<RedirectRecord>(`INSERT INTO redirects (from_path, language, to_target, status) VALUES ($1, $2, $3, $4) RETURNING ${COLUMNS}`, [
      redirect.from,
      languageOf(redirect.from),
      redirect.to,
      redirect.status,
    ]);
    return rows[0]!;
  },

  /** An import's row: a new redirect, or new target and kind for a path that has one (its hits kept). */
  async upsert(db: Queryable, redirect: Redirect): Promise<{ record: RedirectRecord; created: boolean }> {
    const rows = await db.query<RedirectRecord & { created: boolean }>(
      `INSERT INTO redirects (from_path, language, to_target, status) VALUES ($1, $2, $3, $4)
       ON CONFLICT (from_path) DO UPDATE SET to_target = excluded.to_target, status = excluded.status, updated_at = now()
       RETURNING ${COLUMNS}, (xmax = 0) AS created`,
      [redirect.from, languageOf(redirect.from), redirect.to, redirect.status],
    );
    const { created, ...record } = rows[0]!;
    return { record, created };
  },

  async update(db: Queryable, id: number, redirect: Redirect): Promise<RedirectRecord | undefined> {
    const rows = await db.query<RedirectRecord>(
      `UPDATE redirects SET from_path = $2, language = $3, to_target = $4, status = $5, updated_at = now() WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, redirect.from, languageOf(redirect.from), redirect.to, redirect.status],
    );
    return rows[0];
  },

  async remove(db: Queryable, id: number): Promise<RedirectRecord | undefined> {
    return (await db.query<RedirectRecord>(`DELETE FROM redirects WHERE id = $1 RETURNING ${COLUMNS}`, [id]))[0];
  },

  /** Adds counted hits in one statement (paths that no longer exist are skipped). Does not change `updated_at`. */
  async addHits(db: Queryable, hits: ReadonlyMap<string, number>): Promise<void> {
    if (!hits.size) return;
    await db.query(
      `UPDATE redirects r SET hits = r.hits + h.n, last_hit_at = now()
       FROM (SELECT unnest($1::text[]) AS from_path, unnest($2::int[]) AS n) h WHERE r.from_path = h.from_path`,
      [[...hits.keys()], [...hits.values()]],
    );
  },
};
