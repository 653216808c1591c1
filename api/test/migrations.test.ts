import { appendFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite, openPostgres, type Database } from '../src/db/database';
import { MIGRATIONS, loadMigrations } from '../src/db/migrations';
import * as previous from './fixtures/migrations-7337de9';
import { BACKENDS, TestStore, bearer, expectStatus, login, samplePost } from './helpers';
import { copyOfShipped, shippedAnd } from './migration-files';
import { schemaOf } from './schema';

/** The store's database, opened without the API (as the previous release or an operator would). */
const openStore = (store: TestStore): Promise<Database> =>
  store.databaseUrl ? openPostgres(store.databaseUrl, { warn: () => {} }) : openPglite(store.dataDir);

/**
 * The test files are numbered after the last shipped migration, whatever it is, so a new shipped
 * migration does not turn them into shipped numbers (docs/decisions/0311-the-migration-tests-count-from-the-last-shipped-file.md).
 */
const LAST = MIGRATIONS.at(-1)!.version;
const next = (k: number) => LAST + k;
const file = (k: number, words: string) => `${String(next(k)).padStart(4, '0')}-${words}.sql`;

/** SQL without comments or white space: what a migration runs, whatever its layout. */
const statements = (sql: string) => sql.replace(/--[^\n]*/g, '').replace(/\s+/g, '');

describe('the migration files', () => {
  test('hold what the previous release ran, version for version (9 was never shipped), and only add after it', () => {
    const shipped = MIGRATIONS.slice(0, previous.MIGRATIONS.length);
    expect(shipped.map((m) => m.version)).toEqual(previous.MIGRATIONS.map((m) => m.version));
    for (const added of MIGRATIONS.slice(previous.MIGRATIONS.length)) expect(added.version).toBeGreaterThan(previous.MIGRATIONS.at(-1)!.version);
    for (const migration of shipped) {
      const before = previous.MIGRATIONS.find((m) => m.version === migration.version)!;
      expect({ version: migration.version, name: migration.name, sql: statements(migration.sql) }).toEqual({
        version: before.version,
        name: before.name,
        sql: statements(before.sql),
      });
    }
  });

  test('a file that breaks the naming rules stops the start, naming it', () => {
    const { dir, remove } = copyOfShipped();
    try {
      writeFileSync(join(dir, file(1, 'no-header')), 'ALTER TABLE posts ADD COLUMN x text;\n');
      expect(() => loadMigrations(dir)).toThrow(`Migration ${file(1, 'no-header')} must begin with the line "-- ${next(1)}. <what it does>"`);
      rmSync(join(dir, file(1, 'no-header')));
      writeFileSync(join(dir, '0009-reused.sql'), '-- 9. a reused number\nSELECT 1;\n');
      expect(() => loadMigrations(dir)).toThrow('Migration 0009-reused.sql takes the retired number 9');
      rmSync(join(dir, '0009-reused.sql'));
      writeFileSync(join(dir, '0015-twice.sql'), '-- 15. twice\nSELECT 1;\n');
      expect(() => loadMigrations(dir)).toThrow(/have the same number/);
      rmSync(join(dir, '0015-twice.sql'));
      writeFileSync(join(dir, `${next(1)}-short.sql`), `-- ${next(1)}. short\nSELECT 1;\n`);
      expect(() => loadMigrations(dir)).toThrow(`Migration file ${next(1)}-short.sql is not named NNNN-words.sql`);
    } finally {
      remove();
    }
    expect(() => loadMigrations(join(tmpdir(), 'no-such-migrations'))).toThrow(/The database migrations are missing/);
  });
});

describe.each(BACKENDS)('migrations as numbered SQL files [%s]', (backend) => {
  let store: TestStore;
  beforeEach(async () => {
    store = await new TestStore(backend).init();
  });
  afterEach(async () => {
    await store.destroy();
  });

  test('a database made by the previous release starts: each applied file gets its checksum, nothing runs again, nothing is lost', async () => {
    const old = await openStore(store);
    let recorded: { version: number; name: string; created_at: string }[];
    try {
      await old.transaction(async (tx) => {
        await previous.lockForStartup(tx);
        await previous.migrate(tx);
      });
      // A message still new: migration 4 marks every message read, so running it again would show.
      await old.query(`INSERT INTO contacts (name, email_address, message, state) VALUES ('Amina', 'amina@example.org', 'Still unread', 'new')`);
      recorded = await old.query('SELECT version, name, created_at FROM schema_migrations ORDER BY version');
    } finally {
      await old.close();
    }

    const app = await store.app();
    try {
      const rows = await app.db.query<{ version: number; name: string; created_at: string; checksum: string }>(
        'SELECT version, name, created_at, checksum FROM schema_migrations ORDER BY version',
      );
      // What the previous release applied is recorded as it was; the files after it ran once, now.
      expect(rows.slice(0, recorded.length).map(({ checksum: _c, ...row }) => row)).toEqual(recorded);
      expect(rows.slice(recorded.length).map((row) => row.version)).toEqual(MIGRATIONS.slice(previous.MIGRATIONS.length).map((m) => m.version));
      expect(rows.map((row) => row.checksum)).toEqual(MIGRATIONS.map((m) => m.checksum));
      expect(await app.db.query('SELECT state FROM contacts')).toEqual([{ state: 'new' }]);
      const admin = await login(app);
      const post = (await expectStatus(app, { method: 'POST', url: '/api/posts', headers: bearer(admin), payload: samplePost() }, 201)).json();
      expect((await expectStatus(app, { url: `/api/posts/${post.id}` }, 200)).json()).toEqual(post);

      // The same schema as a database the SQL files made from nothing.
      const fresh = await new TestStore(backend).init();
      const freshApp = await fresh.app();
      try {
        const upgraded = await schemaOf(app.db);
        expect(upgraded).toEqual(await schemaOf(freshApp.db));
        // Columns, indexes, views, triggers and functions are all in the comparison.
        for (const kind of ['column', 'constraint', 'index', 'view', 'trigger', 'function'])
          expect(upgraded.filter((row) => row.startsWith(`${kind} `)).length).toBeGreaterThan(0);
        expect(upgraded).toContainEqual(expect.stringMatching(/^function contact_state_counts_follow .*my_slot/));
      } finally {
        await freshApp.close();
        await fresh.destroy();
      }
    } finally {
      await app.close();
    }

    // The next start finds every checksum as it was and changes nothing.
    const again = await store.app();
    try {
      expect((await again.db.query<{ checksum: string }>('SELECT checksum FROM schema_migrations ORDER BY version')).map((r) => r.checksum)).toEqual(
        MIGRATIONS.map((m) => m.checksum),
      );
    } finally {
      await again.close();
    }
  });

  test('an edited shipped migration stops the start with a message naming it, and changes nothing', async () => {
    await (await store.app()).close();
    const { dir, remove } = copyOfShipped();
    try {
      appendFileSync(join(dir, '0004-contact-inbox-states-replies-settings.sql'), 'CREATE INDEX contacts_name_idx ON contacts (name);\n');
      await expect(store.app({}, { migrations: loadMigrations(dir) })).rejects.toThrow(
        /^Migration 0004-contact-inbox-states-replies-settings\.sql was changed after this database applied it .*A shipped migration is never edited/,
      );
    } finally {
      remove();
    }
    const app = await store.app();
    try {
      expect(await app.db.query(`SELECT indexname FROM pg_indexes WHERE indexname = 'contacts_name_idx'`)).toEqual([]);
    } finally {
      await app.close();
    }
  });

  test('a new file runs once, after the shipped ones; a new one numbered before the last applied is refused', async () => {
    await (await store.app()).close();
    const subtitles = { [file(2, 'post-subtitles')]: `-- ${next(2)}. post subtitles\nALTER TABLE posts ADD COLUMN subtitle text;\n` };
    for (let start = 0; start < 2; start++) await (await store.app({}, { migrations: shippedAnd(subtitles) })).close();
    await expect(
      store.app({}, { migrations: shippedAnd({ ...subtitles, [file(1, 'late')]: `-- ${next(1)}. late\nALTER TABLE posts ADD COLUMN late text;\n` }) }),
    ).rejects.toThrow(`Migration ${file(1, 'late')} is new to this database, which already has migration ${next(2)}: number it after the last migration`);
    const app = await store.app({}, { migrations: shippedAnd(subtitles) });
    try {
      expect(await app.db.query(`SELECT version FROM schema_migrations WHERE version > ${LAST}`)).toEqual([{ version: next(2) }]);
      expect(
        await app.db.query(`SELECT column_name FROM information_schema.columns WHERE table_name = 'posts' AND column_name IN ('subtitle', 'late')`),
      ).toEqual([{ column_name: 'subtitle' }]);
    } finally {
      await app.close();
    }
  });

  test('the shipped release still starts after a newer one migrated the database (a rollback)', async () => {
    await (
      await store.app({}, { migrations: shippedAnd({ [file(1, 'newer')]: `-- ${next(1)}. a newer release\nALTER TABLE posts ADD COLUMN newer text;\n` }) })
    ).close();
    const app = await store.app();
    try {
      expect(await app.db.query('SELECT max(version) AS version FROM schema_migrations')).toEqual([{ version: next(1) }]);
    } finally {
      await app.close();
    }
  });
});
