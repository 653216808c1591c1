import type { Header } from '@schemas';
import type { Queryable } from '../db/database';

/** Every SQL statement on `headers` (the hero slides). */
const COLUMNS = 'id, title, subtitle, description, image_url, created_at, updated_at';

export interface HeaderFields {
  title: string;
  subtitle: string | null;
  description: string;
  image_url: string | null;
}

export const headersRepository = {
  list: (db: Queryable) => db.query<Header>(`SELECT ${COLUMNS} FROM headers ORDER BY id`),

  async count(db: Queryable): Promise<number> {
    return (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM headers'))[0]!.n;
  },

  async create(db: Queryable, f: HeaderFields): Promise<Header> {
    const rows = await db.query<Header>(
      `INSERT INTO headers (title, subtitle, description, image_url) VALUES ($1, $2, $3, $4) RETURNING ${COLUMNS}`,
      [f.title, f.subtitle, f.description, f.image_url],
    );
    return rows[0]!;
  },

  async update(db: Queryable, id: number, f: HeaderFields): Promise<Header | undefined> {
    const rows = await db.query<Header>(
      `UPDATE headers SET title = $2, subtitle = $3, description = $4, image_url = $5, updated_at = now()
       WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, f.title, f.subtitle, f.description, f.image_url],
    );
    return rows[0];
  },

  async remove(db: Queryable, id: number): Promise<boolean> {
    return (await db.query('DELETE FROM headers WHERE id = $1 RETURNING id', [id])).length > 0;
  },
};
