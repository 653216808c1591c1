import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * One small interface over PGlite (embedded, the default) and a PostgreSQL server, so the
 * repositories run the same SQL on both. Timestamps come back as ISO strings.
 */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs a script of several statements (no parameters). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Calls `onMessage` for every NOTIFY on `channel` (PostgreSQL only); resolves to a stop function. */
  listen(channel: string, onMessage: (payload: string) => void, onReconnect: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

function isoDates<T>(rows: Record<string, unknown>[]): T[] {
  for (const row of rows) {
    for (const key in row) {
      const value = row[key];
      if (value instanceof Date) row[key] = value.toISOString();
    }
  }
  return rows as T[];
}

/** Closing twice (a failed start, then app.close()) must be harmless. */
function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= fn());
}

// --- PGlite --------------------------------------------------------------------------------

/** Dirs held by a PGlite in this process: a second instance on the same files would corrupt them. */
const heldDirs = new Set<string>();

function lockDataDir(dir: string): () => void {
  const lockFile = join(dir, 'api.lock');
  if (heldDirs.has(dir)) throw new Error(`The database in ${dir} is already open in this process`);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      heldDirs.add(dir);
      return () => {
        heldDirs.delete(dir);
        rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(lockFile, 'utf8'));
      if (pid && pid !== process.pid && isAlive(pid)) {
        throw new Error(
          `The embedded database in ${dir} is in use by process ${pid}. Stop it, or give this instance another DATA_DIR (or a DATABASE_URL).`,
        );
      }
      rmSync(lockFile, { force: true }); // stale lock of a process that is gone
    }
  }
  throw new Error(`Could not lock ${lockFile}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export async function openPglite(dataDir: string): Promise<Database> {
  const dir = join(dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const unlock = lockDataDir(dir);
  let db: PGlite;
  try {
    db = await PGlite.create(dir);
  } catch (error) {
    unlock();
    throw error;
  }
  const query = async <T>(target: Pick<PGlite, 'query'>, sql: string, params?: unknown[]) =>
    isoDates<T>((await target.query<Record<string, unknown>>(sql, params as unknown[])).rows);
  return {
    kind: 'pglite',
    query: (sql, params) => query(db, sql, params),
    exec: async (sql) => void (await db.exec(sql)),
    transaction: (fn) =>
      db.transaction((tx) => fn({ query: (sql, params) => query(tx, sql, params), exec: async (sql) => void (await tx.exec(sql)) })),
    // One process owns a PGlite directory, so there is nobody to hear from.
    listen: async () => async () => {},
    close: once(async () => {
      try {
        await db.close();
      } finally {
        unlock();
      }
    }),
  };
}

// --- PostgreSQL server ---------------------------------------------------------------------

export async function openPostgres(connectionString: string, log: { warn: (o: object, m: string) => void }): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10, idleTimeoutMillis: 30_000 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => log.warn({ err: error }, 'PostgreSQL idle client error'));
  const query = async <T>(target: pg.Pool | pg.PoolClient, sql: string, params?: unknown[]) =>
    isoDates<T>((await target.query(sql, params)).rows);
  // Fail fast with a clear message when the server is unreachable.
  try {
    await pool.query('SELECT 1');
  } catch (error) {
    await pool.end().catch(() => {});
    throw new Error(`Cannot connect to PostgreSQL at DATABASE_URL: ${(error as Error).message}`);
  }

  return {
    kind: 'postgres',
    query: (sql, params) => query(pool, sql, params),
    exec: async (sql) => void (await pool.query(sql)),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({
          query: (sql, params) => query(client, sql, params),
          exec: async (sql) => void (await client.query(sql)),
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async listen(channel, onMessage, onReconnect) {
      let client: pg.Client | undefined;
      let stopped = false;
      let retry: NodeJS.Timeout | undefined;
      const connect = async (isRetry: boolean): Promise<void> => {
        const c = new pg.Client({ connectionString });
        c.on('notification', (msg) => msg.channel === channel && msg.payload !== undefined && onMessage(msg.payload));
        c.on('error', (error) => {
          log.warn({ err: error }, 'PostgreSQL LISTEN connection lost; reconnecting');
          c.end().catch(() => {});
          schedule();
        });
        await c.connect();
        await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        if (stopped) return void (await c.end());
        client = c;
        // Notifications sent while we were away are lost: the caller drops what it cached.
        if (isRetry) onReconnect();
      };
      const schedule = () => {
        client = undefined;
        if (stopped || retry) return;
        retry = setTimeout(() => {
          retry = undefined;
          connect(true).catch((error) => {
            log.warn({ err: error }, 'PostgreSQL LISTEN reconnect failed');
            schedule();
          });
        }, 1_000);
        retry.unref();
      };
      await connect(false);
      return async () => {
        stopped = true;
        if (retry) clearTimeout(retry);
        await client?.end().catch(() => {});
      };
    },
    close: once(() => pool.end()),
  };
}
