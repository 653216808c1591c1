import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { z } from 'zod';
import { apiError } from 'contracts';
import { invalidField } from '../lib/errors';
import { IMAGE_HOST_MESSAGE } from '../lib/image-url';

/** OpenAPI descriptions of the error answers a route can give (docs/architecture.md, "The API contract"). */
const DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid body, parameter or JSON; `issues` lists each field',
  401: 'No token, or an invalid or expired one',
  403: 'Your role does not allow this action',
  404: 'No record with this id',
  409: 'Conflicts with the current state (duplicate email, own role, last Admin, a stale edit)',
  410: 'The link has expired',
  412: 'If-Match names a version that is no longer the current one: someone saved in between',
  413: 'Body or file too large',
  415: 'Unsupported content or image type',
  429: 'Too many requests; see Retry-After',
};

export function errors(...codes: number[]) {
  return Object.fromEntries(codes.map((code) => [code, apiError.describe(DESCRIPTIONS[code] ?? 'Error')]));
}

/** Routes that need a token say so in the OpenAPI document. */
export const bearer = [{ bearerAuth: [] }];

/** The origin the client used to reach us, e.g. https://www.example.com. */
export const requestOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

export const imageRefused = (path: string) => invalidField(path, IMAGE_HOST_MESSAGE);

/** A stale update (docs/workflow.md, "Conflicts"): who saved in between, when, and the record as it now is. */
export const staleEdit = apiError
  .extend({
    version: z.number().int(),
    changed_at: z.string(),
    changed_by: z.object({ id: z.number(), full_name: z.string() }).nullable(),
    current: z.record(z.string(), z.unknown()),
  })
  .describe(DESCRIPTIONS[412]!);

/**
 * The options of a list's CSV export (the inbox's, the audit trail's): token only, the list's filter
 * without its page, answered as text/csv. The handler streams it with `sendCsv` (lib/csv.ts).
 */
export function csvExport<Q extends z.ZodType>(onRequest: onRequestHookHandler, tags: string[], summary: string, querystring: Q) {
  return { onRequest, schema: { tags, summary, security: bearer, querystring, produces: ['text/csv'] } };
}
