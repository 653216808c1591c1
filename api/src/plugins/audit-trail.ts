import fp from 'fastify-plugin';
import { auditRepository, type AuditRow } from '../repositories/audit';
import type { ActivityEvent } from './activity';

/**
 * The audit trail (docs/workflow.md, "Audit trail"): every activity event a person caused, kept in
 * `audit_log`. Anonymous noise (a missing token, a throttled address) stays in the log only, so
 * nobody can fill the table from outside. The event already holds only ids, roles and field
 * names; a target `posts:12` becomes content type and id.
 */
const COMPACT_EVERY = 1000;
const NOT_KEPT = new Set<ActivityEvent['action']>(['unauthenticated', 'throttled']);

function auditRowOf(event: ActivityEvent): AuditRow {
  const target = /^([a-z][a-z_-]*):(\d+)$/.exec(event.target);
  return {
    at: event.at,
    actor_id: event.actorId,
    actor_role: event.actorRole,
    action: event.action,
    outcome: event.outcome,
    content_type: target ? target[1]! : null,
    record_id: target ? Number(target[2]) : null,
    fields: event.fields ?? [],
    ip: event.ip,
    reason: event.reason ?? (target ? null : event.target),
  };
}

export default fp(
  async (app) => {
    const pending = new Set<Promise<void>>();
    // The count tables are compacted at start and every COMPACT_EVERY entries (PGlite only; see
    // auditRepository.compactCounts), one compaction at a time.
    let appended = 0;
    let compacting: Promise<void> | undefined;
    const compact = () => {
      compacting ??= auditRepository
        .compactCounts(app.db)
        .catch((error: unknown) => app.log.warn({ err: error }, 'audit trail counts not compacted'))
        .finally(() => {
          compacting = undefined;
        });
      return compacting;
    };
    app.addHook('onReady', compact);
    app.activity.on('event', (event) => {
      if (NOT_KEPT.has(event.action)) return;
      appended += 1;
      if (appended % COMPACT_EVERY === 0) void compact();
      const write = auditRepository
        .append(app.db, auditRowOf(event))
        .catch((error: unknown) => app.log.error({ err: error, security: event }, 'audit trail entry not written'))
        .finally(() => pending.delete(write));
      pending.add(write);
    });
    // Entries of the last requests are written before the database closes.
    app.addHook('preClose', async () => {
      await Promise.all([...pending, compacting]);
    });
  },
  { name: 'audit-trail', dependencies: ['activity'] },
);
