import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACTIVITY_PAGE_SIZE, activityPage, activityQuery } from 'contracts';
import { sendCsv } from '../../lib/csv';
import { auditRepository, type AuditFilter } from '../../repositories/audit';
import { bearer, csvExport, errors } from '../responses';

/**
 * The audit trail, read only (docs/workflow.md, "Audit trail"): a page of entries by person,
 * content type, action and date range, and the same filter as CSV. Admin only. No route changes
 * or removes an entry, and the table refuses it anyway.
 */
const activity: FastifyPluginAsyncZod = async (app) => {
  const tags = ['activity'];
  const read = app.authorize('activity:read');
  const filterOf = ({ page: _page, ...filter }: AuditFilter & { page?: number }): AuditFilter => filter;

  app.get(
    '/activity',
    {
      onRequest: read,
      schema: {
        tags,
        summary: 'The audit trail, newest first, one page of the filter',
        security: bearer,
        querystring: activityQuery,
        response: { 200: activityPage, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const { items, total } = await auditRepository.page(app.db, filterOf(request.query), page, ACTIVITY_PAGE_SIZE);
      return { items, total, page, pageSize: ACTIVITY_PAGE_SIZE };
    },
  );

  app.get(
    '/activity/export.csv',
    csvExport(read, tags, 'The filter as CSV (UTF-8 with BOM), streamed', activityQuery.omit({ page: true })),
    async (request, reply) => {
      const filter = filterOf(request.query);
      const header = ['id', 'at', 'actor_id', 'actor_name', 'actor_role', 'action', 'outcome', 'content_type', 'record_id', 'fields', 'ip', 'reason'];
      return sendCsv<ExportRow>(
        reply,
        'activity',
        header,
        (after) => auditRepository.exportBatch(app.db, filter, after, 1000),
        (e) => [e.id, e.at, e.actor_id, e.actor_name, e.actor_role, e.action, e.outcome, e.content_type, e.record_id, e.fields.join(' '), e.ip, e.reason],
      );
    },
  );
};

type ExportRow = Awaited<ReturnType<typeof auditRepository.exportBatch>>[number];

export default activity;
