import { z } from 'zod';
import { actorFields } from './actor';
import { pageOf } from './inbox';
import { pageParam, wholeNumber } from './page-query';

/** The audit trail (docs/workflow.md, "Audit trail"): one page of 10 entries, like every admin table (spec §9), newest first. */
export const ACTIVITY_PAGE_SIZE = 10;

/** What an entry records; the API's activity events (api/src/plugins/activity.ts) that are kept. */
export const AUDIT_ACTIONS = [
  'sign_in',
  'sign_out',
  'forbidden',
  'user_created',
  'user_updated',
  'role_changed',
  'user_deleted',
  'password_changed',
  'password_reset',
  'password_reset_requested',
  'account_updated',
  'content_created',
  'content_updated',
  'content_deleted',
  'content_transition',
  'revision_restored',
  'content_undeleted',
  'preview_link_created',
  'contact_state_changed',
  'contact_replied',
  'contacts_exported',
  'personal_data_exported',
  'personal_data_erased',
  'retention_changed',
  'retention_applied',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

const DATE_MESSAGE = 'Dates are written yyyy-mm-dd';
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: DATE_MESSAGE })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), { error: DATE_MESSAGE });

/**
 * GET /api/activity: the filters (person, content type, action, date range in UTC days, both ends
 * included) and the page. A filter it does not know is a 400, so a typo never shows everything.
 */
export const activityQuery = z.strictObject(
  {
    page: pageParam,
    actor: wholeNumber('actor is a user id', 2_147_483_647).optional(),
    type: z
      .string()
      .regex(/^[a-z][a-z_-]{0,39}$/, { error: 'type is a content type, e.g. posts' })
      .optional(),
    action: z.enum(AUDIT_ACTIONS, { error: `action must be one of: ${AUDIT_ACTIONS.join(', ')}` }).optional(),
    from: day.optional(),
    to: day.optional(),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown filter: ${issue.keys.join(', ')}; use page, actor, type, action, from, to` : undefined) },
);
export type ActivityQuery = z.input<typeof activityQuery>;

export const auditEntry = z.object({
  id: z.number(),
  at: z.string(),
  ...actorFields,
  actor_role: z.string().nullable(),
  action: z.string(),
  outcome: z.string(),
  content_type: z.string().nullable(),
  record_id: z.number().nullable(),
  /** Names of the fields that changed, never their values. */
  fields: z.array(z.string()),
  ip: z.string(),
  reason: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const activityPage = pageOf(auditEntry);
export type ActivityPage = z.infer<typeof activityPage>;
