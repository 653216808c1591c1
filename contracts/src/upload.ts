import { z } from 'zod';

/** The cloud image service's answer (spec §7): `secure_url` becomes `image_url`. */
export const uploadResult = z.object({
  secure_url: z.string(),
  width: z.number(),
  height: z.number(),
  bytes: z.number(),
  format: z.string(),
});
export type UploadResult = z.infer<typeof uploadResult>;
