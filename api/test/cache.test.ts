import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { Resource } from '../src/types';
import {
  BACKENDS,
  TestStore,
  bearer,
  eachBackend,
  eventually,
  expectStatus,
  login,
  sampleContact,
  sampleHeader,
  samplePost,
  sampleTeamMember,
} from './helpers';

/** Public reads come from a pre-serialised cache with ETag/304, dropped by every write (api/README.md, "Public reads and caching"). */
eachBackend('public read cache', ({ app }) => {
  let admin: string;
  beforeAll(async () => {
    admin = await login(app());
  });

  const etagOf = async (url: string) => {
    const res = await expectStatus(app(), { url }, 200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    return { etag: String(res.headers.etag), body: res.json() };
  };

  test('304 on If-None-Match, with no body', async () => {
    const { etag } = await etagOf('/api/headers');
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    for (const inm of [etag, `"other", ${etag}`, etag.replace('W/', ''), '*']) {
      const res = await app().inject({ url: '/api/headers', headers: { 'if-none-match': inm } });
      expect(res.statusCode).toBe(304);
      expect(res.body).toBe('');
      expect(res.headers.etag).toBe(etag);
    }
    expect((await app().inject({ url: '/api/headers', headers: { 'if-none-match': 'W/"stale"' } })).statusCode).toBe(200);
  });

  test.each([
    ['posts', '/api/posts', samplePost],
    ['team', '/api/team', sampleTeamMember],
    ['headers', '/api/headers', sampleHeader],
  ] as const)('%s: create, update and delete each change the list and its ETag', async (_name, url, sample) => {
    let before = await etagOf(url);
    const created = (await expectStatus(app(), { method: 'POST', url, headers: bearer(admin), payload: sample() }, 201)).json();
    let after = await etagOf(url);
    expect(after.etag).not.toBe(before.etag);
    expect(after.body).toContainEqual(created);
    expect((await app().inject({ url, headers: { 'if-none-match': before.etag } })).statusCode).toBe(200);

    before = after;
    const updated = (
      await expectStatus(
        app(),
        { method: 'PUT', url: `${url}/${created.id}`, headers: bearer(admin), payload: sample({ image_url: '/uploads/new.webp' }) },
        200,
      )
    ).json();
    after = await etagOf(url);
    expect(after.etag).not.toBe(before.etag);
    expect(after.body).toContainEqual(updated);

    before = after;
    await expectStatus(app(), { method: 'DELETE', url: `${url}/${created.id}`, headers: bearer(admin) }, 204);
    after = await etagOf(url);
    expect(after.etag).not.toBe(before.etag);
    expect(after.body.find((r: { id: number }) => r.id === created.id)).toBeUndefined();
  });

  test('a single post is cached too, and refreshed by its update', async () => {
    const created = (await expectStatus(app(), { method: 'POST', url: '/api/posts', headers: bearer(admin), payload: samplePost() }, 201)).json();
    const first = await etagOf(`/api/posts/${created.id}`);
    expect(first.body.title).toBe('Tax portal');
    await expectStatus(
      app(),
      { method: 'PUT', url: `/api/posts/${created.id}`, headers: bearer(admin), payload: samplePost({ title: 'Customs portal' }) },
      200,
    );
    const second = await etagOf(`/api/posts/${created.id}`);
    expect(second.body.title).toBe('Customs portal');
    expect(second.etag).not.toBe(first.etag);
    await expectStatus(app(), { method: 'DELETE', url: `/api/posts/${created.id}`, headers: bearer(admin) }, 204);
    await expectStatus(app(), { url: `/api/posts/${created.id}` }, 404);
  });

  test('mission-vision is refreshed by its update', async () => {
    const before = await etagOf('/api/mission-vision');
    const item = before.body[0];
    await expectStatus(app(), { method: 'PUT', url: '/api/mission-vision', headers: bearer(admin), payload: { ...item, text: `Updated ${Date.now()}` } }, 200);
    const after = await etagOf('/api/mission-vision');
    expect(after.etag).not.toBe(before.etag);
    expect(after.body[0].text).toMatch(/^Updated /);
  });

  test('gzip and brotli when accepted, the same JSON once decoded', async () => {
    for (let i = 0; i < 30; i++)
      await app().inject({ method: 'POST', url: '/api/posts', headers: bearer(admin), payload: samplePost({ title: `Project ${i}` }) });
    const plain = await app().inject({ url: '/api/posts' });
    const gz = await app().inject({ url: '/api/posts', headers: { 'accept-encoding': 'gzip, deflate' } });
    const br = await app().inject({ url: '/api/posts', headers: { 'accept-encoding': 'gzip, br' } });
    const none = await app().inject({ url: '/api/posts', headers: { 'accept-encoding': 'br;q=0, identity' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gz.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(gz.headers.vary).toMatch(/Accept-Encoding/);
  });

  test('contentEvents signals every committed write with its resource, and nothing for refused ones', async () => {
    const seen: Resource[] = [];
    const listener = (r: Resource) => seen.push(r);
    app().contentEvents.on('change', listener);
    try {
      const h = bearer(admin);
      await expectStatus(app(), { method: 'POST', url: '/api/posts', headers: h, payload: samplePost() }, 201);
      await expectStatus(app(), { method: 'POST', url: '/api/team', headers: h, payload: sampleTeamMember() }, 201);
      await expectStatus(app(), { method: 'POST', url: '/api/headers', headers: h, payload: sampleHeader() }, 201);
      const mv = (await app().inject({ url: '/api/mission-vision' })).json()[0];
      await expectStatus(app(), { method: 'PUT', url: '/api/mission-vision', headers: h, payload: mv }, 200);
      await expectStatus(
        app(),
        {
          method: 'POST',
          url: '/api/users',
          headers: h,
          payload: { full_name: 'A', email_address: `e${Date.now()}@x.io`, telephone_number: '1', role: 'Publisher', password: 'Baobab-Lantern-Okapi-42' },
        },
        201,
      );
      await expectStatus(app(), { method: 'POST', url: '/api/contacts', payload: sampleContact(), remoteAddress: '10.9.9.9' }, 201);
      await expectStatus(app(), { method: 'DELETE', url: '/api/posts/999999', headers: h }, 404);
      await expectStatus(app(), { method: 'POST', url: '/api/posts', headers: h, payload: {} }, 400);
      expect(seen).toEqual(['posts', 'team', 'headers', 'mission-vision', 'users', 'contacts']);
    } finally {
      app().contentEvents.off('change', listener);
    }
  });
});

const onPostgres = BACKENDS.includes('postgres') ? describe : describe.skip;

onPostgres('two API instances on one PostgreSQL database', () => {
  let store: TestStore;
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    store = await new TestStore('postgres').init();
    a = await store.app({ jwtSecret: 'a-shared-secret-of-at-least-32-characters!' });
    // Another DATA_DIR, as on another machine; same database and secret.
    const other = new TestStore('pglite');
    b = await buildOn(other.dataDir, store);
    afterAllCleanups.push(() => other.destroy());
  });
  const afterAllCleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    await a?.close();
    await b?.close();
    for (const c of afterAllCleanups) await c();
    await store.destroy();
  });

  async function buildOn(dataDir: string, s: TestStore) {
    const { buildApp } = await import('../src/app');
    const app = await buildApp(s.config({ dataDir, jwtSecret: 'a-shared-secret-of-at-least-32-characters!' }));
    await app.ready();
    return app;
  }

  /** Polls until `check` passes: NOTIFY arrives asynchronously, within milliseconds. */
  test('a write through one instance refreshes the other one’s cache (LISTEN/NOTIFY) and signals it', async () => {
    const seen: Resource[] = [];
    b.contentEvents.on('change', (r) => seen.push(r));
    const cached = await b.inject({ url: '/api/posts' });
    expect(cached.json()).toEqual([]);
    const token = await login(a);
    const created = (await expectStatus(a, { method: 'POST', url: '/api/posts', headers: bearer(token), payload: samplePost() }, 201)).json();
    await eventually(async () => {
      expect((await b.inject({ url: '/api/posts' })).json()).toEqual([created]);
    });
    const etag = String((await b.inject({ url: '/api/posts' })).headers.etag);
    expect(etag).not.toBe(String(cached.headers.etag));
    expect((await b.inject({ url: '/api/posts', headers: { 'if-none-match': String(cached.headers.etag) } })).statusCode).toBe(200);
    expect(seen).toContain('posts');
  });

  test('contact messages sent through one instance are signalled to the other once committed', async () => {
    // What the other instance can read when the first signal reaches it.
    const visibleAtSignal: Promise<number>[] = [];
    b.contentEvents.on('change', (r) => {
      if (r === 'contacts')
        visibleAtSignal.push(b.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM contacts WHERE message LIKE 'Signalled %'`).then((rows) => rows[0]!.n));
    });
    await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        expectStatus(a, { method: 'POST', url: '/api/contacts', payload: sampleContact({ message: `Signalled ${i}` }), remoteAddress: `10.8.0.${i + 1}` }, 201),
      ),
    );
    await eventually(async () => expect(visibleAtSignal.length).toBeGreaterThan(0));
    expect(await visibleAtSignal[0]).toBeGreaterThan(0);
  });

  test('a user deleted through one instance cannot use their token on the other', async () => {
    const admin = await login(a);
    const created = (
      await expectStatus(
        a,
        {
          method: 'POST',
          url: '/api/users',
          headers: bearer(admin),
          payload: { full_name: 'P', email_address: 'p@example.com', telephone_number: '1', role: 'Publisher', password: 'Baobab-Lantern-Okapi-42' },
        },
        201,
      )
    ).json();
    const token = await login(b, 'p@example.com', 'Baobab-Lantern-Okapi-42');
    await expectStatus(b, { url: '/api/auth/me', headers: bearer(token) }, 200); // cached on b
    await expectStatus(a, { method: 'DELETE', url: `/api/users/${created.id}`, headers: bearer(admin) }, 204);
    await eventually(async () => {
      expect((await b.inject({ url: '/api/auth/me', headers: bearer(token) })).statusCode).toBe(401);
    });
  });

  test('a sign-out, a role change and a password change through one instance end the token on the other', async () => {
    const admin = await login(a);
    const created = (
      await expectStatus(
        a,
        {
          method: 'POST',
          url: '/api/users',
          headers: bearer(admin),
          payload: { full_name: 'Q', email_address: 'q@example.com', telephone_number: '1', role: 'Publisher', password: 'Baobab-Lantern-Okapi-42' },
        },
        201,
      )
    ).json();
    const signedIn = async () => {
      const token = await login(b, 'q@example.com', 'Baobab-Lantern-Okapi-42');
      await expectStatus(b, { url: '/api/auth/me', headers: bearer(token) }, 200); // cached on b
      return token;
    };
    const endsOnB = (token: string) =>
      eventually(async () => {
        expect((await b.inject({ url: '/api/auth/me', headers: bearer(token) })).statusCode).toBe(401);
      });

    let token = await signedIn();
    await expectStatus(a, { method: 'POST', url: '/api/auth/logout', headers: bearer(token) }, 204);
    await endsOnB(token);

    token = await signedIn();
    await expectStatus(
      a,
      { method: 'PUT', url: `/api/users/${created.id}`, headers: bearer(admin), payload: { ...created, role: 'Content_Creator', password: '' } },
      200,
    );
    await endsOnB(token);

    token = await signedIn();
    const changed = await expectStatus(
      a,
      {
        method: 'PUT',
        url: '/api/auth/password',
        headers: bearer(token),
        payload: { current_password: 'Baobab-Lantern-Okapi-42', new_password: 'Kestrel-Sorghum-Delta-77' },
      },
      200,
    );
    await endsOnB(token);
    await expectStatus(b, { url: '/api/auth/me', headers: bearer(changed.json().token) }, 200);
  });
});
