import { LOCALES, type Locale, type SearchAppearanceFields, type SearchAppearanceRecord, type StoredSearchAppearance } from 'contracts';
import type { Queryable } from '../db/database';

/** Every SQL statement on `search_appearance` (docs/search-appearance.md). Paths arrive normalised (contracts' `searchPageOf`). */
interface Row extends StoredSearchAppearance {
  path: string;
  locale: Locale;
  updated_at: string;
}

const COLUMNS = 'path, locale, title, description, image, noindex, updated_at';
const EMPTY: StoredSearchAppearance = { title: null, description: null, image: null, noindex: false };

/** The rows of each path as one record per page, every language present (empty where nothing is set). */
function records(rows: Row[]): SearchAppearanceRecord[] {
  const pages = new Map<string, SearchAppearanceRecord>();
  for (const row of rows) {
    const page = pages.get(row.path) ?? { path: row.path, en: EMPTY, sw: EMPTY, fr: EMPTY, updated_at: null };
    page[row.locale] = { title: row.title, description: row.description, image: row.image, noindex: row.noindex };
    const at = new Date(row.updated_at).toISOString();
    if (!page.updated_at || at > page.updated_at) page.updated_at = at;
    pages.set(row.path, page);
  }
  return [...pages.values()];
}

const isEmpty = (fields: SearchAppearanceFields | undefined) => !fields || (!fields.title && !fields.description && !fields.image && !fields.noindex);

export const searchAppearanceRepository = {
  /** Every page that has something set, by path. */
  list: async (db: Queryable) => records(await db.query<Row>(`SELECT ${COLUMNS} FROM search_appearance ORDER BY path, locale`)),

  /** A page with nothing set. */
  empty: (path: string): SearchAppearanceRecord => ({ path, en: EMPTY, sw: EMPTY, fr: EMPTY, updated_at: null }),

  /** One page, every language (empty when nothing is set). */
  async find(db: Queryable, path: string): Promise<SearchAppearanceRecord> {
    const rows = await db.query<Row>(`SELECT ${COLUMNS} FROM search_appearance WHERE path = $1`, [path]);
    return records(rows)[0] ?? searchAppearanceRepository.empty(path);
  },

  /** Does a record of `table` with this id exist (in any state: an editor prepares a draft's page too)? */
  async recordExists(db: Queryable, table: string, id: number): Promise<boolean> {
    return (await db.query(`SELECT 1 FROM ${table} WHERE id = $1`, [id])).length > 0;
  },

  /** Writes what each language sets; a language with nothing set has no row (it is the fallback). */
  async save(db: Queryable, path: string, values: Partial<Record<Locale, SearchAppearanceFields>>): Promise<void> {
    for (const locale of LOCALES) {
      const fields = values[locale];
      if (isEmpty(fields)) {
        await db.query('DELETE FROM search_appearance WHERE path = $1 AND locale = $2', [path, locale]);
        continue;
      }
      await db.query(
        `INSERT INTO search_appearance (path, locale, title, description, image, noindex) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (path, locale) DO UPDATE SET title = EXCLUDED.title, description = EXCLUDED.description, image = EXCLUDED.image,
           noindex = EXCLUDED.noindex, updated_at = now()`,
        [path, locale, fields!.title, fields!.description, fields!.image, fields!.noindex],
      );
    }
  },
};
