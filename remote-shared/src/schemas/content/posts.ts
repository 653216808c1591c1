import { LIMITS } from '../limits';
import { DESCRIPTION, EDITORS, SIGNED_IN, TITLE, defineContentType, image, text } from './content-type';

/** Post status of spec §4; the form defaults to Pending and a record without one shows as Pending. */
export const POST_STATUSES = ['Pending', 'Ongoing', 'Completed'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];
export const DEFAULT_POST_STATUS: PostStatus = 'Pending';
export const PUBLISHED_FORMAT_MESSAGE = 'Published must be a date like March 5, 2025';

/** Posts, shown publicly as projects (spec §3, §7). Reads are public and cached; writes need a role. */
export const posts = defineContentType({
  name: 'posts',
  typeName: 'Post',
  label: { one: 'Post', many: 'posts' },
  fields: {
    title: TITLE,
    description: DESCRIPTION,
    category: text('Category', { required: 'Category is required', max: LIMITS.category }),
    image_url: image('Image', 'Image is required'),
    published: { kind: 'date', label: 'Published', max: 40, format: PUBLISHED_FORMAT_MESSAGE },
    status: { kind: 'choice', label: 'Status', options: POST_STATUSES, default: DEFAULT_POST_STATUS },
    client: text('Client', { max: LIMITS.client }),
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
    list: ['image_url', 'title', 'category', 'status', 'published'],
    search: ['title', 'category'],
    readWithToken: true,
    order: 20,
  },
  site: [
    { path: '/projects', page: 'projects' },
    { path: '/projects/:id', page: 'project-detail' },
  ],
});
