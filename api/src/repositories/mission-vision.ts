import type { MissionVision } from '@schemas';
import type { Queryable } from '../db/database';

/** Every SQL statement on `mission_vision`. Items are edited, never created or deleted, through the API. */
const COLUMNS = 'id, title, icon, text, image_url, created_at, updated_at';

export interface MissionVisionFields {
  title: string;
  icon: string;
  text: string;
  image_url: string | null;
}

export const missionVisionRepository = {
  list: (db: Queryable) => db.query<MissionVision>(`SELECT ${COLUMNS} FROM mission_vision ORDER BY id`),

  async count(db: Queryable): Promise<number> {
    return (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM mission_vision'))[0]!.n;
  },

  async create(db: Queryable, f: MissionVisionFields): Promise<MissionVision> {
    const rows = await db.query<MissionVision>(
      `INSERT INTO mission_vision (title, icon, text, image_url) VALUES ($1, $2, $3, $4) RETURNING ${COLUMNS}`,
      [f.title, f.icon, f.text, f.image_url],
    );
    return rows[0]!;
  },

  async update(db: Queryable, id: number, f: MissionVisionFields): Promise<MissionVision | undefined> {
    const rows = await db.query<MissionVision>(
      `UPDATE mission_vision SET title = $2, icon = $3, text = $4, image_url = $5, updated_at = now()
       WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, f.title, f.icon, f.text, f.image_url],
    );
    return rows[0];
  },
};
