import type { InputOf, RecordOf } from './content/content-type';
import { contacts } from './content/contacts';
import { inputSchema, recordSchema } from './content-schemas';

/** POST /api/contacts (the public form, `website` the honeypot), and a message as the API answers it. */
export const contactInput = inputSchema(contacts);
export type ContactInput = InputOf<typeof contacts>;
export const contact = recordSchema(contacts);
export type Contact = RecordOf<typeof contacts>;
