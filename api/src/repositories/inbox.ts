import {
  ANSWER_DUE_HOURS,
  ONLY_TOO_FAST_PATTERN,
  SPAM_TO_CHECK_DAYS,
  spamSignalsOf,
  type Contact,
  type ContactReply,
  type ContactState,
  type InboxMessage,
  type InboxMessageDetail,
} from 'contracts';
import type { Queryable } from '../db/database';

/**
 * The inbox's SQL on `contacts` and `contact_replies` (docs/inbox.md); creating a message is the
 * content model's (repositories/content.ts). `overdue` and `reply_count` are computed here.
 */
const MESSAGE = `c.id, c.name, c.email_address, c.message, c.date, c.created_at, c.updated_at, c.state, c.spam_reasons, c.replied_at,
  (c.state IN ('new', 'read') AND c.date < now() - interval '${ANSWER_DUE_HOURS} hours') AS overdue,
  (SELECT count(*)::int FROM contact_replies r WHERE r.contact_id = c.id) AS reply_count`;

/** A message as its columns hold it; `withSignals` adds its spam reasons as codes. */
type MessageRow = Omit<InboxMessage, 'spam_signals'>;
const withSignals = (row: MessageRow): InboxMessage => ({ ...row, spam_signals: spamSignalsOf(row.spam_reasons) });

const REPLY = `r.id, r.contact_id, r.author_id, u.full_name AS author_name, r.body AS text, r.created_at,
  CASE WHEN m.status = 'sent' THEN 'sent' WHEN m.last_error IS NOT NULL THEN 'failing' ELSE 'queued' END AS delivery,
  CASE WHEN m.status = 'sent' THEN NULL ELSE m.last_error END AS error, COALESCE(m.attempts, 0) AS attempts`;
const REPLY_FROM = `contact_replies r LEFT JOIN users u ON u.id = r.author_id LEFT JOIN mail_outbox m ON m.message_id = r.message_id`;

/** What the contact form answers of a message it stored (the content type's columns). */
const RECEIVED = 'id, name, email_address, message, date, created_at, updated_at';
/** A message from the contact form: $1–$4 its fields and date, $5 its state, $6 why it is spam. */
const RECEIVE = `INSERT INTO contacts (name, email_address, message, date, state, spam_reasons) VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${RECEIVED}`;
/** The same with its notification in the outbox (ArrivalNotice, $7–$12). */
const RECEIVE_ANNOUNCED = `WITH message AS (${RECEIVE}), notification AS (
  INSERT INTO mail_outbox (message_id, kind, to_address, reply_to, subject, body_text, contact_id)
  SELECT $7, $8, $9, $10, $11, $12, m.id FROM message m
) SELECT ${RECEIVED} FROM message`;

/** The notification of a message that arrives (routes/contacts): the outbox row mailOutboxRepository.enqueue would write, written by the statement that stores the message. */
export interface ArrivalNotice {
  messageId: string;
  kind: string;
  to: string;
  replyTo: string;
  subject: string;
  text: string;
}

export interface InboxFilter {
  /** A state, or every state but spam. */
  state: ContactState | 'all';
  /** Matched in name, email and message, case-insensitively. */
  q: string;
}

/** `%`, `_` and `\` in a search are literal text, not patterns. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function where(filter: InboxFilter, params: unknown[]): string {
  const clauses: string[] = [];
  if (filter.state === 'all') clauses.push(`c.state <> 'spam'`);
  else {
    params.push(filter.state);
    clauses.push(`c.state = $${params.length}`);
  }
  if (filter.q) {
    params.push(likePattern(filter.q));
    const p = `$${params.length}`;
    // The expression of the trigram index (migration 4), so the index answers it.
    clauses.push(`(c.name || ' ' || c.email_address || ' ' || c.message) ILIKE ${p}`);
  }
  return clauses.join(' AND ');
}

export const inboxRepository = {
  /** Spec §7's full list (newest first): every message that is not spam. */
  all: (db: Queryable) => db.query<MessageRow>(`SELECT ${MESSAGE} FROM contacts c WHERE c.state <> 'spam' ORDER BY c.date DESC, c.id DESC`),

  async page(db: Queryable, filter: InboxFilter, page: number, pageSize: number): Promise<{ items: InboxMessage[]; total: number }> {
    const params: unknown[] = [];
    const condition = where(filter, params);
    // Without a search the total is the kept count of the state (or of every state but spam).
    const total = filter.q
      ? db.query<{ n: number }>(`SELECT count(*)::int AS n FROM contacts c WHERE ${condition}`, params)
      : db.query<{ n: number }>(
          `SELECT COALESCE(sum(n), 0)::int AS n FROM contact_state_counts WHERE ${filter.state === 'all' ? `state <> 'spam'` : 'state = $1'}`,
          filter.state === 'all' ? [] : [filter.state],
        );
    const [items, counted] = await Promise.all([
      // The page's rows are picked first, so the per-message columns (reply count, overdue) are
      // worked out for those ten and not for every row the offset skips.
      db.query<MessageRow>(
        `SELECT ${MESSAGE} FROM (SELECT * FROM contacts c WHERE ${condition} ORDER BY c.date DESC, c.id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}) c
         ORDER BY c.date DESC, c.id DESC`,
        params,
      ),
      total,
    ]);
    return { items: items.map(withSignals), total: counted[0]!.n };
  },

  /** Rows of the export, in pages of `batch` after `afterId` (newest first), so memory stays flat. */
  async exportBatch(db: Queryable, filter: InboxFilter, before: { date: string; id: number } | null, batch: number): Promise<MessageRow[]> {
    const params: unknown[] = [];
    const condition = where(filter, params);
    let after = '';
    if (before) {
      params.push(before.date, before.id);
      after = ` AND (c.date, c.id) < ($${params.length - 1}::timestamptz, $${params.length})`;
    }
    return db.query<MessageRow>(`SELECT ${MESSAGE} FROM contacts c WHERE ${condition}${after} ORDER BY c.date DESC, c.id DESC LIMIT ${batch}`, params);
  },

  async counts(db: Queryable): Promise<{ counts: Record<string, number>; overdue: number; spamToCheck: number }> {
    // Overdue: every unanswered message but the few that arrived within the last 20 hours, which
    // the (state, date) index finds without reading the rest. Spam to check: the last few days'
    // spam (the same index) whose only reason is its speed (docs/inbox.md, "Spam").
    const [rows, recent, hasty] = await Promise.all([
      db.query<{ state: string; n: number }>(`SELECT state, n::int AS n FROM contact_state_counts`),
      db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM contacts WHERE state IN ('new', 'read') AND date >= now() - interval '${ANSWER_DUE_HOURS} hours'`,
      ),
      db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM contacts WHERE state = 'spam' AND date >= now() - interval '${SPAM_TO_CHECK_DAYS} days' AND spam_reasons ~ '${ONLY_TOO_FAST_PATTERN}'`,
      ),
    ]);
    const counts = Object.fromEntries(rows.map((r) => [r.state, r.n]));
    return { counts, overdue: (counts.new ?? 0) + (counts.read ?? 0) - recent[0]!.n, spamToCheck: hasty[0]!.n };
  },

  async find(db: Queryable, id: number): Promise<InboxMessageDetail | undefined> {
    const [message] = await db.query<MessageRow>(`SELECT ${MESSAGE} FROM contacts c WHERE c.id = $1`, [id]);
    if (!message) return undefined;
    return { ...withSignals(message), replies: await this.replies(db, id) };
  },

  replies: (db: Queryable, contactId: number) =>
    db.query<ContactReply>(`SELECT ${REPLY} FROM ${REPLY_FROM} WHERE r.contact_id = $1 ORDER BY r.id`, [contactId]),

  /**
   * Stores a message from the contact form in one statement (docs/inbox.md, "Speed"): set aside as
   * spam with its reasons, or new with its notification to the company mailbox, if there is one.
   */
  async receive(
    db: Queryable,
    fields: Pick<Contact, 'name' | 'email_address' | 'message' | 'date'>,
    arrival: { spamReasons: string } | { notice: ArrivalNotice | null },
  ): Promise<Contact> {
    const spamReasons = 'spamReasons' in arrival ? arrival.spamReasons : null;
    const notice = 'notice' in arrival ? arrival.notice : null;
    const params: unknown[] = [fields.name, fields.email_address, fields.message ?? null, fields.date, spamReasons === null ? 'new' : 'spam', spamReasons];
    if (notice) params.push(notice.messageId, notice.kind, notice.to, notice.replyTo, notice.subject, notice.text);
    // Kept prepared: anyone may send the form many times a second (Queryable, QueryOptions).
    const rows = await db.query<Contact>(notice ? RECEIVE_ANNOUNCED : RECEIVE, params, { prepared: true });
    return rows[0]!;
  },

  /** Moves a message to `state`; answers the state it had, or undefined when there is no such message. */
  async setState(db: Queryable, id: number, state: ContactState): Promise<ContactState | undefined> {
    const [old] = await db.query<{ state: ContactState }>('SELECT state FROM contacts WHERE id = $1 FOR UPDATE', [id]);
    if (!old) return undefined;
    await db.query(`UPDATE contacts SET state = $2, spam_reasons = CASE WHEN $2 = 'spam' THEN spam_reasons ELSE NULL END, updated_at = now() WHERE id = $1`, [
      id,
      state,
    ]);
    return old.state;
  },

  async addReply(db: Queryable, contactId: number, authorId: number, body: string, messageId: string): Promise<number> {
    const rows = await db.query<{ id: number }>(`INSERT INTO contact_replies (contact_id, author_id, body, message_id) VALUES ($1, $2, $3, $4) RETURNING id`, [
      contactId,
      authorId,
      body,
      messageId,
    ]);
    await db.query(`UPDATE contacts SET state = 'replied', replied_at = now(), updated_at = now() WHERE id = $1`, [contactId]);
    return rows[0]!.id;
  },

  /** The Message-ID of the reply `replyId` of message `contactId` (for Retry), if it exists. */
  async replyMessageId(db: Queryable, contactId: number, replyId: number): Promise<string | undefined> {
    return (await db.query<{ message_id: string }>(`SELECT message_id FROM contact_replies WHERE id = $1 AND contact_id = $2`, [replyId, contactId]))[0]
      ?.message_id;
  },

  /** The Message-IDs of a message's earlier replies, oldest first: a new reply joins their thread. */
  async threadIds(db: Queryable, contactId: number): Promise<string[]> {
    return (await db.query<{ message_id: string }>(`SELECT message_id FROM contact_replies WHERE contact_id = $1 ORDER BY id`, [contactId])).map(
      (r) => r.message_id,
    );
  },

  // --- Data-protection duties ------------------------------------------------------------------

  async subjectMessages(db: Queryable, email: string): Promise<InboxMessageDetail[]> {
    const messages = await db.query<MessageRow>(`SELECT ${MESSAGE} FROM contacts c WHERE lower(c.email_address) = lower($1) ORDER BY c.date, c.id`, [email]);
    return Promise.all(messages.map(async (m) => ({ ...withSignals(m), replies: await this.replies(db, m.id) })));
  },

  /** Mails to or about the address: linked to their messages, or sent to it. */
  subjectMails: (db: Queryable, email: string) =>
    db.query<{ kind: string; to_address: string; subject: string; status: string; created_at: string; sent_at: string | null }>(
      `SELECT m.kind, m.to_address, m.subject, m.status, m.created_at, m.sent_at FROM mail_outbox m
       WHERE lower(m.to_address) = lower($1) OR m.contact_id IN (SELECT id FROM contacts WHERE lower(email_address) = lower($1))
       ORDER BY m.id`,
      [email],
    ),

  /** Erases everything held about the address; answers how much went. */
  async erase(db: Queryable, email: string): Promise<{ messages: number; replies: number; mails: number }> {
    const [counted] = await db.query<{ replies: number; mails: number }>(
      `SELECT (SELECT count(*)::int FROM contact_replies WHERE contact_id IN (SELECT id FROM contacts WHERE lower(email_address) = lower($1))) AS replies,
              (SELECT count(*)::int FROM mail_outbox WHERE lower(to_address) = lower($1) OR contact_id IN (SELECT id FROM contacts WHERE lower(email_address) = lower($1))) AS mails`,
      [email],
    );
    await db.query(`DELETE FROM mail_outbox WHERE lower(to_address) = lower($1)`, [email]);
    // Replies and the mails linked to the messages go with them (ON DELETE CASCADE).
    const messages = await db.query(`DELETE FROM contacts WHERE lower(email_address) = lower($1) RETURNING id`, [email]);
    return { messages: messages.length, replies: counted!.replies, mails: counted!.mails };
  },

  /** Removes archived and spam messages older than `months`; answers how many. */
  async purge(db: Queryable, months: number): Promise<number> {
    const rows = await db.query(`DELETE FROM contacts WHERE state IN ('archived', 'spam') AND date < now() - ($1::int * interval '1 month') RETURNING id`, [
      months,
    ]);
    return rows.length;
  },
};
