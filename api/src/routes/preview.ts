import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PREVIEW_MESSAGES,
  PREVIEW_TOKEN_MAX,
  idParam,
  previewLink,
  previewRecordSchema,
  type AnyContentType,
  type PreviewFacts,
  type RecordOf,
} from 'contracts';
import { HttpError, notFound } from '../lib/errors';
import { contentRepository } from '../repositories/content';
import { workflowRepository } from '../repositories/workflow';
import { bearer, errors } from './responses';

export interface PreviewRoutesOptions {
  type: AnyContentType;
  /** The type's address under the API's prefix. */
  path: string;
  tags: string[];
}

/**
 * Preview (docs/workflow.md, "Preview"): whoever may edit a record gets a signed link to its public
 * page as it would look if it went live now (a pending draft's values over the live ones), working
 * for PREVIEW_TTL (at most an hour). The link's read needs no token, is never in the public cache,
 * and says `noindex` and `no-store`: it is one person's look at something not public.
 */
export const previewRoutes: FastifyPluginAsync<PreviewRoutesOptions> = async (parent, { type, path, tags }) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { resource } = type;
  const page = type.preview!.path;
  const one = type.label.one.toLowerCase();
  const workflow = type.workflow ? workflowRepository(type) : undefined;
  const content = contentRepository(type);
  const find = (id: number) => (workflow ? workflow.find(app.db, id) : content.findById(app.db, id));

  app.post(
    `${path}/:id/preview`,
    {
      onRequest: app.allow(type.access.update!)!,
      schema: {
        tags,
        summary: `A signed link to the preview of one ${one}, working for PREVIEW_TTL`,
        security: bearer,
        params: idParam,
        response: { 200: previewLink, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await find(id))) throw notFound(type.label.one);
      const expiresAt = new Date(app.clock().getTime() + app.config.previewTtlMs);
      expiresAt.setUTCMilliseconds(0);
      const token = app.previewTokens.issue(resource, id, expiresAt);
      app.activity.record(request, { action: 'preview_link_created', outcome: 'success', target: `${resource}:${id}` });
      return { url: `${page.replace(':id', String(id))}?token=${token}`, expires_at: expiresAt.toISOString() };
    },
  );

  app.get(
    `${path}/:id/preview`,
    {
      schema: {
        tags,
        summary: `The ${one} as its preview link shows it (public with a valid token; never cached)`,
        params: idParam,
        querystring: z.object({
          token: z
            .string({ error: PREVIEW_MESSAGES.missing })
            .min(1, { error: PREVIEW_MESSAGES.missing })
            .max(PREVIEW_TOKEN_MAX, { error: PREVIEW_MESSAGES.forged }),
        }),
        response: { 200: previewRecordSchema(type), ...errors(400, 403, 404, 410) },
      },
    },
    async (request, reply) => {
      // Before anything can fail: an answer about a preview is nobody's to index or keep.
      reply.header('x-robots-tag', 'noindex').header('cache-control', 'no-store');
      const { id } = request.params;
      const checked = app.previewTokens.check(request.query.token, resource, id, app.clock());
      if (checked.verdict === 'forged') throw new HttpError(403, PREVIEW_MESSAGES.forged);
      if (checked.verdict === 'expired') throw new HttpError(410, PREVIEW_MESSAGES.expired);
      const row = (await find(id)) as (Record<string, unknown> & { pending?: Record<string, unknown> | null }) | undefined;
      if (!row) throw notFound(type.label.one);
      const facts = {
        state: (row.state as string | undefined) ?? null,
        pending_state: (row.pending_state as string | undefined) ?? null,
        publish_at: (row.publish_at as string | undefined) ?? null,
      };
      return { ...row, ...(row.pending ?? {}), preview: { ...facts, expires_at: checked.expiresAt.toISOString() } } as unknown as RecordOf<AnyContentType> & {
        preview: PreviewFacts;
      };
    },
  );
};
