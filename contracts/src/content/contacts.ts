import { LIMITS } from '../limits';
import { rolesThatCan } from '../roles';
import { defineContentType, generated, text } from './content-type';

export const CONTACT_NAME_REQUIRED = 'Please enter your name';
export const CONTACT_EMAIL_REQUIRED = 'Please enter your email';
export const CONTACT_EMAIL_INVALID = 'Please enter a valid email address';

/**
 * Contact messages: the public form of spec §5 (name and email required, message optional) and the
 * back office's inbox (spec §2 had it read-only; it is now worked there). `website` is the honeypot:
 * people never see it, so a value means a bot (the API drops the message silently); it is never stored.
 */
export const contacts = defineContentType({
  name: 'contacts',
  typeName: 'Contact',
  label: { one: 'Contact message', many: 'contact messages' },
  fields: {
    name: text('Name', { required: CONTACT_NAME_REQUIRED, max: LIMITS.name, singleLine: true }),
    email_address: { kind: 'email', label: 'Email', required: CONTACT_EMAIL_REQUIRED, invalid: CONTACT_EMAIL_INVALID, max: LIMITS.email },
    message: text('Message', { max: LIMITS.contactMessage, blank: 'empty', multiline: true }),
    website: { kind: 'text', label: 'Website', max: 200, stored: false },
    /** When the visitor opened the form, signed by the API (docs/inbox.md, "Spam"); never stored. */
    form_token: { kind: 'text', label: 'Form token', max: 400, stored: false },
    date: generated('Date'),
  },
  /** Newest first: the inbox reads from the top. */
  order: 'date DESC, id DESC',
  path: '/api/contacts',
  // Personal data: read by the roles the role table lets read contact messages (docs/security.md).
  access: { list: rolesThatCan('contacts:read'), create: 'public' },
  admin: {
    path: 'contacts',
    title: 'Contacts',
    icon: 'inbox',
    description: "Messages sent through the website's contact form: read them, answer them, archive them or set them aside as spam.",
    list: ['name', 'email_address', 'message', 'date'],
    search: ['name', 'email_address', 'message'],
    readWithToken: true,
    order: 30,
  },
});
