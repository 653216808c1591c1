import type { Queryable } from '../db/database';

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
};
