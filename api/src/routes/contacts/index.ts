import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SPAM_REASON_SEPARATOR, contact, contactInput, contacts as contactsType, formToken, formTokenRenewal, type Contact } from 'contracts';
import { clientKey } from '../../lib/client-key';
import { tooManyRequests } from '../../lib/errors';
import { TOO_OLD_MS, judgeContact, type FormTiming } from '../../lib/spam';
import { ROUTE_BODY_LIMITS } from '../../plugins/request-limits';
import { inboxRepository } from '../../repositories/inbox';
import { errors } from '../responses';

const RATE_LIMITED = 'Too many messages from your network. Please try again later.';

/** The mail telling the company a message arrived (without the message's id); replying to it answers the visitor. */
function notificationMail(message: Pick<Contact, 'name' | 'email_address' | 'message' | 'date'>, to: string) {
  return {
    kind: 'contact_notification',
    to,
    replyTo: `"${message.name.replace(/["\\]/g, '')}" <${message.email_address}>`,
    subject: `New message from ${message.name} via the website`,
    text:
      `${message.name} <${message.email_address}> wrote on ${new Date(message.date).toUTCString()}:\n\n` +
      `${message.message || '(no message, only their details)'}\n\n` +
      '-- \nReply to this mail to answer them. We promise an answer within 24 hours on business days.\n',
  };
}

/** The mail telling the company a message arrived; replying to it answers the visitor. */
export function contactNotification(message: Contact, to: string) {
  return { ...notificationMail(message, to), contactId: message.id };
}

/**
 * The public contact form; the inbox is routes/contacts/inbox.ts. The `website` field is a
 * honeypot: people never see it, so a value means a bot, which gets the same success answer while
 * nothing is stored (counted in the logs). Anything else suspect is kept in the Spam folder and
 * announces nothing (docs/inbox.md, "Spam").
 */
const contacts: FastifyPluginAsyncZod = async (app) => {
  const tags = ['contacts'];
  const { contactRateLimit, contactRateWindowMs } = app.config;

  app.post(
    '/contacts',
    {
      bodyLimit: Math.min(ROUTE_BODY_LIMITS.contact, app.config.bodyLimit),
      schema: { tags, summary: 'Send a message (public; rate limited per IP)', body: contactInput, response: { 201: contact, ...errors(400, 413, 415, 429) } },
    },
    async (request, reply) => {
      const hit = await app.limiter.hit(`contact:${clientKey(request.ip)}`, contactRateWindowMs, contactRateLimit);
      if (hit.count > contactRateLimit) throw tooManyRequests(RATE_LIMITED, hit.resetMs);
      const { website, form_token: token, ...fields } = request.body;
      if (website) {
        request.log.info({ honeypot: true }, 'contact form honeypot filled; message dropped');
        const now = new Date().toISOString();
        return reply.code(201).send({ id: 0, ...fields, date: now, created_at: now, updated_at: now });
      }
      const openedAt = token ? app.formTokens.openedAt(token) : null;
      const timing: FormTiming = !token ? 'missing' : openedAt === null ? 'forged' : { openedAt };
      const verdict = judgeContact(fields, timing, Date.now(), app.config.contactMinMs);
      // One statement stores the message and, unless it is suspect, its notification to the company
      // mailbox through the outbox: a message is never stored without its notification, nor
      // announced without being stored. One prepared statement, for speed (docs/inbox.md, "Speed").
      // Dated here, so its notification can name the date before the statement runs.
      const message = { ...fields, date: new Date().toISOString() };
      const { notifyTo } = app.mail;
      const saved = await app.writeStatement(contactsType.resource, (db) =>
        inboxRepository.receive(
          db,
          message,
          verdict.suspect
            ? { spamReasons: verdict.reasons.join(SPAM_REASON_SEPARATOR) }
            : { notice: notifyTo ? { ...notificationMail(message, notifyTo), messageId: app.mail.newMessageId() } : null },
        ),
      );
      if (verdict.suspect) request.log.info({ contact: saved.id, reasons: verdict.reasons }, 'contact message set aside as spam');
      app.mail.kick();
      return reply.code(201).send(saved);
    },
  );

  // When the visitor opened the form, signed: a submission sooner than a person could type, or
  // from a form opened more than 7 days before, is suspect (docs/inbox.md, "Spam").
  app.get(
    '/contacts/form-token',
    { schema: { tags, summary: 'A signed note of when the contact form was opened (public)', response: { 200: formToken } } },
    async () => ({
      token: app.formTokens.issue(),
    }),
  );

  // A form that waited (a cached page, an offline queue) asks for a fresh token as it is sent; one
  // that really was opened that long ago is no bot's hurry, so its new token starts a minute back.
  app.post(
    '/contacts/form-token',
    { schema: { tags, summary: 'Renews an old contact-form token (public)', body: formTokenRenewal, response: { 200: formToken } } },
    async (request) => {
      const openedAt = app.formTokens.openedAt(request.body.token);
      const now = Date.now();
      if (openedAt === null) return { token: app.formTokens.issue(now) };
      return { token: now - openedAt > TOO_OLD_MS - 3_600_000 ? app.formTokens.issue(now - 60_000) : request.body.token };
    },
  );
};

export default contacts;
