import type { Queryable } from '../src/db/database';

/** A table's column as the database describes it. */
export interface StoredColumn {
  table: string;
  column: string;
  /** The type as PostgreSQL prints it: 'text', 'integer', 'jsonb', 'timestamp with time zone', 'text[]'. */
  type: string;
  nullable: boolean;
}

/** Every column of every table and view in the public schema, in table and column order. */
export function columnsOf(db: Queryable): Promise<StoredColumn[]> {
  return db.query<StoredColumn>(
    `SELECT c.relname AS "table", a.attname AS "column", format_type(a.atttypid, a.atttypmod) AS type, NOT a.attnotnull AS nullable
       FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'v') AND a.attnum > 0 AND NOT a.attisdropped
      ORDER BY c.relname, a.attnum`,
  );
}

/**
 * The whole schema as text rows, to compare two databases: columns with their defaults,
 * constraints, indexes, views, triggers and functions (their bodies with white space collapsed:
 * a migration's indentation is not part of what it made).
 */
export async function schemaOf(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ row: string }>(
    `SELECT 'column ' || table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable || ' ' || coalesce(column_default, '') || ' #' || ordinal_position AS row
       FROM information_schema.columns WHERE table_schema = 'public'
     UNION ALL
     SELECT 'constraint ' || conrelid::regclass || ' ' || conname || ' ' || pg_get_constraintdef(oid)
       FROM pg_constraint WHERE connamespace = 'public'::regnamespace
     UNION ALL
     SELECT 'index ' || indexdef FROM pg_indexes WHERE schemaname = 'public'
     UNION ALL
     SELECT 'view ' || viewname || ' ' || pg_get_viewdef(viewname::regclass) FROM pg_views WHERE schemaname = 'public'
     UNION ALL
     SELECT 'trigger ' || tgrelid::regclass || ' ' || tgname || ' ' || pg_get_triggerdef(oid)
       FROM pg_trigger WHERE NOT tgisinternal AND tgrelid IN (SELECT oid FROM pg_class WHERE relnamespace = 'public'::regnamespace)
     UNION ALL
     SELECT 'function ' || proname || ' ' || regexp_replace(prosrc, '\\s+', ' ', 'g')
       FROM pg_proc WHERE pronamespace = 'public'::regnamespace AND prokind = 'f' AND prolang = (SELECT oid FROM pg_language WHERE lanname = 'plpgsql')`,
  );
  return rows.map(({ row }) => row).sort();
}
