import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BULK_ACTIONS,
  FORBIDDEN_MESSAGE,
  SIGNED_IN,
  allows,
  allowsTransition,
  bulkRequest,
  bulkResponse,
  idParam,
  workflowRecordSchema,
  type AnyContentType,
  type BulkResult,
} from 'contracts';
import { HttpError, invalidField, orNotFound } from '../lib/errors';
import { queueWorkflowMail } from '../lib/workflow-mail';
import { applyMove } from '../lib/workflow-moves';
import { workflowRepository } from '../repositories/workflow';
import { bearer, errors } from './responses';

export interface WorkflowRoutesOptions {
  type: AnyContentType;
  /** The type's address under the API's prefix. */
  path: string;
  tags: string[];
  /** The type's delete (the CRUD factory's), for bulk deletes; none when the type is not deleted. */
  remove?: (request: FastifyRequest, id: number) => Promise<void>;
}

const COMMENT_MAX = 2000;
const PUBLISH_AT_FORMAT = 'publish_at must be a date and time with its offset, e.g. 2026-03-05T14:00:00+03:00';
const PUBLISH_AT_REQUIRED = 'A date and time (publish_at) is required to schedule';
const PUBLISH_AT_PAST = 'The publishing time must be in the future';

/**
 * `POST {path}/{id}/transitions {transition, comment?}`: moves a record through its type's
 * publication workflow, by the matrix its declaration holds (docs/workflow.md). A role the
 * matrix leaves out gets 403, a move the record's state does not allow 409; neither changes anything.
 */
export const workflowRoutes: FastifyPluginAsync<WorkflowRoutesOptions> = async (parent, { type, path, tags, remove }) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const workflow = type.workflow!;
  const names = Object.keys(workflow.transitions);
  const unknown = `Unknown transition; use one of: ${names.join(', ')}`;
  const body = z.object({
    transition: z.string({ error: unknown }).refine((name) => names.includes(name), unknown),
    comment: z.string().trim().max(COMMENT_MAX, `The comment must be at most ${COMMENT_MAX} characters`).optional(),
    publish_at: z.iso.datetime({ offset: true, error: PUBLISH_AT_FORMAT }).optional(),
  });
  const repository = workflowRepository(type);
  const one = type.label.one;

  app.post(
    `${path}/:id/transitions`,
    {
      onRequest: app.authorize(SIGNED_IN),
      schema: {
        tags,
        summary: `Move ${one.toLowerCase()} through the publication workflow (${names.join(', ')})`,
        security: bearer,
        params: idParam,
        body,
        response: { 200: workflowRecordSchema(type), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { transition, comment } = request.body;
      const move = workflow.transitions[transition]!;
      const user = request.user!;
      const target = `${type.resource}:${id}`;
      if (!allowsTransition(type, transition, user.role)) {
        app.activity.record(request, { action: 'forbidden', outcome: 'denied', target, reason: `role may not ${transition}` });
        throw new HttpError(403, FORBIDDEN_MESSAGE);
      }
      if (move.comment === 'required' && !comment) throw invalidField('comment', 'A comment is required when requesting changes');

      let publishAt: string | undefined;
      if (move.schedule === 'set') {
        const at = request.body.publish_at;
        if (!at) throw invalidField('publish_at', PUBLISH_AT_REQUIRED);
        const when = new Date(at);
        // Whole minutes: the scheduler publishes at that minute (docs/workflow.md).
        when.setUTCSeconds(0, 0);
        if (when.getTime() <= app.clock().getTime()) throw invalidField('publish_at', PUBLISH_AT_PAST);
        publishAt = when.toISOString();
      }

      return moveOne(request, id, transition, { comment, publishAt });
    },
  );

  /** One move of one record, in its own transaction, by the signed-in user: the route's and each bulk id's. */
  const moveOne = async (request: FastifyRequest, id: number, transition: string, given: { comment?: string; publishAt?: string }) => {
    const move = workflow.transitions[transition]!;
    let mailed = 0;
    const result = await app.write(type.resource, async (tx) => {
      const current = orNotFound(await repository.find(tx, id, true), one);
      await applyMove(tx, type, current, transition, move, { ...given, by: request.user!.id });
      const moved = orNotFound(await repository.find(tx, id), one);
      // Saved with the move, sent after it commits (docs/mail.md).
      mailed = await queueWorkflowMail(app, tx, type, moved, transition, { comment: given.comment, by: request.user!.id });
      return moved;
    });
    if (mailed) app.mail.kick();
    const outcome = move.schedule
      ? given.publishAt
        ? `at ${given.publishAt}`
        : 'cancelled'
      : transition === 'request_changes'
        ? 'changes requested'
        : `to ${result.pending_state ?? result.state}`;
    app.activity.record(request, { action: 'content_transition', outcome: 'success', target: `${type.resource}:${id}`, reason: `${transition}: ${outcome}` });
    return result;
  };

  const many = type.label.many;
  app.post(
    `${path}/bulk`,
    {
      onRequest: app.authorize(SIGNED_IN),
      schema: {
        tags,
        summary: `Publish, unpublish or delete several ${many} (${BULK_ACTIONS.join(', ')}); each id is checked and saved on its own and answered in \`results\``,
        security: bearer,
        body: bulkRequest,
        response: { 200: bulkResponse, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const { action, ids } = request.body;
      const role = request.user!.role;
      // The same rules as one record's action (docs/workflow.md, "Bulk actions"): a role that may
      // not take the action at all is refused as a whole, and nothing changes.
      const allowed = action === 'delete' ? remove !== undefined && allows(type, 'delete', role) : allowsTransition(type, action, role);
      if (!allowed) {
        app.activity.record(request, { action: 'forbidden', outcome: 'denied', target: `${type.resource}:bulk`, reason: `role may not ${action}` });
        throw new HttpError(403, FORBIDDEN_MESSAGE);
      }
      // One transaction per id, in the order given: a post that cannot be moved (gone, or in a
      // state the move does not start from) fails alone and the others are still done.
      const results: BulkResult[] = [];
      for (const id of ids) {
        try {
          if (action === 'delete') await remove!(request, id);
          else await moveOne(request, id, action, {});
          results.push({ id, ok: true, status: action === 'delete' ? 204 : 200 });
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          results.push({ id, ok: false, status: error.statusCode, message: error.message });
        }
      }
      const succeeded = results.filter((result) => result.ok).length;
      return { action, succeeded, failed: results.length - succeeded, results };
    },
  );
};
