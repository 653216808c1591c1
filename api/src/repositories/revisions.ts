import { TRANSLATED_LOCALES, type AnyContentType, type DeletedRecord, type Revision, type RevisionAction } from 'contracts';
import type { Queryable } from '../db/database';
import type { ColumnValues } from './content';

/** A revision as stored, with the record it belongs to (what a restore checks). */
export interface StoredRevision {
  id: number;
  content_type: string;
  record_id: number;
  number: number;
  action: RevisionAction;
  values: ColumnValues;
}

type Row = Record<string, unknown>;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
// No translations ({}) is nothing given, like a blank field.
const filled = (value: unknown) => value !== null && value !== undefined && value !== '' && !(typeof value === 'object' && Object.keys(value).length === 0);

/** The localized fields whose value in each translated locale differs between two revisions' `translations`. */
function translatedChanges(localized: readonly string[], now: unknown, before: unknown): Record<string, string[]> {
  const of = (translations: unknown, locale: string) => ((translations ?? {}) as Record<string, Record<string, unknown> | undefined>)[locale] ?? {};
  const changes = TRANSLATED_LOCALES.map((locale) => [locale, localized.filter((field) => !same(of(now, locale)[field], of(before, locale)[field]))] as const);
  return Object.fromEntries(changes.filter(([, fields]) => fields.length > 0));
}

const REVISION = `r.id::int AS id, r.number, r.at, r.actor_id, (SELECT u.full_name FROM users u WHERE u.id = r.actor_id) AS actor_name,
  r.action, r.detail, r.comment, r.fields, r.state, r.pending_state, r.snapshot AS "values"`;

/**
 * The SQL of a type's history (docs/workflow.md, "History"): one table for every type, keyed by the
 * type's address segment (as the audit trail names it) and the record's id. A revision holds the
 * values a save produced: the record's fields, or its pending draft's when the save made one.
 * Every statement runs inside the write's transaction, under the record's lock, so numbers never race.
 */
export function revisionsRepository(type: AnyContentType) {
  const { table, resource } = type;
  // A revision keeps the translations too, so a restore brings them back (docs/i18n.md, "Content").
  const writable = [...type.writable, ...(type.localized.length ? ['translations'] : [])];

  const rowOf = async (db: Queryable, id: number): Promise<Row | undefined> =>
    (await db.query<{ row: Row }>(`SELECT to_jsonb(t) AS row FROM ${table} t WHERE id = $1`, [id]))[0]?.row;
  /** The version a save produced: a pending draft's values when there is one (docs/workflow.md, "Pending drafts"). */
  const valuesOf = (row: Row): ColumnValues => {
    const source = row.pending_state && row.pending && typeof row.pending === 'object' ? (row.pending as Row) : row;
    // A pending draft saved without translations publishes with the stored ones (they are kept).
    return Object.fromEntries(writable.map((column) => [column, source[column] ?? (column === 'translations' ? (row.translations ?? null) : null)]));
  };
  const stateOf = (row: Row) => ({
    state: typeof row.state === 'string' ? row.state : null,
    pending_state: typeof row.pending_state === 'string' ? row.pending_state : null,
  });
  const latest = async (db: Queryable, id: number) =>
    (
      await db.query<{ number: number; action: RevisionAction; values: ColumnValues; stored_row: Row | null }>(
        `SELECT number, action, snapshot AS "values", stored_row FROM content_revisions WHERE content_type = $1 AND record_id = $2 ORDER BY number DESC LIMIT 1`,
        [resource, id],
      )
    )[0];

  async function insert(
    db: Queryable,
    id: number,
    revision: {
      number: number;
      at?: unknown;
      actor: number | null;
      action: RevisionAction;
      detail?: string | null;
      comment?: string | null;
      fields: string[];
      row: Row;
      keepRow?: boolean;
    },
  ) {
    const { state, pending_state } = stateOf(revision.row);
    await db.query(
      `INSERT INTO content_revisions (content_type, record_id, number, at, actor_id, action, detail, fields, state, pending_state, snapshot, stored_row, comment)
       VALUES ($1, $2, $3, COALESCE($4::timestamptz, now()), $5, $6, $7, $8::text[], $9, $10, $11::jsonb, $12::jsonb, $13)`,
      [
        resource,
        id,
        revision.number,
        typeof revision.at === 'string' ? revision.at : null,
        revision.actor,
        revision.action,
        revision.detail ?? null,
        revision.fields,
        state,
        pending_state,
        JSON.stringify(valuesOf(revision.row)),
        revision.keepRow ? JSON.stringify(revision.row) : null,
        revision.comment ?? null,
      ],
    );
  }

  return {
    /**
     * Before a write of an existing record: when it has no revision yet (it is older than history,
     * or was seeded), its values so far become revision 1, so the first change can be compared and undone.
     */
    async baseline(db: Queryable, id: number): Promise<void> {
      if (await latest(db, id)) return;
      const row = await rowOf(db, id);
      if (!row) return;
      const actor = typeof row.updated_by === 'number' ? row.updated_by : null;
      await insert(db, id, { number: 1, at: row.updated_at, actor, action: 'baseline', fields: [], row });
    },

    /**
     * After a write (before a delete): the record as it now is, with the names of the fields that
     * changed since the revision before. A delete keeps the whole row, to bring it back from.
     */
    async record(
      db: Queryable,
      id: number,
      save: { action: RevisionAction; by: number | null; detail?: string | null; comment?: string | null },
    ): Promise<void> {
      const row = await rowOf(db, id);
      if (!row) return;
      const previous = await latest(db, id);
      const values = valuesOf(row);
      const fields = previous
        ? writable.filter((column) => !same(previous.values[column], values[column]))
        : writable.filter((column) => filled(values[column]));
      await insert(db, id, {
        number: (previous?.number ?? 0) + 1,
        actor: save.by,
        action: save.action,
        detail: save.detail,
        comment: save.comment,
        fields,
        row,
        keepRow: save.action === 'deleted',
      });
    },

    /**
     * The newest revisions of a record and how many it has. A type with translations also names,
     * per locale, the localized fields a revision changed (`translated`), against the translations
     * of the revision before it (which may be older than the page).
     */
    async list(db: Queryable, id: number, limit: number): Promise<{ items: Revision[]; total: number }> {
      const previous = type.localized.length ? `, lead(r.snapshot -> 'translations') OVER (ORDER BY r.number DESC) AS previous_translations` : '';
      const [items, counted] = await Promise.all([
        db.query<Revision & { previous_translations?: unknown }>(
          `SELECT * FROM (SELECT ${REVISION}${previous} FROM content_revisions r WHERE r.content_type = $1 AND r.record_id = $2) page ORDER BY number DESC LIMIT ${limit}`,
          [resource, id],
        ),
        db.query<{ n: number }>(`SELECT count(*)::int AS n FROM content_revisions WHERE content_type = $1 AND record_id = $2`, [resource, id]),
      ]);
      return {
        items: items.map(({ previous_translations, ...item }) => ({
          ...item,
          at: new Date(item.at).toISOString(),
          ...(previous
            ? { translated: item.fields.includes('translations') ? translatedChanges(type.localized, item.values.translations, previous_translations) : {} }
            : {}),
        })),
        total: counted[0]!.n,
      };
    },

    /** One revision by its id, of whichever record and type it is. */
    async find(db: Queryable, revisionId: number): Promise<StoredRevision | undefined> {
      return (
        await db.query<StoredRevision>(
          `SELECT id::int AS id, content_type, record_id, number, action, snapshot AS "values" FROM content_revisions WHERE id = $1`,
          [revisionId],
        )
      )[0];
    },

    /** Records of this type whose last revision is their delete: the section's "Deleted" list, newest first. */
    async deleted(db: Queryable): Promise<DeletedRecord[]> {
      const rows = await db.query<DeletedRecord>(
        `SELECT r.record_id AS id, r.at AS deleted_at, r.actor_id, (SELECT u.full_name FROM users u WHERE u.id = r.actor_id) AS actor_name, r.snapshot AS "values"
         FROM content_revisions r
         WHERE r.content_type = $1 AND r.action = 'deleted'
           AND NOT EXISTS (SELECT 1 FROM content_revisions n WHERE n.content_type = r.content_type AND n.record_id = r.record_id AND n.number > r.number)
         ORDER BY r.at DESC, r.id DESC`,
        [resource],
      );
      return rows.map((row) => ({ ...row, deleted_at: new Date(row.deleted_at).toISOString() }));
    },

    /** Is the record deleted (its last revision is its delete)? The row it had, if so. */
    async deletedRow(db: Queryable, id: number): Promise<Row | undefined> {
      const last = await latest(db, id);
      return last?.action === 'deleted' && last.stored_row ? last.stored_row : undefined;
    },

    /**
     * Puts a deleted record back as it was stored, under its own id (its public address works
     * again), with the columns the table has now; a scheduled time is dropped, and its version
     * moves on so a form opened before the delete cannot save over it unchecked. False when a
     * record with that id is already there (brought back by someone else meanwhile).
     */
    async undelete(db: Queryable, id: number, stored: Row, by: number): Promise<boolean> {
      const existing = await db.query<{ column_name: string }>(
        `SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1`,
        [table],
      );
      const columns = existing.map((c) => c.column_name).filter((name) => name in stored && name !== 'publish_at');
      const list = columns.map((name) => `"${name.replace(/"/g, '""')}"`).join(', ');
      const inserted = await db.query(
        `INSERT INTO ${table} (${list}) SELECT ${list} FROM jsonb_populate_record(NULL::${table}, $1::jsonb) ON CONFLICT (id) DO NOTHING RETURNING id`,
        [JSON.stringify({ ...stored, id })],
      );
      if (inserted.length === 0) return false;
      if ('version' in stored) await db.query(`UPDATE ${table} SET version = version + 1, updated_by = $2, updated_at = now() WHERE id = $1`, [id, by]);
      return true;
    },
  };
}
