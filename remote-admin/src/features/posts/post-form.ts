// A post's form is its declaration's (src/content/content-form.tsx, `admin.form` in
// contracts/src/content/posts.ts). The body it sends, named for the posts.
import { posts, type PostInput } from 'remote_shared/schemas';
import { toInput, type Values } from '@/content/form-values';

/** The body the API receives: published as long-form English text (spec §3), the status Pending when blank (spec §4). */
export const toPostInput = (values: Values): PostInput => toInput(posts, values) as PostInput;
