import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AnyContentType, RecordOf, RevisionAction } from 'contracts';
import type { ActivityAction } from '../plugins/activity';

// The CRUD route factory (content.ts) makes a type's edit; the history routes (history.ts) restore
// a revision through it. Its shape lives here, so neither of the two imports the other's module.

/** What an edit is, for the history and the audit trail: an update, or an old revision restored. */
interface EditKind {
  revision: Extract<RevisionAction, 'updated' | 'restored'>;
  detail?: string;
  activity: Extract<ActivityAction, 'content_updated' | 'revision_restored'>;
  reason?: string;
}

/**
 * Saves an edit of one record the way an update does (If-Match, pending drafts, revision, audit
 * entry, ETag): the PUT route and a restored revision share it (docs/workflow.md, "History").
 */
export type SaveEdit = (
  request: FastifyRequest,
  reply: FastifyReply,
  id: number,
  body: Record<string, unknown>,
  expected: number | undefined,
  kind?: EditKind,
) => Promise<RecordOf<AnyContentType>>;
