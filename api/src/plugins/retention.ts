import fp from 'fastify-plugin';
import { appMetaRepository } from '../repositories/app-meta';
import { inboxRepository } from '../repositories/inbox';
import { runPeriodically } from '../lib/periodic';

const CHECK_MS = 3_600_000;
const LAST_RUN_KEY = 'contact_retention_last_run';
/** Any constant, the same in every instance: one of them applies the retention each day. */
const RETENTION_LOCK = 7_302_418;

/**
 * Removes archived and spam messages older than the retention setting (24 months by default),
 * once a day, by one instance (an advisory lock and a last-run date in app_meta). The run is
 * recorded like the other data-protection actions (docs/inbox.md).
 */
export default fp(
  async (app) => {
    async function apply(): Promise<number | null> {
      return app.db.transaction(async (tx) => {
        const [lock] = await tx.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS locked', [RETENTION_LOCK]);
        if (!lock?.locked) return null;
        const today = new Date().toISOString().slice(0, 10);
        if ((await appMetaRepository.get(tx, LAST_RUN_KEY)) === today) return null;
        const removed = await inboxRepository.purge(tx, await appMetaRepository.retentionMonths(tx));
        await appMetaRepository.set(tx, LAST_RUN_KEY, today);
        return removed;
      });
    }
    const run = async () => {
      try {
        const removed = await apply();
        if (removed === null) return;
        if (removed > 0) app.contentEvents.emit('change', 'contacts');
        app.activity.recordSystem({ action: 'retention_applied', outcome: 'success', target: 'retention', reason: `${removed} messages removed` });
      } catch (error) {
        app.log.error({ err: error }, 'contact retention failed; retried within the hour');
      }
    };
    app.decorate('applyRetention', run);
    runPeriodically(app, CHECK_MS, run);
  },
  { name: 'retention', dependencies: ['database', 'activity'] },
);
