import { versioned, type AnyContentType, type RecordOf } from 'contracts';
import type { Queryable } from '../db/database';

/** Column values of a create or update: the declaration's writable fields. */
export type ColumnValues = Record<string, unknown>;

/**
 * Every SQL statement on a content type's table, derived from its declaration: the columns are
 * its fields that have an output, the list order is `order`. Identifiers come from declarations,
 * never from a request; values are always parameters.
 */
export function contentRepository<T extends AnyContentType>(type: T) {
  type Row = RecordOf<T>;
  const { table } = type;
  // A type with localized fields keeps the other locales in `translations` (docs/i18n.md, "Content"):
  // written like a column, except that a write without it keeps what is stored.
  const translated = type.localized.length > 0;
  const writable = [...type.writable, ...(translated ? ['translations'] : [])];
  const hasVersion = versioned(type);
  const columns = ['id', ...type.columns, ...(translated ? ['translations'] : []), 'created_at', 'updated_at', ...(hasVersion ? ['version'] : [])].join(', ');
  const values = (fields: ColumnValues) =>
    writable.map((column) =>
      column === 'translations' ? (fields.translations == null ? null : JSON.stringify(fields.translations)) : (fields[column] ?? null),
    );
  const placeholders = writable.map((column, i) => (column === 'translations' ? `COALESCE($${i + 1}::jsonb, '{}'::jsonb)` : `$${i + 1}`)).join(', ');
  const assignments = writable
    .map((column, i) => (column === 'translations' ? `translations = COALESCE($${i + 2}::jsonb, translations)` : `${column} = $${i + 2}`))
    .join(', ');
  const at = `$${writable.length + 1}::timestamptz`;
  // A type with a publication workflow shows the public only its live records (docs/workflow.md).
  const live = type.workflow ? `WHERE state = '${type.workflow.live}'` : '';
  const liveAnd = type.workflow ? `state = '${type.workflow.live}' AND` : '';

  return {
    /** The public list: every record, or only the live ones of a type with a workflow. */
    list: (db: Queryable) => db.query<Row>(`SELECT ${columns} FROM ${table} ${live} ORDER BY ${type.order}`),

    /** The public read: undefined for a record that is not live. */
    async findById(db: Queryable, id: number): Promise<Row | undefined> {
      return (await db.query<Row>(`SELECT ${columns} FROM ${table} WHERE ${liveAnd} id = $1`, [id]))[0];
    },

    async count(db: Queryable): Promise<number> {
      return (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;
    },

    /** `createdAt` is for the demo seed, which spreads its posts over time. */
    async create(db: Queryable, fields: ColumnValues, createdAt?: Date): Promise<Row> {
      const rows = await db.query<Row>(
        `INSERT INTO ${table} (${writable.join(', ')}, created_at, updated_at)
         VALUES (${placeholders}, COALESCE(${at}, now()), COALESCE(${at}, now())) RETURNING ${columns}`,
        [...values(fields), createdAt?.toISOString() ?? null],
      );
      return rows[0]!;
    },

    /** `by`: the user who edits, named to whoever then finds the record changed under them. */
    async update(db: Queryable, id: number, fields: ColumnValues, by?: number): Promise<Row | undefined> {
      const stamp = hasVersion ? `, version = version + 1, updated_by = $${writable.length + 2}` : '';
      const rows = await db.query<Row>(`UPDATE ${table} SET ${assignments}, updated_at = now()${stamp} WHERE id = $1 RETURNING ${columns}`, [
        id,
        ...values(fields),
        ...(hasVersion ? [by ?? null] : []),
      ]);
      return rows[0];
    },

    /**
     * The record's version and who last changed it and when, locked for this transaction: what a
     * stale update is refused with (docs/workflow.md, "Conflicts").
     */
    async lockVersion(
      db: Queryable,
      id: number,
    ): Promise<{ version: number; updated_at: string; updated_by: number | null; updated_by_name: string | null; values: ColumnValues } | undefined> {
      // The stored values too: what an update changed is named in the audit trail. A type without
      // versions (none the back office updates) reads as version 1.
      const stamps = hasVersion
        ? `version, updated_by, (SELECT u.full_name FROM users u WHERE u.id = ${table}.updated_by) AS updated_by_name`
        : '1 AS version, NULL::int AS updated_by, NULL::text AS updated_by_name';
      const rows = await db.query<{ version: number; updated_at: string; updated_by: number | null; updated_by_name: string | null } & ColumnValues>(
        `SELECT ${writable.join(', ')}, updated_at, ${stamps} FROM ${table} WHERE id = $1 FOR UPDATE`,
        [id],
      );
      const row = rows[0];
      if (!row) return undefined;
      const { version, updated_at, updated_by, updated_by_name, ...values } = row;
      return { version, updated_at, updated_by, updated_by_name, values };
    },

    async remove(db: Queryable, id: number): Promise<boolean> {
      return (await db.query(`DELETE FROM ${table} WHERE id = $1 RETURNING id`, [id])).length > 0;
    },
  };
}
