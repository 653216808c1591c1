import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, parse as pgliteParse, protocol } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

/**
 * One small interface over PGlite (embedded, the default) and a PostgreSQL server, so the
 * repositories run the same SQL on both. Timestamps come back as ISO strings.
 */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[], options?: QueryOptions): Promise<T[]>;
  /** Runs a script of several statements (no parameters). */
  exec(sql: string): Promise<void>;
}

interface QueryOptions {
  /**
   * Keeps the statement parsed and planned (on each PostgreSQL connection; once on PGlite) and
   * sends it as one message: for a statement sent many times a second, the public contact form's
   * (docs/inbox.md, "Speed"). Parameters are text, numbers or null. Inside a PGlite transaction it
   * is sent as any other.
   */
  prepared?: boolean;
}

/** The name a prepared statement has on every connection: one text, one name. */
const preparedNames = new Map<string, string>();
function preparedName(sql: string): string {
  let name = preparedNames.get(sql);
  if (!name) preparedNames.set(sql, (name = `prepared_${preparedNames.size + 1}`));
  return name;
}

/** A parameter of a prepared statement, in PostgreSQL's text format. */
function textParameter(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw new TypeError(`A prepared statement takes text, numbers or null, not ${typeof value}`);
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs `fn`, which sends exactly one statement, as a transaction of its own. PGlite runs the
   * statement alone: a statement is atomic by itself, and there BEGIN and COMMIT cost as much again
   * as a small INSERT (docs/inbox.md, "Speed"). PostgreSQL runs it between BEGIN and COMMIT, so a
   * connection lost before the COMMIT is retried rather than answered as an outcome unknown.
   */
  statement<T>(fn: (db: Queryable) => Promise<T>): Promise<T>;
  /** Calls `onMessage` for every NOTIFY on `channel` (PostgreSQL only); resolves to a stop function. */
  listen(channel: string, onMessage: (payload: string) => void, onReconnect: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** `db` for one statement: a second one is a mistake in the caller (Database.statement). */
function oneStatement(db: Queryable): Queryable {
  let sent = false;
  const once = () => {
    if (sent) throw new Error('Database.statement runs one statement; use transaction for more');
    sent = true;
  };
  return {
    query: (sql, params, options) => {
      once();
      return db.query(sql, params, options);
    },
    exec: (sql) => {
      once();
      return db.exec(sql);
    },
  };
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
        throw new Error(`The embedded database in ${dir} is in use by process ${pid}. Stop it, or give this instance another DATA_DIR (or a DATABASE_URL).`);
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

/** Extensions the migrations create (pg_trgm: the inbox's search, docs/inbox.md "Speed"). */
export const PGLITE_EXTENSIONS = { pg_trgm };

export async function openPglite(dataDir: string): Promise<Database> {
  const dir = join(dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const unlock = lockDataDir(dir);
  let db: PGlite;
  try {
    db = await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS });
  } catch (error) {
    unlock();
    throw error;
  }
  const query = async <T>(target: Pick<PGlite, 'query'>, sql: string, params?: unknown[]) =>
    isoDates<T>((await target.query<Record<string, unknown>>(sql, params as unknown[])).rows);
  // PGlite's query() makes six calls into the database for one statement (parse, describe, bind,
  // describe, execute, sync) and parses and plans it every time; a prepared one is parsed once,
  // and then bound, described, executed and synced in a single call. It waits for a transaction
  // under way to end, as query() does, so it never runs between that transaction's statements.
  const prepared = new Set<string>();
  const { serialize } = protocol;
  const send = (...messages: Uint8Array[]) => {
    const message = new Uint8Array(messages.reduce((length, m) => length + m.length, 0));
    let offset = 0;
    for (const m of messages) {
      message.set(m, offset);
      offset += m.length;
    }
    return db.execProtocol(message);
  };
  const queryPrepared = <T>(sql: string, params: unknown[] = []) =>
    db._runExclusiveTransaction(() =>
      db.runExclusive(async () => {
        const name = preparedName(sql);
        if (!prepared.has(name)) {
          await send(serialize.parse({ name, text: sql, types: [] }), serialize.sync());
          prepared.add(name);
        }
        const values = params.map(textParameter);
        const result = await send(serialize.bind({ statement: name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync());
        return isoDates<T>((pgliteParse.parseResults(result.messages, db.parsers)[0]?.rows ?? []) as Record<string, unknown>[]);
      }),
    );
  const direct: Queryable = {
    query: (sql, params, options) => (options?.prepared ? queryPrepared(sql, params) : query(db, sql, params)),
    exec: async (sql) => void (await db.exec(sql)),
  };
  return {
    kind: 'pglite',
    ...direct,
    transaction: (fn) => db.transaction((tx) => fn({ query: (sql, params) => query(tx, sql, params), exec: async (sql) => void (await tx.exec(sql)) })),
    statement: (fn) => fn(oneStatement(direct)),
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

/**
 * How long a request waits for an unreachable PostgreSQL server (restarting, failing over) before
 * it is answered 503 with Retry-After: a restart of a few seconds costs waiting, not errors.
 * docs/decisions/0010-the-database-away-wait-up-to-5-s-then-503.md.
 */
export const DATABASE_WAIT_MS = 5_000;
export const DATABASE_RETRY_AFTER_S = 5;

/** The database could not be reached within the wait; the error handler answers 503 with Retry-After. */
export class DatabaseUnavailableError extends Error {
  readonly retryAfterSeconds = DATABASE_RETRY_AFTER_S;
  constructor(
    readonly reason: 'unreachable' | 'outcome-unknown',
    cause: unknown,
  ) {
    super(reason === 'unreachable' ? 'The database is unavailable' : 'The database connection was lost during a commit', { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

/** Node socket errors and PostgreSQL's connection-class SQLSTATEs (08…, 57P01-57P03 shutdown / starting up). */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  '57P01',
  '57P02',
  '57P03',
]);

function isConnectionError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && (CONNECTION_CODES.has(code) || code.startsWith('08'))) return true;
  const message = error instanceof Error ? error.message : '';
  return /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Client was closed/i.test(message);
}

/** pg refuses a query on a client it already knows is broken, before sending anything. */
const neverSent = (error: unknown) => error instanceof Error && /not queryable/i.test(error.message);

/** A statement that changes nothing, so running it again after a lost connection is harmless. */
const isRead = (sql: string) => /^\s*(select|show)\b/i.test(sql) && !/\bfor\s+(update|share)\b/i.test(sql);

export async function openPostgres(
  connectionString: string,
  log: { warn: (o: object, m: string) => void },
  { waitMs = DATABASE_WAIT_MS }: { waitMs?: number } = {},
): Promise<Database> {
  // A connection attempt that hangs (server unreachable) counts as a failed one; a busy machine
  // may take a few seconds to hand out a new backend, so the attempt gets most of the wait.
  const pool = new pg.Pool({ connectionString, max: 10, idleTimeoutMillis: 30_000, connectionTimeoutMillis: Math.max(1_000, waitMs - 1_000) });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => log.warn({ err: error }, 'PostgreSQL idle client error'));
  const query = async <T>(target: pg.Pool | pg.PoolClient, sql: string, params?: unknown[], options?: QueryOptions) =>
    isoDates<T>(
      (await (options?.prepared ? target.query({ name: preparedName(sql), text: sql, values: params?.map(textParameter) }) : target.query(sql, params))).rows,
    );
  // Fail fast with a clear message when the server is unreachable.
  try {
    await pool.query('SELECT 1');
  } catch (error) {
    await pool.end().catch(() => {});
    throw new Error(`Cannot connect to PostgreSQL at DATABASE_URL: ${(error as Error).message}`);
  }

  let outage: { since: number } | undefined;
  /**
   * Runs `work` on a pooled connection. A connection error before anything could have been
   * committed (`retry(error)` says so) is retried with a growing pause until `waitMs` has passed;
   * then, or when a commit's outcome is unknown, DatabaseUnavailableError.
   */
  async function withClient<T>(work: (client: pg.PoolClient) => Promise<T>, retry: (error: unknown) => boolean): Promise<T> {
    const deadline = Date.now() + waitMs;
    for (let attempt = 0; ; attempt += 1) {
      let client: pg.PoolClient | undefined;
      let failure: unknown;
      // A checked-out client whose connection drops also emits 'error' (the pool listens only to
      // idle ones): without a listener that would crash the process. The query fails by itself.
      const ignore = () => {};
      try {
        client = await pool.connect();
        client.on('error', ignore);
        const result = await work(client);
        client.off('error', ignore);
        client.release();
        if (outage) {
          log.warn({ downMs: Date.now() - outage.since }, 'PostgreSQL reachable again');
          outage = undefined;
        }
        return result;
      } catch (error) {
        // A broken connection is destroyed, not returned to the pool.
        client?.off('error', ignore);
        client?.release(isConnectionError(error) ? (error as Error) : undefined);
        if (!isConnectionError(error)) throw error;
        if (client && !retry(error) && !neverSent(error)) throw new DatabaseUnavailableError('outcome-unknown', error);
        failure = error;
      }
      if (!outage) {
        outage = { since: Date.now() };
        log.warn({ err: failure }, 'PostgreSQL unreachable; requests wait for it');
      }
      const pause = Math.min(500, 50 * 2 ** attempt);
      if (Date.now() + pause > deadline) throw new DatabaseUnavailableError('unreachable', failure);
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }

  const database: Database = {
    kind: 'postgres',
    // A lost connection is retried for reads; a write whose connection broke may have been applied.
    query: (sql, params, options) =>
      withClient(
        (client) => query(client, sql, params, options),
        () => isRead(sql),
      ),
    exec: (sql) =>
      withClient(
        async (client) => void (await client.query(sql)),
        () => false,
      ),
    async transaction(fn) {
      let committing = false;
      return withClient(
        async (client) => {
          committing = false;
          await client.query('BEGIN');
          try {
            const result = await fn({
              query: (sql, params, options) => query(client, sql, params, options),
              exec: async (sql) => void (await client.query(sql)),
            });
            committing = true;
            await client.query('COMMIT');
            return result;
          } catch (error) {
            if (!isConnectionError(error)) await client.query('ROLLBACK').catch(() => {});
            throw error;
          }
        },
        // Before COMMIT the server rolls the transaction back when the connection drops: run it
        // again (the functions given here only touch the database). A COMMIT without an answer
        // may or may not have been applied: never run twice, never reported as done.
        () => !committing,
      );
    },
    statement: (fn) => database.transaction((tx) => fn(oneStatement(tx))),
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
  return database;
}
