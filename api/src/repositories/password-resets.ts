import type { Queryable } from '../db/database';

/** Every SQL statement on `password_reset_tokens`. Only a hash of each link's secret is stored. */
export const passwordResetsRepository = {
  async create(db: Queryable, userId: number, tokenHash: string, validMs: number): Promise<void> {
    await db.query(`INSERT INTO password_reset_tokens (token_hash, user_id, expires_at) VALUES ($1, $2, now() + ($3::int * interval '1 millisecond'))`, [
      tokenHash,
      userId,
      validMs,
    ]);
  },

  /** Who a link that still works belongs to. */
  async findOwner(db: Queryable, tokenHash: string): Promise<{ user_id: number; email_address: string; full_name: string } | undefined> {
    const rows = await db.query<{ user_id: number; email_address: string; full_name: string }>(
      `SELECT t.user_id, u.email_address, u.full_name FROM password_reset_tokens t JOIN users u ON u.id = t.user_id
       WHERE t.token_hash = $1 AND t.used_at IS NULL AND t.expires_at > now()`,
      [tokenHash],
    );
    return rows[0];
  },

  /**
   * Uses a link: answers its user when it exists, is unused and has not expired, and marks it used
   * in the same statement, so two uses at once cannot both succeed.
   */
  async consume(db: Queryable, tokenHash: string): Promise<number | undefined> {
    const rows = await db.query<{ user_id: number }>(
      `UPDATE password_reset_tokens SET used_at = now(), updated_at = now()
       WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
      [tokenHash],
    );
    return rows[0]?.user_id;
  },

  /** Ends a user's other open links (after one was used). */
  async endAll(db: Queryable, userId: number): Promise<void> {
    await db.query(`UPDATE password_reset_tokens SET used_at = now(), updated_at = now() WHERE user_id = $1 AND used_at IS NULL`, [userId]);
  },
};
