import type { AccountPreferences, AccountPreferencesInput, Role, User } from 'contracts';
import type { Queryable } from '../db/database';

/** Every SQL statement on `users`. The password hash never leaves this module except for login. */
const COLUMNS = 'id, full_name, email_address, telephone_number, role, credentials_expired, created_at, updated_at';

export interface UserFields {
  full_name: string;
  email_address: string;
  telephone_number: string;
  role: Role;
}

/** A user as the auth layer sees it: the record plus the version its tokens must carry. */
export type Account = User & { token_version: number };

export const usersRepository = {
  list: (db: Queryable) => db.query<User>(`SELECT ${COLUMNS} FROM users ORDER BY id`),

  async findById(db: Queryable, id: number): Promise<User | undefined> {
    return (await db.query<User>(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [id]))[0];
  },

  async findAccount(db: Queryable, id: number): Promise<Account | undefined> {
    return (await db.query<Account>(`SELECT ${COLUMNS}, token_version FROM users WHERE id = $1`, [id]))[0];
  },

  async findForLogin(db: Queryable, email: string): Promise<(Account & { password_hash: string }) | undefined> {
    const rows = await db.query<Account & { password_hash: string }>(
      `SELECT ${COLUMNS}, token_version, password_hash FROM users WHERE lower(email_address) = lower($1)`,
      [email],
    );
    return rows[0];
  },

  async passwordHash(db: Queryable, id: number): Promise<string | undefined> {
    return (await db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [id]))[0]?.password_hash;
  },

  async count(db: Queryable): Promise<number> {
    return (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users'))[0]!.n;
  },

  async create(db: Queryable, fields: UserFields, passwordHash: string, mustChangePassword = false): Promise<User> {
    const rows = await db.query<User>(
      `INSERT INTO users (full_name, email_address, telephone_number, role, password_hash, credentials_expired)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
      [fields.full_name, fields.email_address, fields.telephone_number, fields.role, passwordHash, mustChangePassword],
    );
    return rows[0]!;
  },

  /**
   * A non-null passwordHash is an Admin setting someone's password: they choose their own at
   * next sign-in. A new password or role ends the user's tokens.
   */
  async update(db: Queryable, id: number, fields: UserFields, passwordHash: string | null): Promise<(User & { previous_role: Role }) | undefined> {
    const rows = await db.query<User & { previous_role: Role }>(
      `WITH old AS (SELECT role FROM users WHERE id = $1)
       UPDATE users SET full_name = $2, email_address = $3, telephone_number = $4, role = $5,
              password_hash = COALESCE($6, password_hash),
              credentials_expired = credentials_expired OR $6::text IS NOT NULL,
              token_version = token_version + CASE WHEN $6::text IS NOT NULL OR role <> $5 THEN 1 ELSE 0 END,
              updated_at = now()
       WHERE id = $1
       RETURNING ${COLUMNS}, (SELECT role FROM old) AS previous_role`,
      [id, fields.full_name, fields.email_address, fields.telephone_number, fields.role, passwordHash],
    );
    return rows[0];
  },

  /** What mail the user gets and the back office's language (My account). */
  async preferences(db: Queryable, id: number): Promise<AccountPreferences | undefined> {
    return (await db.query<AccountPreferences>('SELECT workflow_emails, language FROM users WHERE id = $1', [id]))[0];
  },

  /** Changes the preferences `given` names, the others kept. */
  async setPreferences(db: Queryable, id: number, given: AccountPreferencesInput): Promise<AccountPreferences | undefined> {
    return (
      await db.query<AccountPreferences>(
        `UPDATE users SET workflow_emails = COALESCE($2, workflow_emails),
                language = CASE WHEN $3 THEN $4 ELSE language END, updated_at = now()
         WHERE id = $1 RETURNING workflow_emails, language`,
        [id, given.workflow_emails ?? null, given.language !== undefined, given.language ?? null],
      )
    )[0];
  },

  /** Name and phone, as the user changes them in My account. */
  async updateProfile(db: Queryable, id: number, fields: Pick<UserFields, 'full_name' | 'telephone_number'>): Promise<User | undefined> {
    const rows = await db.query<User>(`UPDATE users SET full_name = $2, telephone_number = $3, updated_at = now() WHERE id = $1 RETURNING ${COLUMNS}`, [
      id,
      fields.full_name,
      fields.telephone_number,
    ]);
    return rows[0];
  },

  /** Sets a password and ends the user's existing tokens; `mustChange` asks for a new one at next sign-in. */
  async setPassword(db: Queryable, id: number, passwordHash: string, mustChange: boolean): Promise<Account | undefined> {
    const rows = await db.query<Account>(
      `UPDATE users SET password_hash = $2, credentials_expired = $3, token_version = token_version + 1, updated_at = now()
       WHERE id = $1 RETURNING ${COLUMNS}, token_version`,
      [id, passwordHash, mustChange],
    );
    return rows[0];
  },

  /** Ends every token issued to the user so far (sign-out). */
  async endTokens(db: Queryable, id: number): Promise<boolean> {
    return (await db.query('UPDATE users SET token_version = token_version + 1 WHERE id = $1 RETURNING id', [id])).length > 0;
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
