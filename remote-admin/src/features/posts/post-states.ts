import { postStage, posts, type AdminPost, type PostState, type PostTransition } from 'remote_shared/schemas';
import type { BadgeTone } from 'remote_shared/ui';

/** The Posts section's tabs (docs/workflow.md); `review` is "Awaiting review" for the roles that publish. */
export type PostFilter = 'all' | 'draft' | 'review' | 'scheduled' | 'published' | 'unpublished';
export const POST_FILTERS: readonly PostFilter[] = ['all', 'draft', 'review', 'scheduled', 'published', 'unpublished'];
/** The tabs' names, as catalogue keys (translated where they are shown). */
export const FILTER_LABELS: Record<PostFilter, string> = {
  all: 'posts.filter.all',
  draft: 'posts.filter.draft',
  review: 'posts.filter.review',
  scheduled: 'posts.filter.scheduled',
  published: 'posts.filter.published',
  unpublished: 'posts.filter.unpublished',
};
export const AWAITING_REVIEW = 'posts.filter.awaitingReview';

export function isPostFilter(value: string | null): value is PostFilter {
  return value !== null && (POST_FILTERS as readonly string[]).includes(value);
}

/** A row as the back office reads it; a record without a state (an old fake) counts as published. */
export type PostRow = AdminPost;

/** Does the tab hold the row? A live post with a pending draft is both Published and a draft. */
export function inFilter(row: Partial<PostRow>, filter: PostFilter): boolean {
  if (filter === 'all') return true;
  if (filter === 'scheduled') return Boolean(row.publish_at);
  return (row.state ?? 'published') === filter || row.pending_state === filter;
}

export function filterCounts(rows: readonly Partial<PostRow>[]): Record<PostFilter, number> {
  return Object.fromEntries(POST_FILTERS.map((filter) => [filter, rows.filter((row) => inFilter(row, filter)).length])) as Record<PostFilter, number>;
}

/** The states' names, as catalogue keys. */
export const STATE_LABELS: Record<PostState, string> = { draft: 'posts.state.draft', review: 'posts.state.review', published: 'posts.state.published', unpublished: 'posts.state.unpublished' };
export const STATE_TONES: Record<PostState, BadgeTone> = { draft: 'neutral', review: 'warning', published: 'success', unpublished: 'danger' };

/**
 * The moves a role may make on a row now, in the order the buttons show, from the declaration's
 * matrix. A role that publishes sees Publish rather than Submit for review (the API accepts both).
 */
export function availableTransitions(row: Partial<PostRow>, role: string | undefined): PostTransition[] {
  const stage = postStage(row);
  const state = row.state ?? 'published';
  const { transitions, direct } = posts.workflow!;
  const publishes = (direct as readonly string[]).includes(role ?? '');
  return (Object.keys(transitions) as PostTransition[]).filter((name) => {
    const move = transitions[name]!;
    if (role === undefined || !(move.access as readonly string[]).includes(role)) return false;
    if (name === 'submit' && publishes) return false;
    if (name === 'unschedule' && !row.publish_at) return false;
    return move.from.includes(stage) || move.from.includes(state);
  });
}
