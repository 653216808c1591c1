import { z } from 'zod';
import { LIMITS, optionalImageUrl, requiredText, timestamps } from './common';

/** POST and PUT /api/team: name and position required, image optional (spec §5). */
export const teamMemberInput = z.object({
  name: requiredText('Name is required', 'Name', LIMITS.name),
  position: requiredText('Position is required', 'Position', LIMITS.position),
  image_url: optionalImageUrl(),
});
export type TeamMemberInput = z.input<typeof teamMemberInput>;

export const teamMember = z.object({
  id: z.number(),
  name: z.string(),
  position: z.string(),
  image_url: z.string().nullable(),
  ...timestamps,
});
export type TeamMember = z.infer<typeof teamMember>;
