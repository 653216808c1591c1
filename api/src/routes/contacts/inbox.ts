import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  INBOX_PAGE_SIZE,
  contact,
  contacts as contactsType,
  idParam,
  inboxMessageDetail,
  inboxPage,
  inboxQuery,
  inboxSummary,
  replyInput,
  stateChange,
  type InboxMessageDetail,
} from 'contracts';
import { sendCsv } from '../../lib/csv';
import { HttpError, orNotFound } from '../../lib/errors';
import { inboxRepository, type InboxFilter } from '../../repositories/inbox';
import { mailOutboxRepository } from '../../repositories/mail-outbox';
import { bearer, csvExport, errors } from '../responses';
import { contactNotification } from './index';

const NOT_CONFIGURED = 'Mail is not configured: replies wait in the outbox until SMTP_URL is set';

/** The reply's mail: from the company, the visitor's words quoted, answers to the company mailbox. */
function replyMail(message: InboxMessageDetail, text: string, replyTo: string | null, thread: string[]) {
  // Each reply answers the one before it, so mail clients show one conversation.
  const quoted = (message.message || '(no message)')
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  return {
    kind: 'contact_reply',
    contactId: message.id,
    to: message.email_address,
    replyTo,
    subject: 'Re: Your message to us',
    text: `${text}\n\nOn ${new Date(message.date).toUTCString()}, ${message.name} wrote:\n${quoted}\n`,
    inReplyTo: thread.at(-1) ?? null,
  };
}

/**
 * The contact inbox (docs/inbox.md): the paged list and the spec's full list, one message with its
 * thread, states, replies through the mail outbox, the summary behind the sidebar's badge, and the
 * CSV export. Admin and Publisher (`contacts:read`, `contacts:write`); a Content_Creator has none of it.
 */
const inbox: FastifyPluginAsyncZod = async (app) => {
  const tags = ['contacts'];
  const read = app.authorize('contacts:read');
  const write = app.authorize('contacts:write');
  const filterOf = (query: { q?: string; state?: InboxFilter['state'] }): InboxFilter => ({ state: query.state ?? 'all', q: query.q?.trim() ?? '' });

  app.get(
    '/contacts',
    {
      onRequest: read,
      schema: {
        tags,
        summary: 'Received messages, newest first. Without parameters every message but spam (spec §7); with `page`, one page of the filter',
        security: bearer,
        querystring: inboxQuery,
        // Without parameters, exactly spec §7's records; a page carries each message's state too.
        response: { 200: z.union([inboxPage, z.array(contact)]), ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const { page, ...query } = request.query;
      if (page === undefined && !query.q && !query.state) return inboxRepository.all(app.db);
      const current = page ?? 1;
      const { items, total } = await inboxRepository.page(app.db, filterOf(query), current, INBOX_PAGE_SIZE);
      return { items, total, page: current, pageSize: INBOX_PAGE_SIZE };
    },
  );

  app.get(
    '/contacts/summary',
    {
      onRequest: read,
      schema: {
        tags,
        summary: 'Unread and overdue counts, messages per state, whether mail goes out',
        security: bearer,
        response: { 200: inboxSummary, ...errors(401, 403) },
      },
    },
    async () => {
      const { counts, overdue, spamToCheck } = await inboxRepository.counts(app.db);
      return {
        unread: counts.new ?? 0,
        overdue,
        spam_to_check: spamToCheck,
        counts,
        mail: { configured: app.mail.configured, notifying: Boolean(app.mail.notifyTo) },
      };
    },
  );

  app.get(
    '/contacts/export.csv',
    csvExport(write, tags, 'The current filter as CSV (UTF-8 with BOM), streamed', inboxQuery.omit({ page: true })),
    async (request, reply) => {
      const filter = filterOf(request.query);
      const header = ['id', 'date', 'name', 'email_address', 'message', 'state', 'replied_at'];
      app.activity.record(request, {
        action: 'contacts_exported',
        outcome: 'success',
        target: 'contacts',
        reason: `state ${filter.state}${filter.q ? ', searched' : ''}`,
      });
      return sendCsv<ExportRow>(
        reply,
        'contacts',
        header,
        (after) => inboxRepository.exportBatch(app.db, filter, after, 1000),
        (m) => [m.id, m.date, m.name, m.email_address, m.message, m.state, m.replied_at],
      );
    },
  );

  app.get(
    '/contacts/:id',
    {
      onRequest: read,
      schema: {
        tags,
        summary: 'One message with its replies',
        security: bearer,
        params: idParam,
        response: { 200: inboxMessageDetail, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => orNotFound(await inboxRepository.find(app.db, request.params.id), contactsType.label.one),
  );

  app.patch(
    '/contacts/:id',
    {
      onRequest: write,
      schema: {
        tags,
        summary: 'Moves a message: read, archived, back to new, spam or not spam',
        security: bearer,
        params: idParam,
        body: stateChange,
        response: { 200: inboxMessageDetail, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { state } = request.body;
      const message = await app.write(contactsType.resource, async (tx) => {
        const previous = await inboxRepository.setState(tx, id, state);
        if (previous === undefined) return undefined;
        const found = (await inboxRepository.find(tx, id))!;
        // Not spam after all: it is a new message, announced as one.
        if (previous === 'spam' && state !== 'spam' && app.mail.notifyTo) await app.mail.enqueue(tx, contactNotification(found, app.mail.notifyTo));
        return { found, previous };
      });
      if (!message) return orNotFound(undefined, contactsType.label.one);
      app.mail.kick();
      app.activity.record(request, { action: 'contact_state_changed', outcome: 'success', target: `contact:${id}`, reason: `${message.previous} to ${state}` });
      return message.found;
    },
  );

  app.post(
    '/contacts/:id/replies',
    {
      onRequest: write,
      schema: {
        tags,
        summary: 'Replies to the visitor from the company address (through the mail outbox); the message becomes replied',
        security: bearer,
        params: idParam,
        body: replyInput,
        response: { 201: inboxMessageDetail, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const found = orNotFound(await inboxRepository.find(app.db, id), contactsType.label.one);
      if (found.state === 'spam') throw new HttpError(409, 'Mark this message not spam before replying to it');
      const detail = await app.write(contactsType.resource, async (tx) => {
        const thread = await inboxRepository.threadIds(tx, id);
        const mail = await app.mail.enqueue(tx, replyMail(found, request.body.text, app.mail.notifyTo, thread));
        await inboxRepository.addReply(tx, id, request.user!.id, request.body.text, mail.message_id);
        return (await inboxRepository.find(tx, id))!;
      });
      app.mail.kick();
      app.activity.record(request, {
        action: 'contact_replied',
        outcome: 'success',
        target: `contact:${id}`,
        reason: app.mail.configured ? undefined : NOT_CONFIGURED,
      });
      return reply.code(201).send(detail);
    },
  );

  app.post(
    '/contacts/:id/replies/:replyId/retry',
    {
      onRequest: write,
      schema: {
        tags,
        summary: 'Sends a reply that has not gone out yet at once, instead of at its next retry',
        security: bearer,
        params: idParam.extend({ replyId: idParam.shape.id }),
        response: { 202: inboxMessageDetail, ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { id, replyId } = request.params;
      const messageId = orNotFound(await inboxRepository.replyMessageId(app.db, id, replyId), 'Reply');
      const mail = await mailOutboxRepository.findByMessageId(app.db, messageId);
      if (mail) await mailOutboxRepository.retryNow(app.db, mail.id);
      await app.mail.runOnce();
      return reply.code(202).send(orNotFound(await inboxRepository.find(app.db, id), contactsType.label.one));
    },
  );
};

export default inbox;

type ExportRow = Awaited<ReturnType<typeof inboxRepository.exportBatch>>[number];
