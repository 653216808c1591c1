// The history of every record the back office edits, and signed preview links (docs/workflow.md,
// "History" and "Preview"): what the API answers, and what the back office reads.
import { z } from 'zod';
import { actorFields } from './actor';

/** What made a revision: the first save, an edit, a restore, a workflow move, a delete, a comeback. */
export const REVISION_ACTIONS = ['baseline', 'created', 'updated', 'restored', 'transition', 'deleted', 'undeleted'] as const;
export type RevisionAction = (typeof REVISION_ACTIONS)[number];

/** The newest revisions a history answers with (`total` says how many there are). */
export const HISTORY_LIMIT = 100;

const values = z.record(z.string(), z.unknown());

/** One saved version of a record: who, when, what changed, and the values it held. */
export const revision = z.object({
  /** The revision's own id (what a restore names). */
  id: z.number(),
  /** 1, 2, 3… per record. */
  number: z.number(),
  at: z.string(),
  ...actorFields,
  action: z.enum(REVISION_ACTIONS),
  /** A workflow move's name; the revision number a restore came from. */
  detail: z.string().nullable(),
  /** What a workflow move that asks for a comment was made with ("Request changes"); null otherwise. */
  comment: z.string().nullable().optional(),
  /** The names of the fields that changed since the revision before. */
  fields: z.array(z.string()),
  /**
   * Where `fields` names `translations`: the localized fields that changed in each other locale
   * (`{ "sw": ["title"] }`), so a change of the Kiswahili title is named as that (docs/i18n.md, "Content").
   */
  translated: z.record(z.string(), z.array(z.string())).optional(),
  /** Where a record with a publication workflow stood after this save. */
  state: z.string().nullable(),
  /** Set when the save made (or kept) a pending draft of a live record: `values` are the draft's. */
  pending_state: z.string().nullable(),
  /** The fields' values this save produced. */
  values,
});
export type Revision = z.infer<typeof revision>;

export const recordHistory = z.object({
  record_id: z.number(),
  /** The record is deleted: only an Admin reads this, and may bring it back. */
  deleted: z.boolean(),
  /** The record's edit version now, which a restore sends as If-Match; null when deleted. */
  version: z.number().nullable(),
  total: z.number(),
  /** Newest first, at most HISTORY_LIMIT. */
  items: z.array(revision),
});
export type RecordHistory = z.infer<typeof recordHistory>;

/** A deleted record of a type, as its last revision holds it. */
export const deletedRecord = z.object({
  id: z.number(),
  deleted_at: z.string(),
  ...actorFields,
  values,
});
export type DeletedRecord = z.infer<typeof deletedRecord>;

/** A signed link to a record's preview page, relative to the site, and when it stops working. */
export const previewLink = z.object({ url: z.string(), expires_at: z.string() });
export type PreviewLink = z.infer<typeof previewLink>;

/** What a preview answers beside the record's fields: where it stands, and the link's end. */
export const previewFacts = z.object({
  state: z.string().nullable(),
  pending_state: z.string().nullable(),
  publish_at: z.string().nullable(),
  expires_at: z.string(),
});
export type PreviewFacts = z.infer<typeof previewFacts>;

export const PREVIEW_TOKEN_MAX = 200;
export const PREVIEW_MESSAGES = {
  forged: 'This preview link is not valid. Ask for a new one in the back office.',
  expired: 'This preview link has expired. Ask for a new one in the back office.',
  missing: 'A preview link needs its token',
} as const;
