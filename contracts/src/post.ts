import type { InputOf, RecordOf } from './content/content-type';
import { posts, type PostState } from './content/posts';
import { inputSchema, recordSchema, workflowRecordSchema } from './content-schemas';

/** POST and PUT /api/posts (spec §5 messages), and a post as the API answers it. */
export const postInput = inputSchema(posts);
export type PostInput = InputOf<typeof posts>;
export const post = recordSchema(posts);
export type Post = RecordOf<typeof posts>;

export const POST_TRANSITIONS = Object.keys(posts.workflow!.transitions);
export type PostTransition = 'submit' | 'request_changes' | 'publish' | 'unpublish' | 'restore' | 'schedule' | 'unschedule';
/**
 * A post as the back office reads it (`GET /api/posts?state=…` with a token): the live fields plus
 * where it stands in the workflow. The public reads keep the spec's shape (`post`).
 */
export const adminPost = workflowRecordSchema(posts);
export type AdminPost = Post & {
  state: PostState;
  pending: Partial<PostInput> | null;
  pending_state: 'draft' | 'review' | null;
  review_comment: string | null;
  author_id: number | null;
  author_name: string | null;
  /** When it goes live by itself (ISO, UTC); null when not scheduled. */
  publish_at: string | null;
};

/** Where a post stands for its editors: a pending edit's state, else its own. */
export function postStage(row: Pick<AdminPost, 'state' | 'pending_state'> | Partial<AdminPost>): PostState {
  return (row.pending_state ?? row.state ?? 'published') as PostState;
}
