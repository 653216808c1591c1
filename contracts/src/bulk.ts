import { z } from 'zod';

/**
 * `POST {path}/bulk` (docs/workflow.md, "Bulk actions"): one action on several records of a type
 * with a publication workflow, each checked and saved on its own, answered id by id.
 */
export const BULK_ACTIONS = ['publish', 'unpublish', 'delete'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];
/** At most this many ids a request: a few pages of the back office's list. */
export const BULK_MAX = 100;

const IDS_MESSAGE = 'ids must be whole numbers from 1';
const ACTION_MESSAGE = `Unknown action; use one of: ${BULK_ACTIONS.join(', ')}`;

export const bulkRequest = z.strictObject(
  {
    action: z.enum(BULK_ACTIONS, { error: ACTION_MESSAGE }),
    ids: z
      .array(z.number({ error: IDS_MESSAGE }).int({ error: IDS_MESSAGE }).min(1, { error: IDS_MESSAGE }).max(2_147_483_647, { error: IDS_MESSAGE }), {
        error: 'ids must be a list of record ids',
      })
      .min(1, { error: 'Pick at least one record (ids is empty)' })
      .max(BULK_MAX, { error: `At most ${BULK_MAX} records at a time` })
      .refine((ids) => new Set(ids).size === ids.length, { error: 'Each id may be given once' }),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}; use action, ids` : undefined) },
);
export type BulkRequest = z.infer<typeof bulkRequest>;

/** One id's outcome: done, or why not (the status and message the single action would answer). */
export const bulkResult = z.object({
  id: z.number(),
  ok: z.boolean(),
  status: z.number().int(),
  message: z.string().optional(),
});
export type BulkResult = z.infer<typeof bulkResult>;

export const bulkResponse = z.object({
  action: z.enum(BULK_ACTIONS),
  succeeded: z.number().int(),
  failed: z.number().int(),
  results: z.array(bulkResult),
});
export type BulkResponse = z.infer<typeof bulkResponse>;
