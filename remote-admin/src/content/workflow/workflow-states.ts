// Where a record of a type with a publication workflow stands (docs/workflow.md), as the generic
// section shows it: the filter tabs, the state badges, and the moves a role may make now, all read
// from the declaration's `workflow`. The words are the posts' (the one type with a workflow).
import type { AnyContentType } from 'remote_shared/schemas';
import type { BadgeTone } from 'remote_shared/ui';

/** A record as the back office reads it with its workflow (`?state=all`); one without a state (an old fake) counts as live. */
export type WorkflowRow = { id: number } & Record<string, unknown> & {
    state?: string | null;
    pending?: Record<string, unknown> | null;
    pending_state?: string | null;
    review_comment?: string | null;
    publish_at?: string | null;
  };

/** The section's tabs (docs/workflow.md); `review` is "Awaiting review" for the roles that publish. */
export type WorkflowFilter = 'all' | 'draft' | 'review' | 'scheduled' | 'published' | 'unpublished';
export const WORKFLOW_FILTERS: readonly WorkflowFilter[] = ['all', 'draft', 'review', 'scheduled', 'published', 'unpublished'];
/** The tabs' names, as catalogue keys (translated where they are shown). */
export const FILTER_LABELS: Record<WorkflowFilter, string> = {
  all: 'posts.filter.all',
  draft: 'posts.filter.draft',
  review: 'posts.filter.review',
  scheduled: 'posts.filter.scheduled',
  published: 'posts.filter.published',
  unpublished: 'posts.filter.unpublished',
};
export const AWAITING_REVIEW = 'posts.filter.awaitingReview';

export function isWorkflowFilter(value: string | null): value is WorkflowFilter {
  return value !== null && (WORKFLOW_FILTERS as readonly string[]).includes(value);
}

/** The state a record's latest version is in: its pending draft's, else its own. */
export const stageOf = (type: AnyContentType, row: Partial<WorkflowRow>): string => row.pending_state ?? row.state ?? type.workflow!.live;

/** Does the tab hold the row? A live record with a pending draft is both Published and a draft. */
export function inFilter(type: AnyContentType, row: Partial<WorkflowRow>, filter: WorkflowFilter): boolean {
  if (filter === 'all') return true;
  if (filter === 'scheduled') return Boolean(row.publish_at);
  return (row.state ?? type.workflow!.live) === filter || row.pending_state === filter;
}

export function filterCounts(type: AnyContentType, rows: readonly Partial<WorkflowRow>[]): Record<WorkflowFilter, number> {
  return Object.fromEntries(WORKFLOW_FILTERS.map((filter) => [filter, rows.filter((row) => inFilter(type, row, filter)).length])) as Record<
    WorkflowFilter,
    number
  >;
}

/** The states' names, as catalogue keys, and their badges' tones. */
export const STATE_LABELS: Record<string, string> = {
  draft: 'posts.state.draft',
  review: 'posts.state.review',
  published: 'posts.state.published',
  unpublished: 'posts.state.unpublished',
};
export const STATE_TONES: Record<string, BadgeTone> = { draft: 'neutral', review: 'warning', published: 'success', unpublished: 'danger' };

/** Does `role` publish directly (its saves go live; the others make drafts)? */
export const publishesDirectly = (type: AnyContentType, role: string | undefined): boolean => (type.workflow!.direct as readonly string[]).includes(role ?? '');

/**
 * The moves a role may make on a row now, in the order the buttons show, from the declaration's
 * matrix. A role that publishes sees Publish rather than Submit for review (the API accepts both).
 */
export function availableTransitions(type: AnyContentType, row: Partial<WorkflowRow>, role: string | undefined): string[] {
  const stage = stageOf(type, row);
  const state = row.state ?? type.workflow!.live;
  const { transitions } = type.workflow!;
  const publishes = publishesDirectly(type, role);
  return Object.keys(transitions).filter((name) => {
    const move = transitions[name]!;
    if (role === undefined || !(move.access as readonly string[]).includes(role)) return false;
    if (name === 'submit' && publishes) return false;
    if (move.schedule === 'clear' && !row.publish_at) return false;
    return move.from.includes(stage) || move.from.includes(state);
  });
}

/** A record worth previewing: not public as it is, or with changes (or a time) still to come. */
export const previewable = (type: AnyContentType, row: Partial<WorkflowRow>) =>
  (row.state ?? type.workflow!.live) !== type.workflow!.live || Boolean(row.pending_state) || Boolean(row.publish_at);
