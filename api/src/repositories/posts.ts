import type { Post, PostStatus } from '@schemas';
import type { Queryable } from '../db/database';

/** Every SQL statement on `posts`. */
const COLUMNS = 'id, title, description, published, category, image_url, status, client, created_at, updated_at';

export interface PostFields {
  title: string;
  description: string;
  published: string | null;
  category: string;
  image_url: string;
  status: PostStatus;
  client: string | null;
}

export const postsRepository = {
  /** Newest first (spec §9); id breaks ties so the order is stable. */
  list: (db: Queryable) => db.query<Post>(`SELECT ${COLUMNS} FROM posts ORDER BY created_at DESC, id DESC`),

  async findById(db: Queryable, id: number): Promise<Post | undefined> {
    return (await db.query<Post>(`SELECT ${COLUMNS} FROM posts WHERE id = $1`, [id]))[0];
  },

  async count(db: Queryable): Promise<number> {
    return (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM posts'))[0]!.n;
  },

  /** `createdAt` is for the demo seed, which spreads its posts over time. */
  async create(db: Queryable, f: PostFields, createdAt?: Date): Promise<Post> {
    const rows = await db.query<Post>(
      `INSERT INTO posts (title, description, published, category, image_url, status, client, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, COALESCE($8::timestamptz, now()), COALESCE($8::timestamptz, now()))
       RETURNING ${COLUMNS}`,
      [f.title, f.description, f.published, f.category, f.image_url, f.status, f.client, createdAt?.toISOString() ?? null],
    );
    return rows[0]!;
  },

  async update(db: Queryable, id: number, f: PostFields): Promise<Post | undefined> {
    const rows = await db.query<Post>(
      `UPDATE posts SET title = $2, description = $3, published = $4, category = $5, image_url = $6,
              status = $7, client = $8, updated_at = now()
       WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, f.title, f.description, f.published, f.category, f.image_url, f.status, f.client],
    );
    return rows[0];
  },

  async remove(db: Queryable, id: number): Promise<boolean> {
    return (await db.query('DELETE FROM posts WHERE id = $1 RETURNING id', [id])).length > 0;
  },
};
