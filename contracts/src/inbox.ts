// The contact inbox (docs/inbox.md): message states, the paged list, replies, the summary behind
// the sidebar's badge, and the data-protection tools. Shared by the API and the back office.
import { z } from 'zod';
import { emailField, requiredText } from './common';
import { contact } from './contact';
import { pageParam } from './page-query';
import { spamSignal } from './spam-reasons';

/** new → read → replied, archived at any time; spam set aside. Read state is shared by the team. */
export const CONTACT_STATES = ['new', 'read', 'replied', 'archived', 'spam'] as const;
export type ContactState = (typeof CONTACT_STATES)[number];
export const contactState = z.enum(CONTACT_STATES, { error: `State must be one of ${CONTACT_STATES.join(', ')}` });

/** The site promises an answer within 24 hours; a message still unanswered after 20 is flagged. */
export const ANSWER_DUE_HOURS = 20;
export const INBOX_PAGE_SIZE = 10;

/** GET /api/contacts?page&q&state: with `page` the answer is one page (`inboxPage`); without, spec §7's full list. */
export const inboxQuery = z.object({
  page: pageParam,
  q: z.string().max(200, { error: 'Search text must be at most 200 characters', abort: true }).optional(),
  state: contactState.or(z.literal('all')).optional(),
});
export type InboxQuery = z.input<typeof inboxQuery>;

export const inboxMessage = contact.and(
  z.object({
    state: contactState,
    /** Unanswered (new or read) for more than ANSWER_DUE_HOURS. */
    overdue: z.boolean(),
    /** Why it was set aside as spam, in a few words; null when it was not. */
    spam_reasons: z.string().nullable(),
    /** The same reasons as codes with parameters, for the back office to say in its reader's words. */
    spam_signals: z.array(spamSignal),
    replied_at: z.string().nullable(),
    reply_count: z.number(),
  }),
);
export type InboxMessage = z.infer<typeof inboxMessage>;

/** A page of a list: the shape every paged list of the back office answers. */
export const pageOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number(), page: z.number(), pageSize: z.number() });
export const inboxPage = pageOf(inboxMessage);
export type InboxPage = z.infer<typeof inboxPage>;

export const REPLY_DELIVERIES = ['queued', 'sent', 'failing'] as const;
export const contactReply = z.object({
  id: z.number(),
  contact_id: z.number(),
  author_id: z.number().nullable(),
  author_name: z.string().nullable(),
  text: z.string(),
  /** `failing`: the mail server has not accepted it yet; `error` says why, and it is retried. */
  delivery: z.enum(REPLY_DELIVERIES),
  error: z.string().nullable(),
  attempts: z.number(),
  created_at: z.string(),
});
export type ContactReply = z.infer<typeof contactReply>;

export const inboxMessageDetail = inboxMessage.and(z.object({ replies: z.array(contactReply) }));
export type InboxMessageDetail = z.infer<typeof inboxMessageDetail>;

export const inboxSummary = z.object({
  /** New messages (not spam): the sidebar's badge. */
  unread: z.number(),
  overdue: z.number(),
  /** In Spam only for being sent too soon after the form opened, within the last few days: likely people (docs/inbox.md, "Spam"). */
  spam_to_check: z.number(),
  counts: z.record(z.string(), z.number()),
  mail: z.object({ configured: z.boolean(), notifying: z.boolean() }),
});
export type InboxSummary = z.infer<typeof inboxSummary>;

/** PATCH /api/contacts/{id}. */
export const stateChange = z.object({ state: contactState });

export const REPLY_REQUIRED = 'Write a reply';
export const replyInput = z.object({ text: requiredText(REPLY_REQUIRED, 'Reply', 10_000) });
export type ReplyInput = z.input<typeof replyInput>;

/** GET/DELETE /api/privacy/subject?email=: everything held about one address. */
export const subjectQuery = z.object({ email: emailField('Email is required') });
export const subjectData = z.object({
  email: z.string(),
  messages: z.array(inboxMessageDetail),
  mails: z.array(
    z.object({ kind: z.string(), to_address: z.string(), subject: z.string(), status: z.string(), created_at: z.string(), sent_at: z.string().nullable() }),
  ),
});
export type SubjectData = z.infer<typeof subjectData>;
export const erasureResult = z.object({ messages: z.number(), replies: z.number(), mails: z.number() });
export type ErasureResult = z.infer<typeof erasureResult>;

/** How long archived and spam messages are kept; the daily clean-up removes older ones. */
export const RETENTION_DEFAULT_MONTHS = 24;
export const retentionSetting = z.object({
  months: z
    .number({ error: 'Months must be a whole number from 1 to 120' })
    .int({ error: 'Months must be a whole number from 1 to 120' })
    .min(1, { error: 'Months must be a whole number from 1 to 120' })
    .max(120, { error: 'Months must be a whole number from 1 to 120' }),
});
export type RetentionSetting = z.infer<typeof retentionSetting>;

/** GET /api/privacy/notice (public): what the privacy notice at /privacy states about keeping messages. */
export const privacyNotice = z.object({ retention_months: z.number() });
export type PrivacyNotice = z.infer<typeof privacyNotice>;

/** GET /api/contacts/form-token: when the form was opened, signed by the API. */
export const formToken = z.object({ token: z.string() });
export const formTokenRenewal = z.object({ token: z.string().max(200, { abort: true }) });
