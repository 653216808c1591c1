import type { Contact } from '@schemas';
import type { Queryable } from '../db/database';

/** Every SQL statement on `contacts`. Contact messages are read-only once received. */
const COLUMNS = 'id, name, email_address, message, date, created_at, updated_at';

export const contactsRepository = {
  /** Newest first: the inbox reads from the top. */
  list: (db: Queryable) => db.query<Contact>(`SELECT ${COLUMNS} FROM contacts ORDER BY date DESC, id DESC`),

  async create(db: Queryable, f: { name: string; email_address: string; message: string }): Promise<Contact> {
    const rows = await db.query<Contact>(
      `INSERT INTO contacts (name, email_address, message) VALUES ($1, $2, $3) RETURNING ${COLUMNS}`,
      [f.name, f.email_address, f.message],
    );
    return rows[0]!;
  },
};
