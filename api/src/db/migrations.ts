import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Queryable } from './database';

/**
 * The versioned schema: numbered SQL files in `migrations/` (their README says how to add one).
 * They run at start inside one transaction that holds an advisory lock, so several instances
 * starting together apply each migration exactly once. Each applied file's checksum is kept in
 * `schema_migrations`; a shipped file that changed afterwards stops the start (docs/decisions/0221-migrations-as-sql-files.md).
 */
export interface Migration {
  version: number;
  name: string;
  /** The file's name, e.g. '0004-contact-inbox-states-replies-settings.sql'. */
  file: string;
  sql: string;
  /** SHA-256 of the file's text (line endings as LF), hex. */
  checksum: string;
}

/**
 * Beside this module in the source; api/build.mjs copies the files beside the bundle (`dist/migrations`),
 * whose `__dirname` its banner defines.
 */
export const MIGRATIONS_DIR = join(__dirname, 'migrations');

const FILE_NAME = /^(\d{4})-[a-z0-9]+(?:-[a-z0-9]+)*\.sql$/;
const HEADER = /^-- (\d+)\. (\S.*)$/;
/** Numbers never to use again: 9 went to a migration that never shipped, which a database may have recorded (migrations/README.md). */
const RETIRED = new Set([9]);

/** The migrations in `dir`, in order; a file that breaks the naming rules is an error, not skipped. */
export function loadMigrations(dir = MIGRATIONS_DIR): Migration[] {
  let files: string[];
  try {
    files = readdirSync(dir)
      .filter((file) => file.endsWith('.sql'))
      .sort();
  } catch (error) {
    throw new Error(`The database migrations are missing: cannot read ${dir} (${(error as Error).message})`);
  }
  const migrations = files.map((file) => {
    const number = FILE_NAME.exec(file);
    if (!number) throw new Error(`Migration file ${file} is not named NNNN-words.sql`);
    const text = readFileSync(join(dir, file), 'utf8').replace(/\r\n/g, '\n');
    const header = HEADER.exec(text.slice(0, text.indexOf('\n')));
    const version = Number(number[1]);
    if (!header || Number(header[1]) !== version) throw new Error(`Migration ${file} must begin with the line "-- ${version}. <what it does>"`);
    if (RETIRED.has(version)) throw new Error(`Migration ${file} takes the retired number ${version}: give it the next number after the last migration`);
    return { version, name: header[2]!, file, sql: text, checksum: createHash('sha256').update(text).digest('hex') };
  });
  migrations.forEach((migration, i) => {
    if (i > 0 && migration.version === migrations[i - 1]!.version)
      throw new Error(`Migrations ${migrations[i - 1]!.file} and ${migration.file} have the same number`);
  });
  if (!migrations.length) throw new Error(`The database migrations are missing: ${dir} holds no .sql file`);
  return migrations;
}

export const MIGRATIONS: readonly Migration[] = loadMigrations();

/** Any constant works; it only has to be the same in every instance. */
const MIGRATION_LOCK = 7_302_417;

export async function lockForStartup(tx: Queryable): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
}

/** A shipped migration changed after a database applied it: the start stops here. */
class EditedMigrationError extends Error {
  constructor(
    readonly migration: Migration,
    recorded: string,
  ) {
    super(
      `Migration ${migration.file} was changed after this database applied it (checksum ${recorded.slice(0, 12)}… then, ${migration.checksum.slice(0, 12)}… now). ` +
        'A shipped migration is never edited: restore the file as it shipped and put the change in a new migration (api/src/db/migrations/README.md).',
    );
    this.name = 'EditedMigrationError';
  }
}

/**
 * Applies pending migrations; returns the versions applied. Call inside a transaction after
 * lockForStartup. Versions recorded without a checksum (applied by a release from before the SQL
 * files, or by an older release after a rollback) get the checksum of their file and are not run
 * again; versions the database has and these files lack (a newer release's, after a rollback) are
 * left alone (docs/decisions/0108-migrations-are-additive.md).
 */
export async function migrate(tx: Queryable, migrations: readonly Migration[] = MIGRATIONS): Promise<number[]> {
  await tx.query(`
    CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
  // Kept by the runner, not by a migration: the runner needs it before any migration runs.
  await tx.query('ALTER TABLE schema_migrations ADD COLUMN IF NOT EXISTS checksum text');
  const recorded = new Map(
    (await tx.query<{ version: number; checksum: string | null }>('SELECT version, checksum FROM schema_migrations')).map((r) => [r.version, r.checksum]),
  );
  const latest = Math.max(0, ...recorded.keys());
  for (const migration of migrations) {
    const checksum = recorded.get(migration.version);
    if (checksum && checksum !== migration.checksum) throw new EditedMigrationError(migration, checksum);
    // Run after a later one, it would meet a schema its author never saw.
    if (!recorded.has(migration.version) && migration.version < latest) {
      throw new Error(`Migration ${migration.file} is new to this database, which already has migration ${latest}: number it after the last migration`);
    }
  }
  const applied: number[] = [];
  for (const migration of migrations) {
    if (recorded.has(migration.version)) {
      if (recorded.get(migration.version) === null) {
        await tx.query('UPDATE schema_migrations SET checksum = $2, updated_at = now() WHERE version = $1', [migration.version, migration.checksum]);
      }
      continue;
    }
    await tx.exec(migration.sql);
    await tx.query('INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)', [migration.version, migration.name, migration.checksum]);
    applied.push(migration.version);
  }
  return applied;
}
