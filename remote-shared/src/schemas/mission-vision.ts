import { z } from 'zod';
import { LIMITS, optionalImageUrl, optionalText, timestamps } from './common';

/** PUT /api/mission-vision sends the whole edited item; no field is required (spec §5). */
export const missionVisionInput = z.object({
  // Bounded like idParam: ids are PostgreSQL integers, and a larger one must be a 400, not a database error.
  id: z
    .number({ error: 'The id must be a positive whole number' })
    .int()
    .positive()
    .max(2_147_483_647, { error: 'The id must be a positive whole number' }),
  title: optionalText('Title', LIMITS.title).transform((v) => v ?? ''),
  icon: optionalText('Icon', LIMITS.icon).transform((v) => v ?? ''),
  text: optionalText('Text', LIMITS.description).transform((v) => v ?? ''),
  image_url: optionalImageUrl(),
});
export type MissionVisionInput = z.input<typeof missionVisionInput>;

export const missionVision = z.object({
  id: z.number(),
  title: z.string(),
  icon: z.string(),
  text: z.string(),
  image_url: z.string().nullable(),
  ...timestamps,
});
export type MissionVision = z.infer<typeof missionVision>;

/** An icon is either text (an emoji or a short label) or the http(s) address of an image (spec §3). */
export function isIconImage(icon: string): boolean {
  return /^https?:\/\//i.test(icon) || icon.startsWith('/uploads/');
}
