import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MIGRATIONS_DIR, loadMigrations, type Migration } from '../src/db/migrations';

/** A copy of the shipped migration files to change, as someone editing the repository would; `remove()` when done. */
export function copyOfShipped(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'api-migrations-'));
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The shipped migrations and `files` after them ({ '0016-faqs.sql': '-- 16. faqs\n…' }), read the way the API reads its own. */
export function shippedAnd(files: Record<string, string>): Migration[] {
  const copy = copyOfShipped();
  try {
    for (const [name, sql] of Object.entries(files)) writeFileSync(join(copy.dir, name), sql);
    return loadMigrations(copy.dir);
  } finally {
    copy.remove();
  }
}
