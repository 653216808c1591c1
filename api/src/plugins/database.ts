import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { bootstrap } from '../startup/bootstrap';
import { openPglite, openPostgres, type Database } from '../db/database';
import type { Migration } from '../db/migrations';
import { oneAtATime } from '../lib/one-at-a-time';
import type { Resource } from '../lib/content-events';

/**
 * A database kept open across several builds of the app in one process (`npm run dev` reloads the
 * API's code into a fresh app on every edit, docs/development.md). Empty, the app opens the
 * database, does the start-up work (migrations, first Admin, demo content) and puts it here; holding
 * one, the app uses it as it is. Either way the app leaves it open when it closes: whoever made the
 * holder closes `db`.
 */
export interface KeptDatabase {
  db?: Database;
}

/** PostgreSQL channel carrying "<instance id> <resource>" after each committed write. */
const CHANNEL = 'api_content_change';

/**
 * Opens the database (PGlite under DATA_DIR, or DATABASE_URL), applies migrations, creates the
 * first Admin and the demo content, and provides `app.write` + `app.contentEvents`.
 */
export default fp<{ migrations?: readonly Migration[]; kept?: KeptDatabase }>(
  async (app, { migrations, kept }) => {
    const { config } = app;
    const reused = kept?.db;
    const db: Database = reused ?? (config.databaseUrl ? await openPostgres(config.databaseUrl, app.log) : await openPglite(config.dataDir));
    app.decorate('db', db);

    const events = app.contentEvents;
    const resources: readonly Resource[] = [...app.contentTypes.map((type) => type.resource), 'users', 'redirects', 'search-appearance'];
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

    // writeStatement tells the other instances after the commit, not inside the transaction: a
    // transaction that NOTIFYs holds a lock from its commit until its WAL is flushed, so under load
    // each of them commits alone, one flush each (docs/inbox.md, "Speed"). An API that stops between
    // the two leaves the others without that one signal, which suits only what no other instance
    // keeps, the contact messages (docs/decisions/0084-the-contact-form-tells-other-instances-after-its-commit.md). One NOTIFY at a time per resource
    // serves every write committed meanwhile, and it does not wait for its own flush: notifications
    // do not outlive a server restart anyway (the listener then signals everything).
    const notifyAfterCommit = (resource: Resource) =>
      db.query(`SELECT set_config('synchronous_commit', 'off', true), pg_notify($1, $2)`, [CHANNEL, `${instanceId} ${resource}`]).then(
        () => {},
        (error: unknown) => app.log.warn({ err: error, resource }, 'change not signalled to the other instances'),
      );
    const notifiers = new Map<Resource, () => Promise<void>>();
    const notifierOf = (resource: Resource) => {
      let notifier = notifiers.get(resource);
      if (!notifier) notifiers.set(resource, (notifier = oneAtATime(() => notifyAfterCommit(resource))));
      return notifier;
    };
    app.decorate('writeStatement', async <T>(resource: Resource, fn: Parameters<typeof db.statement<T>>[0]) => {
      const result = await db.statement(fn);
      if (db.kind === 'postgres') await notifierOf(resource)();
      signal(resource);
      return result;
    });

    let stopListening = async () => {};
    app.addHook('onClose', async () => {
      await stopListening();
      if (!kept) await db.close();
    });

    try {
      if (!reused) await bootstrap(app, migrations);
      stopListening = await db.listen(
        CHANNEL,
        (payload) => {
          const [from, resource] = payload.split(' ');
          if (from !== instanceId && resources.includes(resource!)) signal(resource as Resource);
        },
        () => resources.forEach(signal),
      );
    } catch (error) {
      if (!reused) await db.close().catch(() => {});
      throw error;
    }
    if (kept) kept.db = db;
  },
  { name: 'database' },
);
