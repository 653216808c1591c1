import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  HISTORY_LIMIT,
  can,
  deletedRecord,
  idParam,
  inputSchema,
  localizeRecord,
  recordHistory,
  recordSchema,
  workflowRecordSchema,
  type AnyContentType,
} from 'contracts';
import type { Queryable } from '../db/database';
import { HttpError, notFound, orNotFound } from '../lib/errors';
import { expectedVersion } from '../lib/if-match';
import { contentRepository } from '../repositories/content';
import { revisionsRepository } from '../repositories/revisions';
import { workflowRepository } from '../repositories/workflow';
import type { SaveEdit } from './save-edit';
import { bearer, errors, staleEdit } from './responses';

export interface HistoryRoutesOptions {
  type: AnyContentType;
  /** The type's address under the API's prefix. */
  path: string;
  tags: string[];
  /** The update's core: a restore is an edit with an old revision's values. */
  saveEdit: SaveEdit;
}

const ID_MESSAGE = 'The revision must be a positive whole number';
const revisionParams = idParam.extend({
  revision: z.coerce.number({ error: ID_MESSAGE }).int({ error: ID_MESSAGE }).positive({ error: ID_MESSAGE }).max(2_147_483_647, { error: ID_MESSAGE }),
});

/**
 * The history of a type's records (docs/workflow.md, "History"): every revision of one record,
 * restoring one (an edit with its values, so the role's rules, If-Match, a new revision and the
 * audit trail apply as to any edit), and for an Admin the deleted records and bringing one back.
 * Whoever may update the type reads its records' history; a deleted record's is an Admin's only.
 */
export const historyRoutes: FastifyPluginAsync<HistoryRoutesOptions> = async (parent, { type, path, tags, saveEdit }) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const revisions = revisionsRepository(type);
  const content = contentRepository(type);
  const workflow = type.workflow ? workflowRepository(type) : undefined;
  const { resource } = type;
  const one = type.label.one.toLowerCase();
  const editors = app.allow(type.access.update!)!;
  const admins = app.authorize('history:deleted');
  /** The record as the back office reads it, whatever its state; undefined when there is none. */
  const current = async (db: Queryable, id: number): Promise<{ version?: number } | undefined> =>
    workflow ? ((await workflow.find(db, id)) as { version?: number } | undefined) : content.findById(db, id);
  const refuse = (request: Parameters<SaveEdit>[0], reason: string, message: string): never => {
    app.activity.record(request, { action: 'forbidden', outcome: 'denied', target: `${resource}:${(request.params as { id: number }).id}`, reason });
    throw new HttpError(403, message);
  };

  app.get(
    `${path}/:id/revisions`,
    {
      onRequest: editors,
      schema: {
        tags,
        summary: `The history of one ${one}: its revisions, newest first`,
        security: bearer,
        params: idParam,
        response: { 200: recordHistory, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const [{ items, total }, now] = await Promise.all([revisions.list(app.db, id, HISTORY_LIMIT), current(app.db, id)]);
      if (!now && total === 0) throw notFound(type.label.one);
      if (!now && !can(request.user?.role, 'history:deleted'))
        refuse(request, 'history of a deleted record', `This ${one} was deleted; only an Admin reads its history`);
      return { record_id: id, deleted: !now, version: now?.version ?? null, total, items };
    },
  );

  app.post(
    `${path}/:id/revisions/:revision/restore`,
    {
      onRequest: editors,
      schema: {
        tags,
        summary: `Restore a revision of one ${one}: its values saved again as a new revision (a pending draft where an edit would be one)`,
        security: bearer,
        params: revisionParams,
        headers: z.looseObject({
          'if-match': z.string().optional().describe('The version the restore started from, as the history gave it; without it the restore is not checked'),
        }),
        response: { 200: recordSchema(type), ...errors(400, 401, 403, 404, 409), 412: staleEdit },
      },
    },
    async (request, reply) => {
      const { id, revision } = request.params;
      const expected = expectedVersion(request.headers['if-match']);
      const found = await revisions.find(app.db, revision);
      if (!found || found.content_type !== resource) throw new HttpError(404, `Revision ${revision} not found`);
      if (found.record_id !== id) throw new HttpError(404, `Revision ${revision} is not a revision of this ${one}`);
      if (!(await current(app.db, id))) throw new HttpError(409, `This ${one} was deleted; an Admin brings it back before a revision can be restored`);
      // Today's rules apply to yesterday's values: a revision that no longer passes them is not saved.
      const parsed = inputSchema(type).safeParse(type.updateBy === 'body' ? { ...found.values, id } : found.values);
      if (!parsed.success) throw new HttpError(409, `Revision ${found.number} cannot be restored: ${parsed.error.issues[0]!.message}`);
      const { id: _id, ...values } = parsed.data as Record<string, unknown>;
      const kind = { revision: 'restored', detail: String(found.number), activity: 'revision_restored', reason: `revision ${found.number}` } as const;
      return saveEdit(request, reply, id, values, expected, kind);
    },
  );

  // Only a type whose records can be deleted has deleted ones to bring back.
  if (type.access.delete === undefined) return;
  const answered = workflow ? workflowRecordSchema(type) : recordSchema(type);

  app.get(
    `${path}/deleted`,
    {
      onRequest: admins,
      schema: {
        tags,
        summary: `Deleted ${type.label.many}, newest first (Admin)`,
        security: bearer,
        response: { 200: z.array(deletedRecord), ...errors(401, 403) },
      },
    },
    async () => revisions.deleted(app.db),
  );

  app.post(
    `${path}/:id/undelete`,
    {
      onRequest: admins,
      schema: {
        tags,
        summary: `Bring a deleted ${one} back as it was, under its own id (Admin)`,
        security: bearer,
        params: idParam,
        response: { 200: answered, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const by = request.user!.id;
      const restored = await app.write(resource, async (tx) => {
        const stored = await revisions.deletedRow(tx, id);
        const notDeleted = new HttpError(409, `This ${one} is not deleted`);
        if (!stored) throw (await current(tx, id)) ? notDeleted : notFound(type.label.one);
        // Someone brought it back meanwhile: it is there now.
        if (!(await revisions.undelete(tx, id, stored, by))) throw notDeleted;
        await revisions.record(tx, id, { action: 'undeleted', by });
        return orNotFound(workflow ? await workflow.find(tx, id) : await content.findById(tx, id), type.label.one);
      });
      app.activity.record(request, { action: 'content_undeleted', outcome: 'success', target: `${resource}:${id}` });
      return localizeRecord(type, restored as Record<string, unknown>, undefined);
    },
  );
};
