import type { Queryable } from '../db/database';

/** Every SQL statement on `mail_outbox`. */
const COLUMNS =
  'id, message_id, kind, to_address, reply_to, subject, body_text, in_reply_to, status, attempts, next_attempt_at, last_error, sent_at, created_at';

export interface OutboxMail {
  id: number;
  message_id: string;
  kind: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  body_text: string;
  in_reply_to: string | null;
  status: 'queued' | 'sent';
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  sent_at: string | null;
  created_at: string;
}

export interface NewMail {
  messageId: string;
  kind: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  inReplyTo?: string | null;
  /** The contact message the mail is about (erased with it). */
  contactId?: number | null;
}

export const mailOutboxRepository = {
  async enqueue(db: Queryable, mail: NewMail): Promise<OutboxMail> {
    const rows = await db.query<OutboxMail>(
      `INSERT INTO mail_outbox (message_id, kind, to_address, reply_to, subject, body_text, in_reply_to, contact_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${COLUMNS}`,
      [mail.messageId, mail.kind, mail.to, mail.replyTo ?? null, mail.subject, mail.text, mail.inReplyTo ?? null, mail.contactId ?? null],
    );
    return rows[0]!;
  },

  /**
   * Claims up to `limit` mails that are due, for `leaseMs`: several instances may run this at the
   * same time, and SKIP LOCKED gives each mail to one of them.
   */
  async claimDue(db: Queryable, limit: number, leaseMs: number): Promise<OutboxMail[]> {
    return db.query<OutboxMail>(
      `UPDATE mail_outbox SET locked_until = now() + ($2::int * interval '1 millisecond'), attempts = attempts + 1, updated_at = now()
       WHERE id IN (
         SELECT id FROM mail_outbox
         WHERE status = 'queued' AND next_attempt_at <= now() AND (locked_until IS NULL OR locked_until < now())
         ORDER BY next_attempt_at, id
         LIMIT $1
         FOR UPDATE SKIP LOCKED)
       RETURNING ${COLUMNS}`,
      [limit, leaseMs],
    );
  },

  /** The server accepted it: recorded at once, and never sent again. */
  async markSent(db: Queryable, id: number): Promise<void> {
    await db.query(`UPDATE mail_outbox SET status = 'sent', sent_at = now(), locked_until = NULL, last_error = NULL, updated_at = now() WHERE id = $1`, [id]);
  },

  async markFailed(db: Queryable, id: number, error: string, retryInMs: number): Promise<void> {
    await db.query(
      `UPDATE mail_outbox SET last_error = $2, next_attempt_at = now() + ($3::int * interval '1 millisecond'), locked_until = NULL, updated_at = now()
       WHERE id = $1 AND status = 'queued'`,
      [id, error.slice(0, 500), retryInMs],
    );
  },

  /** Sends a waiting mail at the next run instead of at its back-off time. */
  async retryNow(db: Queryable, id: number): Promise<boolean> {
    return (
      (await db.query(`UPDATE mail_outbox SET next_attempt_at = now(), updated_at = now() WHERE id = $1 AND status = 'queued' RETURNING id`, [id])).length > 0
    );
  },

  async findByMessageId(db: Queryable, messageId: string): Promise<OutboxMail | undefined> {
    return (await db.query<OutboxMail>(`SELECT ${COLUMNS} FROM mail_outbox WHERE message_id = $1`, [messageId]))[0];
  },

  async counts(db: Queryable): Promise<{ queued: number; sent: number; failing: number }> {
    const rows = await db.query<{ queued: number; sent: number; failing: number }>(
      `SELECT count(*) FILTER (WHERE status = 'queued')::int AS queued, count(*) FILTER (WHERE status = 'sent')::int AS sent,
              count(*) FILTER (WHERE status = 'queued' AND last_error IS NOT NULL)::int AS failing FROM mail_outbox`,
    );
    return rows[0]!;
  },
};
