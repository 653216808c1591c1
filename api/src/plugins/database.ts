import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { bootstrap } from '../db/bootstrap';
import { openPglite, openPostgres, type Database } from '../db/database';
import type { Resource } from '../types';

/** PostgreSQL channel carrying "<instance id> <resource>" after each committed write. */
const CHANNEL = 'api_content_change';

/**
 * Opens the database (PGlite under DATA_DIR, or DATABASE_URL), applies migrations, creates the
 * first Admin and the demo content, and provides `app.write` + `app.contentEvents`.
 */
export default fp(
  async (app) => {
    const { config } = app;
    const db: Database = config.databaseUrl ? await openPostgres(config.databaseUrl, app.log) : await openPglite(config.dataDir);
    app.decorate('db', db);

    const events = app.contentEvents;
    const resources: readonly Resource[] = [...app.contentTypes.map((type) => type.resource), 'users'];
    const signal = (resource: Resource) => {
      try {
        events.emit('change', resource);
      } catch (error) {
        // The write is committed; a failing listener must not turn it into an error answer.
        app.log.error({ err: error, resource }, 'content change listener failed');
      }
    };

    const instanceId = randomUUID();
    app.decorate('write', async <T>(resource: Resource, fn: Parameters<typeof db.transaction<T>>[0]) => {
      const result = await db.transaction(async (tx) => {
        const value = await fn(tx);
        // Delivered to the other instances only if the transaction commits.
        if (db.kind === 'postgres') await tx.query('SELECT pg_notify($1, $2)', [CHANNEL, `${instanceId} ${resource}`]);
        return value;
      });
      signal(resource);
      return result;
    });

    let stopListening = async () => {};
    app.addHook('onClose', async () => {
      await stopListening();
      await db.close();
    });

    try {
      await bootstrap(app);
      stopListening = await db.listen(
        CHANNEL,
        (payload) => {
          const [from, resource] = payload.split(' ');
          if (from !== instanceId && resources.includes(resource!)) signal(resource as Resource);
        },
        () => resources.forEach(signal),
      );
    } catch (error) {
      await db.close().catch(() => {});
      throw error;
    }
  },
  { name: 'database' },
);
