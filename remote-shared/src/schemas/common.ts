import { z } from 'zod';

// In the browser, zod must not probe for `new Function` (its fast path): the Content-Security-Policy
// forbids eval, and the probe alone is reported as a violation. The API keeps the fast path.
if ('document' in globalThis) z.config({ jitless: true });

/** Length limits shared by the forms and the API, so both refuse the same input. */
export const LIMITS = {
  name: 100,
  email: 254,
  telephone: 30,
  password: { min: 8, max: 128 },
  title: 200,
  subtitle: 200,
  category: 100,
  client: 120,
  position: 120,
  description: 10_000,
  contactMessage: 5_000,
  icon: 2_048,
  url: 2_048,
} as const;

/** Image size limit of spec §9 ('Image must be under 5MB'). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TOO_LARGE_MESSAGE = 'Image must be under 5MB';
export const IMAGE_TYPE_MESSAGE = 'Image must be a JPG, PNG, WebP or GIF file';
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

const tooLong = (label: string, max: number) => `${label} must be at most ${max.toLocaleString('en-US')} characters`;

/** A trimmed, non-empty string; `required` is the spec's message for a missing or blank value. */
export function requiredText(required: string, label: string, max: number) {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? required : `${label} must be text`) })
    .trim()
    .min(1, { error: required })
    .max(max, { error: tooLong(label, max) });
}

/** An optional string: missing, null and blank all become null. */
export function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: tooLong(label, max) })
    .nullable()
    .optional()
    .transform((value): string | null => (value ? value : null));
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const INVALID_EMAIL_MESSAGE = 'Enter a valid email address';

export function emailField(required: string, invalid: string = INVALID_EMAIL_MESSAGE) {
  return requiredText(required, 'Email', LIMITS.email).refine((value) => EMAIL.test(value), { error: invalid });
}

/** An image address: an absolute http(s) URL, or a path on this site (uploads are served from /uploads/). */
export function isImageAddress(value: string): boolean {
  if (value.startsWith('/uploads/')) return !value.includes('..');
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

export const IMAGE_ADDRESS_MESSAGE = 'Image must be an uploaded image or an http(s) address';

export function optionalImageUrl() {
  return optionalText('Image address', LIMITS.url).refine((value) => value === null || isImageAddress(value), {
    error: IMAGE_ADDRESS_MESSAGE,
  });
}

/** Path parameter `{id}`: a positive integer. */
export const idParam = z.object({
  id: z.coerce
    .number({ error: 'The id must be a positive whole number' })
    .int({ error: 'The id must be a positive whole number' })
    .positive({ error: 'The id must be a positive whole number' })
    .max(2_147_483_647, { error: 'The id must be a positive whole number' }),
});

/** Every stored record carries these. */
export const timestamps = {
  created_at: z.string(),
  updated_at: z.string(),
};

/** The body of every API error (issue 3: `{ message, issues }`). */
export const apiError = z.object({
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiError>;
