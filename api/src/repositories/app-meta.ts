import { RETENTION_DEFAULT_MONTHS } from 'contracts';
import type { Queryable } from '../db/database';

/** How long archived and spam messages are kept (docs/inbox.md): set by an Admin, read by the daily purge. */
const RETENTION_KEY = 'contact_retention_months';

/** Every SQL statement on `app_meta`: small facts about this installation. */
export const appMetaRepository = {
  async get(db: Queryable, key: string): Promise<string | undefined> {
    return (await db.query<{ value: string }>('SELECT value FROM app_meta WHERE key = $1', [key]))[0]?.value;
  },

  async set(db: Queryable, key: string, value: string): Promise<void> {
    await db.query(
      `INSERT INTO app_meta (key, value) VALUES ($1, $2)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
      [key, value],
    );
  },

  async retentionMonths(db: Queryable): Promise<number> {
    const stored = Number(await appMetaRepository.get(db, RETENTION_KEY));
    return Number.isInteger(stored) && stored > 0 ? stored : RETENTION_DEFAULT_MONTHS;
  },

  setRetentionMonths: (db: Queryable, months: number) => appMetaRepository.set(db, RETENTION_KEY, String(months)),
};
