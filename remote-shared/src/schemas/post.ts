import { z } from 'zod';
import { IMAGE_ADDRESS_MESSAGE, LIMITS, isImageAddress, optionalText, requiredText, timestamps } from './common';

/** Post status of spec §4; the form defaults to Pending and a record without one shows as Pending. */
export const POST_STATUSES = ['Pending', 'Ongoing', 'Completed'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];
export const DEFAULT_POST_STATUS: PostStatus = 'Pending';

const MONTHS = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
];
const LONG_DATE = /^([A-Z][a-z]+) (\d{1,2}), (\d{4})$/;

/** True for a long-form English date that exists, e.g. 'March 5, 2025' (spec §3). */
export function isLongFormDate(value: string): boolean {
  const match = LONG_DATE.exec(value);
  if (!match) return false;
  const month = MONTHS.indexOf(match[1]!);
  const day = Number(match[2]);
  const year = Number(match[3]);
  if (month < 0 || year < 1900 || year > 2999) return false;
  const date = new Date(Date.UTC(year, month, day));
  return date.getUTCMonth() === month && date.getUTCDate() === day;
}

export const PUBLISHED_FORMAT_MESSAGE = 'Published must be a date like March 5, 2025';

/** POST and PUT /api/posts (spec §5 messages). */
export const postInput = z.object({
  title: requiredText('Title is required', 'Title', LIMITS.title),
  description: requiredText('Description is required', 'Description', LIMITS.description),
  category: requiredText('Category is required', 'Category', LIMITS.category),
  image_url: requiredText('Image is required', 'Image address', LIMITS.url).refine(isImageAddress, {
    error: IMAGE_ADDRESS_MESSAGE,
  }),
  published: optionalText('Published', 40).refine((value) => value === null || isLongFormDate(value), {
    error: PUBLISHED_FORMAT_MESSAGE,
  }),
  status: z
    .union([z.enum(POST_STATUSES), z.literal('')], { error: `Status must be one of ${POST_STATUSES.join(', ')}` })
    .nullable()
    .optional()
    .transform((value): PostStatus => (value ? value : DEFAULT_POST_STATUS)),
  client: optionalText('Client', LIMITS.client),
});
export type PostInput = z.input<typeof postInput>;

export const post = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  published: z.string().nullable(),
  category: z.string(),
  image_url: z.string().nullable(),
  status: z.string().nullable(),
  client: z.string().nullable(),
  ...timestamps,
});
export type Post = z.infer<typeof post>;
