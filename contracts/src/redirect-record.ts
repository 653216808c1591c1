import { z } from 'zod';
import { REDIRECT_LOCALES } from './redirects';

/**
 * The managed redirects through the API (docs/redirects.md). The rules themselves (what a path is,
 * what may be redirected, loops and chains) are in ./redirects; these are the shapes of the answers
 * and bodies. `from` is the stored, normalised path with its language prefix (`/sw/x` for a
 * redirect of Kiswahili only); `language` says the same for a filter, null for every language.
 */
export const redirectRecord = z.object({
  id: z.number().int(),
  from: z.string(),
  language: z.enum(REDIRECT_LOCALES).nullable(),
  to: z.string(),
  status: z.union([z.literal(301), z.literal(307)]),
  hits: z.number().int(),
  last_hit_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type RedirectRecord = z.infer<typeof redirectRecord>;

const PATH_MESSAGE = 'An old address is required, starting with /';
const TARGET_MESSAGE = 'A target is required: a path of this site or an https address';

/** Create and update: the kind is 301 (permanent, the default) or 307 (temporary). */
export const redirectInput = z.strictObject({
  from: z.string({ error: PATH_MESSAGE }).trim().min(1, { error: PATH_MESSAGE }).max(500, { error: 'The old address is at most 500 characters' }),
  to: z.string({ error: TARGET_MESSAGE }).trim().min(1, { error: TARGET_MESSAGE }).max(2000, { error: 'The target is at most 2000 characters' }),
  status: z.union([z.literal(301), z.literal(307)], { error: 'The kind must be permanent (301) or temporary (307)' }).default(301),
});
export type RedirectInput = z.input<typeof redirectInput>;

/** What the page server keeps in memory: every redirect, `[from, to, status]`, and the version it was read at. */
export const redirectTable = z.object({
  version: z.string(),
  redirects: z.array(z.tuple([z.string(), z.string(), z.union([z.literal(301), z.literal(307)])])),
});
export type RedirectTable = z.infer<typeof redirectTable>;

/** A CSV import refused: every bad row, by the line it starts on. Nothing was imported. */
export const redirectImportProblems = z.object({
  message: z.string(),
  problems: z.array(z.object({ line: z.number().int(), reason: z.string() })),
});
