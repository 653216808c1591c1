import { z } from 'zod';
import { LIMITS } from './limits';

// In the browser, zod must not probe for `new Function` (its fast path): the Content-Security-Policy
// forbids eval, and the probe alone is reported as a violation. The API keeps the fast path.
if ('document' in globalThis) z.config({ jitless: true });

export { LIMITS };

/** Image size limit of spec §9 ('Image must be under 5MB'). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TOO_LARGE_MESSAGE = 'Image must be under 5MB';
export const IMAGE_TYPE_MESSAGE = 'Image must be a JPG, PNG, WebP or GIF file';
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

const tooLong = (label: string, max: number) => `${label} must be at most ${max.toLocaleString('en-US')} characters`;

/**
 * Characters as people count them (code points): an emoji or a character outside the Basic
 * Multilingual Plane is one character, not two UTF-16 units. Stops counting past `max`.
 */
export function fitsCharacters(value: string, max: number): boolean {
  if (value.length <= max) return true; // every code point is at least one unit
  let count = 0;
  for (const _ of value) if (++count > max) return false;
  return true;
}

/** The length check every text field runs first; it aborts, so nothing after it sees an over-long value. */
const atMost = (label: string, max: number) => [(value: string) => fitsCharacters(value, max), { error: tooLong(label, max), abort: true }] as const;

/**
 * A trimmed, non-empty string; `required` is the spec's message for a missing or blank value.
 * The length checks abort: nothing after them (a pattern, a refinement) ever sees an over-long
 * value, so the cost of validation stays linear in the input (docs/security.md).
 */
export function requiredText(required: string, label: string, max: number) {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? required : `${label} must be text`) })
    .trim()
    .min(1, { error: required, abort: true })
    .refine(...atMost(label, max));
}

const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/**
 * A one-line name: no line breaks or other control characters, which could start a new header
 * when the name goes into a mail (`Reply-To: Name <address>`).
 */
export function singleLineText(required: string, label: string, max: number) {
  return requiredText(required, label, max).refine((value) => !CONTROL_CHARACTER.test(value), {
    error: `${label} must be on one line, without control characters`,
  });
}

/** An optional string: missing, null and blank all become null. */
export function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .refine(...atMost(label, max))
    .nullable()
    .optional()
    .transform((value): string | null => (value ? value : null));
}

/**
 * name@domain.tld: no spaces, one @, a domain of dot-separated labels. Each label excludes the dot,
 * so the pattern cannot backtrack: it runs in time linear in the input (`npm run lint` checks
 * every pattern for that).
 */
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
export const isEmailAddress = (value: string) => value.length <= LIMITS.email && EMAIL.test(value);
export const INVALID_EMAIL_MESSAGE = 'Enter a valid email address';

export function emailField(required: string, invalid: string = INVALID_EMAIL_MESSAGE) {
  return requiredText(required, 'Email', LIMITS.email).refine(isEmailAddress, { error: invalid });
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

/** The body of every API error (`{ message, issues }`, docs/architecture.md, "The API contract"). */
export const apiError = z.object({
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiError>;
