import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Queryable } from '../db/database';
import { mailOutboxRepository, type NewMail, type OutboxMail } from '../repositories/mail-outbox';

/** How often the outbox is looked at when nothing woke it earlier. */
const POLL_MS = 5_000;
const BATCH = 10;
/** How long a claimed mail is ours before another instance may try it (a crash mid-send). */
const LEASE_MS = 120_000;
const MAX_RETRY_MS = 3_600_000;

export interface Mail {
  /** SMTP_URL is set: the outbox is being sent. Without it mails wait in the outbox. */
  readonly configured: boolean;
  /** The company mailbox new contact messages are announced to (NOTIFY_EMAIL), if any. */
  readonly notifyTo: string | null;
  /** Saves a mail in the outbox inside `tx`; it is sent once the transaction has committed. */
  enqueue(tx: Queryable, mail: Omit<NewMail, 'messageId'>): Promise<OutboxMail>;
  /** The Message-ID of a new mail, for one saved by a statement that does more (the contact form's). */
  newMessageId(): string;
  /** Sends what is due now; the timer calls it, and so may tests. */
  runOnce(): Promise<{ sent: number; failed: number }>;
  /** Looks at the outbox soon (after a commit that queued a mail). */
  kick(): void;
}

/**
 * The outbox sender (docs/mail.md). A mail is saved with the change that causes it, then sent by
 * whichever instance claims it first (SKIP LOCKED); a failure — the server down or refusing — is
 * retried with growing back-off until the server accepts it; an accepted mail is marked sent
 * straight away and never sent again. Its Message-ID is fixed when it is queued.
 */
export default fp(
  async (app) => {
    const { smtpUrl, mailFrom, notifyEmail, mailRetryBaseMs } = app.config;
    const address = mailFrom.includes('<') ? mailFrom.slice(mailFrom.lastIndexOf('<') + 1, mailFrom.lastIndexOf('>')) : mailFrom;
    const domain = address.slice(address.lastIndexOf('@') + 1) || 'localhost';
    let transport: Transporter | undefined;
    if (smtpUrl) {
      transport = nodemailer.createTransport(smtpUrl, { from: mailFrom });
      // Bounded waits: a server that hangs is a failure to retry later, not a stuck worker.
      Object.assign((transport as unknown as { options: Record<string, unknown> }).options, {
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      });
    }

    let running: Promise<{ sent: number; failed: number }> | null = null;
    let closing = false;

    async function sendOne(mail: OutboxMail): Promise<boolean> {
      try {
        await transport!.sendMail({
          from: mailFrom,
          to: mail.to_address,
          replyTo: mail.reply_to ?? undefined,
          subject: mail.subject,
          text: mail.body_text,
          messageId: mail.message_id,
          ...(mail.in_reply_to ? { inReplyTo: mail.in_reply_to, references: [mail.in_reply_to] } : {}),
          headers: mail.kind === 'contact_reply' ? {} : { 'Auto-Submitted': 'auto-generated' },
        });
      } catch (error) {
        const retryIn = Math.min(mailRetryBaseMs * 2 ** Math.max(0, mail.attempts - 1), MAX_RETRY_MS);
        const reason = error instanceof Error ? error.message : String(error);
        await mailOutboxRepository.markFailed(app.db, mail.id, reason, retryIn);
        app.log.warn({ mail: { id: mail.id, kind: mail.kind, attempts: mail.attempts }, retryInMs: retryIn, reason }, 'mail not accepted; will retry');
        return false;
      }
      await mailOutboxRepository.markSent(app.db, mail.id);
      app.log.info({ mail: { id: mail.id, kind: mail.kind, attempts: mail.attempts } }, 'mail sent');
      return true;
    }

    async function run(): Promise<{ sent: number; failed: number }> {
      let sent = 0;
      let failed = 0;
      if (!transport) return { sent, failed };
      for (;;) {
        const due = await mailOutboxRepository.claimDue(app.db, BATCH, LEASE_MS);
        for (const mail of due) {
          if (await sendOne(mail)) sent++;
          else failed++;
        }
        if (due.length < BATCH || closing) return { sent, failed };
      }
    }

    // A run that is already under way may have claimed its batch before the caller's mail was
    // queued, so a caller waits for it and then starts (or joins) a fresh one: everything queued
    // before the call has been attempted when the promise settles.
    const runOnce = async (): Promise<{ sent: number; failed: number }> => {
      if (running) await running;
      return start();
    };
    const start = () => {
      running ??= run()
        .catch((error: unknown) => {
          app.log.error({ err: error }, 'mail outbox run failed');
          return { sent: 0, failed: 0 };
        })
        .finally(() => {
          running = null;
        });
      return running;
    };

    let kicked: NodeJS.Timeout | undefined;
    const mail: Mail = {
      configured: Boolean(transport),
      notifyTo: notifyEmail ?? null,
      enqueue: (tx, m) => mailOutboxRepository.enqueue(tx, { ...m, messageId: mail.newMessageId() }),
      newMessageId: () => `<${randomUUID()}@${domain}>`,
      runOnce,
      kick() {
        if (!transport || kicked || closing) return;
        kicked = setTimeout(() => {
          kicked = undefined;
          void runOnce();
        }, 50);
        kicked.unref();
      },
    };
    app.decorate('mail', mail);

    if (transport) {
      const timer = setInterval(() => void runOnce(), POLL_MS);
      timer.unref();
      app.addHook('onReady', async () => mail.kick());
      app.addHook('preClose', async () => {
        closing = true;
        clearInterval(timer);
        clearTimeout(kicked);
        await running;
        transport?.close();
      });
    }
  },
  { name: 'mail', dependencies: ['database'] },
);
