import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MIGRATIONS, MIGRATIONS_DIR, loadMigrations, type Migration } from '../src/db/migrations';

/** A copy of the shipped migration files to change, as someone editing the repository would; `remove()` when done. */
export function copyOfShipped(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'api-migrations-'));
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The `k`th migration file after the last shipped one (`{ '0017-faqs.sql': '-- 17. faqs\n…' }`),
 * numbered from what ships, so a new shipped migration never collides with a test's.
 */
export function afterShipped(k: number, words: string, sql: string): Record<string, string> {
  const version = MIGRATIONS.at(-1)!.version + k;
  return { [`${String(version).padStart(4, '0')}-${words.replaceAll(' ', '-')}.sql`]: `-- ${version}. ${words}\n${sql}` };
}

/** The shipped migrations and `files` after them (for example `afterShipped(1, 'faqs', sql)`), read the way the API reads its own. */
export function shippedAnd(files: Record<string, string>): Migration[] {
  const copy = copyOfShipped();
  try {
    for (const [name, sql] of Object.entries(files)) writeFileSync(join(copy.dir, name), sql);
    return loadMigrations(copy.dir);
  } finally {
    copy.remove();
  }
}
