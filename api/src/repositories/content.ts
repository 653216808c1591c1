import type { AnyContentType, RecordOf } from '@schemas';
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
  const { table, writable } = type;
  const columns = ['id', ...type.columns, 'created_at', 'updated_at'].join(', ');
  const values = (fields: ColumnValues) => writable.map((column) => fields[column] ?? null);
  const placeholders = writable.map((_, i) => `$${i + 1}`).join(', ');
  const assignments = writable.map((column, i) => `${column} = $${i + 2}`).join(', ');
  const at = `$${writable.length + 1}::timestamptz`;

  return {
    list: (db: Queryable) => db.query<Row>(`SELECT ${columns} FROM ${table} ORDER BY ${type.order}`),

    async findById(db: Queryable, id: number): Promise<Row | undefined> {
      return (await db.query<Row>(`SELECT ${columns} FROM ${table} WHERE id = $1`, [id]))[0];
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

    async update(db: Queryable, id: number, fields: ColumnValues): Promise<Row | undefined> {
      const rows = await db.query<Row>(`UPDATE ${table} SET ${assignments}, updated_at = now() WHERE id = $1 RETURNING ${columns}`, [id, ...values(fields)]);
      return rows[0];
    },

    async remove(db: Queryable, id: number): Promise<boolean> {
      return (await db.query(`DELETE FROM ${table} WHERE id = $1 RETURNING id`, [id])).length > 0;
    },
  };
}

export type ContentRepository<T extends AnyContentType> = ReturnType<typeof contentRepository<T>>;
