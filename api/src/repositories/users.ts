import type { Role, User } from '@schemas';
import type { Queryable } from '../db/database';

/** Every SQL statement on `users`. The password hash never leaves this module except for login. */
const COLUMNS = 'id, full_name, email_address, telephone_number, role, created_at, updated_at';

export interface UserFields {
  full_name: string;
  email_address: string;
  telephone_number: string;
  role: Role;
}

export const usersRepository = {
  list: (db: Queryable) => db.query<User>(`SELECT ${COLUMNS} FROM users ORDER BY id`),

  async findById(db: Queryable, id: number): Promise<User | undefined> {
    return (await db.query<User>(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [id]))[0];
  },

  async findForLogin(db: Queryable, email: string): Promise<(User & { password_hash: string }) | undefined> {
    const rows = await db.query<User & { password_hash: string }>(
      `SELECT ${COLUMNS}, password_hash FROM users WHERE lower(email_address) = lower($1)`,
      [email],
    );
    return rows[0];
  },

  async count(db: Queryable): Promise<number> {
    return (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users'))[0]!.n;
  },

  async create(db: Queryable, fields: UserFields, passwordHash: string): Promise<User> {
    const rows = await db.query<User>(
      `INSERT INTO users (full_name, email_address, telephone_number, role, password_hash)
       VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
      [fields.full_name, fields.email_address, fields.telephone_number, fields.role, passwordHash],
    );
    return rows[0]!;
  },

  /** A null passwordHash keeps the current password. */
  async update(db: Queryable, id: number, fields: UserFields, passwordHash: string | null): Promise<User | undefined> {
    const rows = await db.query<User>(
      `UPDATE users SET full_name = $2, email_address = $3, telephone_number = $4, role = $5,
              password_hash = COALESCE($6, password_hash), updated_at = now()
       WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, fields.full_name, fields.email_address, fields.telephone_number, fields.role, passwordHash],
    );
    return rows[0];
  },

  async remove(db: Queryable, id: number): Promise<boolean> {
    return (await db.query('DELETE FROM users WHERE id = $1 RETURNING id', [id])).length > 0;
  },

  /**
   * Locks the Admin rows until the transaction ends, so two concurrent changes cannot
   * both remove "the other" Admin and leave the system without one.
   */
  async lockAdmins(db: Queryable): Promise<number[]> {
    return (await db.query<{ id: number }>(`SELECT id FROM users WHERE role = 'Admin' ORDER BY id FOR UPDATE`)).map((r) => r.id);
  },

  async countAdmins(db: Queryable): Promise<number> {
    return (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM users WHERE role = 'Admin'`))[0]!.n;
  },
};
