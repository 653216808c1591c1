import { z } from 'zod';
import { LIMITS, emailField, requiredText, timestamps } from './common';
import { roleSchema } from './roles';

const passwordRules = z
  .string({ error: 'Password is required' })
  .min(1, { error: 'Password is required' })
  .min(LIMITS.password.min, { error: `Password must be at least ${LIMITS.password.min} characters` })
  .max(LIMITS.password.max, { error: `Password must be at most ${LIMITS.password.max} characters` });

const userFields = {
  full_name: requiredText('Full name is required', 'Full name', LIMITS.name),
  email_address: emailField('Email is required'),
  telephone_number: requiredText('Telephone is required', 'Telephone', LIMITS.telephone),
  role: roleSchema,
};

/** POST /api/users: the password is sent on create only (spec §3). */
export const userCreateInput = z.object({ ...userFields, password: passwordRules });
/** PUT /api/users/{id}: same fields; an empty or missing password leaves it unchanged (spec §7). */
export const userUpdateInput = z.object({
  ...userFields,
  password: z
    .union([z.literal(''), passwordRules])
    .nullable()
    .optional()
    .transform((value) => (value ? value : null)),
});
export type UserCreateInput = z.input<typeof userCreateInput>;
export type UserUpdateInput = z.input<typeof userUpdateInput>;

/** A user as the API returns it: never a password or its hash. */
export const user = z.object({
  id: z.number(),
  full_name: z.string(),
  email_address: z.string(),
  telephone_number: z.string(),
  role: roleSchema,
  ...timestamps,
});
export type User = z.infer<typeof user>;
