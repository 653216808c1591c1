import { existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_TEMPLATE } from './paths';

/**
 * initdb of a fresh PGlite takes ~2 s; every test app copies this empty, initialised cluster
 * instead. It holds no schema: each app still runs the real migrations.
 */
export default async function globalSetup() {
  if (existsSync(join(PGLITE_TEMPLATE, 'PG_VERSION'))) return;
  const building = mkdtempSync(join(tmpdir(), 'api-pglite-building-'));
  const db = await PGlite.create(building);
  await db.close();
  try {
    renameSync(building, PGLITE_TEMPLATE);
  } catch {
    rmSync(building, { recursive: true, force: true }); // another run won the race
  }
}
