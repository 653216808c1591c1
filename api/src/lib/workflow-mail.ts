import type { FastifyInstance } from 'fastify';
import type { AnyContentType } from 'contracts';
import type { Queryable } from '../db/database';
import type { WorkflowRow } from '../repositories/workflow';

interface Recipient {
  email_address: string;
  full_name: string;
}

/** A value for a header or a line of its own. */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ');

/**
 * The publishing workflow's mails (docs/workflow.md, "People are told"), queued in the move's own
 * transaction (docs/mail.md): Publishers hear that a post awaits review; its author that changes
 * were requested (with the comment, by whom, and a Reply-To reaching them) or that it was published
 * (with its public page and its place in the back office). Every subject names the title. Nobody hears of their own move, and
 * whoever turned `workflow_emails` off in My account hears nothing. Only when mail is configured
 * (SMTP_URL): without it nothing would ever be sent, and the outbox would only grow.
 */
export async function queueWorkflowMail(
  app: FastifyInstance,
  tx: Queryable,
  type: AnyContentType,
  post: WorkflowRow,
  transition: string,
  given: { comment?: string; by?: number | null },
): Promise<number> {
  if (!app.mail.configured) return 0;
  const by = given.by ?? null;
  // One line: the title goes into the Subject header.
  const title = oneLine(String(post.pending && transition !== 'publish' ? (post.pending.title ?? post.title) : post.title));
  const one = type.label.one.toLowerCase();
  const site = app.config.siteUrl?.replace(/\/$/, '') ?? '';
  const section = (state: string) => `${site}/admin/dashboard/${type.resource}?state=${state}`;
  // The record's own public page (the declaration's route with an `:id`, `/projects/:id` for posts).
  const route = type.site?.find((page) => page.path.includes(':id'))?.path;
  const publicPage = route ? `${site}${route.replace(':id', String(post.id))}` : null;
  let to: Recipient[] = [];
  let subject = '';
  let text = '';
  let replyTo: string | null = null;
  if (transition === 'submit') {
    to = await tx.query<Recipient>(
      `SELECT email_address, full_name FROM users WHERE role = 'Publisher' AND workflow_emails AND id IS DISTINCT FROM $1 ORDER BY id`,
      [by],
    );
    subject = `Awaiting review: ${title}`;
    text = `The ${one} "${title}" was submitted for review.\n\nReview it: ${section('review')}\n`;
  } else if (transition === 'request_changes' || transition === 'publish') {
    if (post.author_id === null) return 0;
    to = await tx.query<Recipient>(`SELECT email_address, full_name FROM users WHERE id = $1 AND workflow_emails AND id IS DISTINCT FROM $2`, [
      post.author_id,
      by,
    ]);
    if (to.length === 0) return 0;
    // Who moved it, so the author knows whom to ask (and a reply reaches them).
    const [mover] = by === null ? [] : await tx.query<Recipient>(`SELECT email_address, full_name FROM users WHERE id = $1`, [by]);
    const moverName = mover ? oneLine(mover.full_name) : null;
    if (transition === 'publish') {
      subject = `Published: ${title}`;
      const how = by === null ? ' (as scheduled)' : moverName ? ` by ${moverName}` : '';
      text = `Your ${one} "${title}" is published${how}.\n\n${publicPage ? `See it on the site: ${publicPage}\n` : ''}In the back office: ${section('published')}\n`;
    } else {
      subject = `Changes requested: ${title}`;
      const who = moverName ?? 'A Publisher';
      text = `${who} requested changes to your ${one} "${title}":\n\n${given.comment ?? ''}\n\nIt is back in your drafts: ${section('draft')}\n${mover ? `Reply to this mail to answer ${moverName}.\n` : ''}`;
      // The display name without quotes or backslashes, as the contact notification writes it (docs/mail.md).
      if (mover) replyTo = `"${mover.full_name.replace(/["\\\r\n]/g, '')}" <${mover.email_address}>`;
    }
  }
  const footer = '\n-- \nYou get this mail because of the publishing workflow; turn these mails off in My account.\n';
  for (const person of to)
    await app.mail.enqueue(tx, {
      kind: `workflow_${transition}`,
      to: person.email_address,
      replyTo,
      subject,
      text: `Hello ${person.full_name},\n\n${text}${footer}`,
    });
  return to.length;
}
