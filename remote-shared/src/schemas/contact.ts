import { z } from 'zod';
import { LIMITS, optionalText, requiredText, timestamps } from './common';

export const CONTACT_NAME_REQUIRED = 'Please enter your name';
export const CONTACT_EMAIL_REQUIRED = 'Please enter your email';
export const CONTACT_EMAIL_INVALID = 'Please enter a valid email address';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * POST /api/contacts, the public form of spec §5: name and email required, message optional.
 * `website` is the honeypot: people never see it, so a value means a bot (the API drops it silently).
 */
export const contactInput = z.object({
  name: requiredText(CONTACT_NAME_REQUIRED, 'Name', LIMITS.name),
  email_address: requiredText(CONTACT_EMAIL_REQUIRED, 'Email', LIMITS.email).refine((v) => EMAIL.test(v), {
    error: CONTACT_EMAIL_INVALID,
  }),
  message: optionalText('Message', LIMITS.contactMessage).transform((value) => value ?? ''),
  website: optionalText('Website', 200),
});
export type ContactInput = z.input<typeof contactInput>;

export const contact = z.object({
  id: z.number(),
  name: z.string(),
  email_address: z.string(),
  message: z.string(),
  date: z.string(),
  ...timestamps,
});
export type Contact = z.infer<typeof contact>;
