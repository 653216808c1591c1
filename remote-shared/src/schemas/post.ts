import type { InputOf, RecordOf } from './content/content-type';
import { posts } from './content/posts';
import { inputSchema, recordSchema } from './content-schemas';

/** POST and PUT /api/posts (spec §5 messages), and a post as the API answers it. */
export const postInput = inputSchema(posts);
export type PostInput = InputOf<typeof posts>;
export const post = recordSchema(posts);
export type Post = RecordOf<typeof posts>;
