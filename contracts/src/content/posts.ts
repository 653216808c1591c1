import { LIMITS } from '../limits';
import { DESCRIPTION, EDITORS, SIGNED_IN, TITLE, defineContentType, image, responsive, text } from './content-type';

/** Post status of spec §4; the form defaults to Pending and a record without one shows as Pending. */
export const POST_STATUSES = ['Pending', 'Ongoing', 'Completed'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];
export const DEFAULT_POST_STATUS: PostStatus = 'Pending';
export const PUBLISHED_FORMAT_MESSAGE = 'Published must be a date like March 5, 2025';

/**
 * The publication state of a post, apart from its project status (docs/workflow.md). Only
 * `published` posts are public; an edit of a published post by a role that does not publish
 * directly waits beside the live version as a pending draft.
 */
export const POST_STATES = ['draft', 'review', 'published', 'unpublished'] as const;
export type PostState = (typeof POST_STATES)[number];
export const POST_STATE_LABELS: Record<PostState, string> = { draft: 'Draft', review: 'In review', published: 'Published', unpublished: 'Unpublished' };

/** Posts, shown publicly as projects (spec §3, §7). Reads are public and cached; writes need a role. */
export const posts = defineContentType({
  name: 'posts',
  typeName: 'Post',
  label: { one: 'Post', many: 'posts' },
  fields: {
    title: TITLE,
    description: { ...DESCRIPTION, admin: { lines: 6 } },
    category: text('Category', { required: 'Category is required', max: LIMITS.category, localized: true, admin: { placeholder: 'e.g. Web Platform' } }),
    image_url: responsive(image('Image', 'Image is required')),
    published: { kind: 'date', label: 'Published', max: 40, format: PUBLISHED_FORMAT_MESSAGE, admin: { hint: 'Shown as e.g. March 5, 2025.' } },
    status: { kind: 'choice', label: 'Status', options: POST_STATUSES, default: DEFAULT_POST_STATUS },
    client: text('Client', { max: LIMITS.client, localized: true, admin: { placeholder: 'Shown on the project card' } }),
  },
  order: 'created_at DESC, id DESC',
  path: '/api/posts',
  access: { list: 'public', read: 'public', create: SIGNED_IN, update: SIGNED_IN, delete: EDITORS },
  publicCache: 'posts',
  admin: {
    path: 'posts',
    title: 'Posts',
    icon: 'file',
    description: 'Projects shown on the public portfolio, newest first.',
    // The status badge: green when Active (spec §4), the real statuses as the public page colours them
    // (docs/decisions/0039-posts-the-date-picker-client-and-the-tables-colours.md).
    // 'Project date' over the list's dates: beside the Publication column, 'Published' read as when
    // the post went live, which it is not (it is the project's date, spec §3).
    list: [
      'image_url',
      { field: 'title', below: 'client' },
      'category',
      { field: 'status', show: 'badge', tones: { Active: 'success', Completed: 'success', Ongoing: 'info' } },
      { field: 'published', label: 'Project date' },
    ],
    search: ['title', 'category'],
    form: ['title', ['category', 'client'], ['status', 'published'], 'description', 'image_url'],
    readWithToken: true,
    order: 20,
  },
  // The role matrix of the workflow, in one place (docs/roles.md, docs/workflow.md).
  workflow: {
    states: POST_STATES,
    initial: 'draft',
    live: 'published',
    direct: EDITORS,
    transitions: {
      submit: { label: 'Submit for review', from: ['draft'], to: 'review', access: SIGNED_IN, keepsSchedule: true },
      request_changes: { label: 'Request changes', from: ['review'], to: 'draft', access: EDITORS, comment: 'required' },
      publish: { label: 'Publish', from: ['draft', 'review', 'unpublished'], to: 'published', access: EDITORS },
      unpublish: { label: 'Unpublish', from: ['published'], to: 'unpublished', access: EDITORS },
      restore: { label: 'Restore to draft', from: ['unpublished'], to: 'draft', access: EDITORS },
      // Goes live by itself at `publish_at` (api/src/plugins/scheduler.ts); scheduling again reschedules.
      schedule: { label: 'Schedule', from: ['draft', 'review', 'unpublished'], access: EDITORS, schedule: 'set' },
      unschedule: { label: 'Cancel schedule', from: ['draft', 'review', 'unpublished'], access: EDITORS, schedule: 'clear' },
    },
  },
  site: [
    { path: '/projects', page: 'projects' },
    { path: '/projects/:id', page: 'project-detail' },
  ],
  // A draft, scheduled or pending post on its public page before it is public, through a signed link.
  preview: { path: '/projects/:id/preview', page: 'project-preview' },
});
