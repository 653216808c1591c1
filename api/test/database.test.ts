import { eachBackend } from './helpers';

/**
 * The database layer's ways of sending a statement (src/db/database.ts) that the contact form
 * uses (docs/inbox.md, "Speed"): a prepared statement answers as any other, survives its own
 * failure and never runs inside another request's transaction; Database.statement runs one.
 */
eachBackend('sending statements', ({ app }) => {
  test('a prepared statement answers as an unprepared one, the first time and after', async () => {
    const sql = `SELECT $1::int AS n, $2::text AS t, $3::text AS nothing, $4::boolean AS yes, '2026-11-27 17:27:13.5+00'::timestamptz AS at`;
    const params = [42, 'Ṁambo vipi', null, true];
    const plain = await app().db.query(sql, params);
    expect(plain).toEqual([{ n: 42, t: 'Ṁambo vipi', nothing: null, yes: true, at: '2026-11-27T17:27:13.500Z' }]);
    expect(await app().db.query(sql, params, { prepared: true })).toEqual(plain);
    expect(await app().db.query(sql, params, { prepared: true })).toEqual(plain);
  });

  test('a prepared statement that the database refuses can be sent again', async () => {
    const sql = 'INSERT INTO app_meta (key, value) VALUES ($1, $2) RETURNING key';
    await app().db.query(sql, ['prepared-once', 'one'], { prepared: true });
    await expect(app().db.query(sql, ['prepared-once', 'two'], { prepared: true })).rejects.toMatchObject({ code: '23505' });
    expect(await app().db.query(sql, ['prepared-twice', 'three'], { prepared: true })).toEqual([{ key: 'prepared-twice' }]);
  });

  test('a prepared statement sent during a transaction is not part of it', async () => {
    let entered: () => void = () => {};
    const inside = new Promise<void>((resolve) => (entered = resolve));
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const rolledBack = app()
      .db.transaction(async (tx) => {
        await tx.query(`INSERT INTO app_meta (key, value) VALUES ('inside-a-transaction', 'x')`);
        entered();
        await released;
        throw new Error('rolled back');
      })
      .catch((error: Error) => error.message);
    await inside;
    const sent = app().db.query('INSERT INTO app_meta (key, value) VALUES ($1, $2) RETURNING key', ['beside-a-transaction', 'y'], { prepared: true });
    // Time enough for it to slip in between the transaction's statements, if it could.
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    expect(await rolledBack).toBe('rolled back');
    expect(await sent).toEqual([{ key: 'beside-a-transaction' }]);
    const kept = await app().db.query<{ key: string }>(`SELECT key FROM app_meta WHERE key IN ('inside-a-transaction', 'beside-a-transaction')`);
    expect(kept).toEqual([{ key: 'beside-a-transaction' }]);
  });

  test('Database.statement runs one statement and refuses a second', async () => {
    expect(await app().db.statement((db) => db.query<{ n: number }>('SELECT 1 AS n'))).toEqual([{ n: 1 }]);
    const two = app().db.statement(async (db) => {
      await db.query(`INSERT INTO app_meta (key, value) VALUES ('first-of-two', 'x')`);
      await db.query('SELECT 2');
    });
    await expect(two).rejects.toThrow(/one statement/);
  });
});
