import type { ImageInfo } from 'contracts';
import type { Queryable } from '../db/database';

/** Every SQL statement on `images`: what is known of each stored image (docs/performance.md, "Responsive images"). */
export const imagesRepository = {
  /** The known images among `paths`, by path. */
  async find(db: Queryable, paths: readonly string[]): Promise<Map<string, ImageInfo>> {
    if (!paths.length) return new Map();
    const rows = await db.query<ImageInfo & { path: string }>(
      'SELECT path, width, height, placeholder, widths, formats FROM images WHERE path = ANY($1::text[])',
      [paths],
    );
    return new Map(rows.map(({ path, ...info }) => [path, info]));
  },

  /** Written once the renditions are on disk; writing again (two instances at once) keeps the last. */
  async save(db: Queryable, path: string, info: ImageInfo): Promise<void> {
    await db.query(
      `INSERT INTO images (path, width, height, placeholder, widths, formats) VALUES ($1, $2, $3, $4, $5::integer[], $6::text[])
       ON CONFLICT (path) DO UPDATE SET width = EXCLUDED.width, height = EXCLUDED.height, placeholder = EXCLUDED.placeholder,
         widths = EXCLUDED.widths, formats = EXCLUDED.formats`,
      [path, info.width, info.height, info.placeholder, info.widths, info.formats],
    );
  },

  /**
   * Uploads that records show in a responsive image field (`columns`: table → its columns, in the
   * order to make them) but that have no renditions yet: the demo seed's images, and any stored
   * before renditions existed. Identifiers come from declarations, never from a request.
   */
  async missing(db: Queryable, columns: ReadonlyMap<string, readonly string[]>): Promise<string[]> {
    const selects = [...columns]
      .flatMap(([table, names]) => names.map((name) => [table, name] as const))
      .map(([table, name], rank) => `SELECT ${name} AS path, ${rank} AS rank FROM ${table} WHERE ${name} LIKE '/uploads/%'`);
    if (!selects.length) return [];
    const rows = await db.query<{ path: string }>(
      `SELECT used.path FROM (${selects.join(' UNION ALL ')}) used
       WHERE NOT EXISTS (SELECT 1 FROM images WHERE images.path = used.path) GROUP BY used.path ORDER BY min(used.rank), used.path`,
    );
    return rows.map((row) => row.path);
  },
};
