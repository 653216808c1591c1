import { z } from 'zod';
import { LIMITS, emailField, requiredText, timestamps } from './common';
import { ROLES } from './roles';
import { LOCALES } from './locales';

export const roleSchema = z.enum(ROLES, { error: 'Role is required' });

/**
 * Every password set from now on: 12 to 128 characters. The API also refuses one that is easy
 * to guess (a strength estimator with common-password dictionaries, docs/security.md).
 */
export function newPassword(required = 'Password is required') {
  return z
    .string({ error: required })
    .min(1, { error: required, abort: true })
    .min(LIMITS.password.min, { error: `Password must be at least ${LIMITS.password.min} characters`, abort: true })
    .max(LIMITS.password.max, { error: `Password must be at most ${LIMITS.password.max} characters`, abort: true });
}
const passwordRules = newPassword();

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
  /** Set by an Admin's password reset (or a generated first password): choose a new one first. */
  credentials_expired: z.boolean(),
  ...timestamps,
});
export type User = z.infer<typeof user>;

/** PUT /api/auth/me: what every user may change of their own account. */
export const accountInput = z.object({
  full_name: userFields.full_name,
  telephone_number: userFields.telephone_number,
});
export type AccountInput = z.input<typeof accountInput>;

/**
 * GET and PATCH /api/auth/me/preferences: what mail one gets and the back office's language.
 * `workflow_emails`: the publishing workflow's mails (a post awaits review, changes requested,
 * published; docs/workflow.md). `language`: the back office's interface language, null to follow the
 * browser's (docs/i18n.md, "Back office"). A PATCH changes the ones it names.
 */
export const accountPreferences = z.object({ workflow_emails: z.boolean(), language: z.enum(LOCALES).nullable() });
export const PREFERENCES_EMPTY = 'Give workflow_emails (true or false) or language (en, sw, fr or null)';
export const accountPreferencesInput = z
  .strictObject(
    {
      workflow_emails: z.boolean({ error: 'workflow_emails must be true or false' }).optional(),
      language: z.enum(LOCALES, { error: 'language must be en, sw, fr or null' }).nullable().optional(),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}; use workflow_emails or language` : undefined) },
  )
  .refine((given) => given.workflow_emails !== undefined || given.language !== undefined, { error: PREFERENCES_EMPTY });
export type AccountPreferencesInput = z.infer<typeof accountPreferencesInput>;
export type AccountPreferences = z.infer<typeof accountPreferences>;

export const CURRENT_PASSWORD_REQUIRED = 'Current password is required';
export const PASSWORDS_DIFFER = 'The new passwords do not match';

/** PUT /api/auth/password: one's own password, the current one required. */
export const passwordChangeInput = z.object({
  current_password: z
    .string({ error: CURRENT_PASSWORD_REQUIRED })
    .min(1, { error: CURRENT_PASSWORD_REQUIRED, abort: true })
    .max(LIMITS.password.max, { error: `Password must be at most ${LIMITS.password.max} characters`, abort: true }),
  new_password: newPassword('New password is required'),
});
export type PasswordChangeInput = z.input<typeof passwordChangeInput>;

/** PUT /api/users/{id}/password: an Admin sets another user's password; they choose their own at next sign-in. */
export const passwordResetInput = z.object({ password: newPassword() });
export type PasswordResetInput = z.input<typeof passwordResetInput>;

/** POST /api/auth/forgot: the address a reset link is sent to, if it has an account. */
export const forgotPasswordInput = z.object({ email: emailField('Email is required') });
export type ForgotPasswordInput = z.input<typeof forgotPasswordInput>;

/** POST /api/auth/reset: the link's secret and the new password. */
export const resetPasswordInput = z.object({
  token: z
    .string({ error: 'This link is not valid' })
    .min(1, { error: 'This link is not valid', abort: true })
    .max(200, { error: 'This link is not valid', abort: true }),
  new_password: newPassword('New password is required'),
});
export type ResetPasswordInput = z.input<typeof resetPasswordInput>;

/** What sign-in can offer besides the form (GET /api/auth/options). */
export const authOptions = z.object({ forgotPassword: z.boolean() });
export type AuthOptions = z.infer<typeof authOptions>;

export const FORGOT_PASSWORD_ANSWER = 'If an account uses that address, we have sent it a link to choose a new password. The link works once, for 30 minutes.';
export const RESET_LINK_INVALID = 'This link is not valid any more. Ask for a new one.';
