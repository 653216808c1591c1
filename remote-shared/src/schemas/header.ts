import { z } from 'zod';
import { LIMITS, optionalImageUrl, optionalText, requiredText, timestamps } from './common';

/** POST and PUT /api/headers (hero slides): title and description required, subtitle optional (spec §5). */
export const headerInput = z.object({
  title: requiredText('Title is required', 'Title', LIMITS.title),
  subtitle: optionalText('Subtitle', LIMITS.subtitle),
  description: requiredText('Description is required', 'Description', LIMITS.description),
  image_url: optionalImageUrl(),
});
export type HeaderInput = z.input<typeof headerInput>;

export const header = z.object({
  id: z.number(),
  title: z.string(),
  subtitle: z.string().nullable(),
  description: z.string(),
  image_url: z.string().nullable(),
  ...timestamps,
});
export type Header = z.infer<typeof header>;
