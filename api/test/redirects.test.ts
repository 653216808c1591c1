import type { FastifyInstance } from 'fastify';
import { BACKENDS, TestStore, bearer, eachBackend, eventually, expectStatus, login, userWithRole } from './helpers';

/** The audit entries of one redirect, oldest first. */
async function auditOf(app: FastifyInstance, id: number) {
  return app.db.query<{ action: string; actor_role: string; fields: string[]; reason: string | null }>(
    `SELECT action, actor_role, fields, reason FROM audit_log WHERE content_type = 'redirects' AND record_id = $1 ORDER BY id`,
    [id],
  );
}

eachBackend(
  'managed redirects',
  ({ app }) => {
    let admin: string;
    let publisher: string;
    let creator: string;
    const post = (payload: unknown, token = admin) =>
      app().inject({ method: 'POST', url: '/api/redirects', headers: bearer(token), payload: payload as object });
    const list = async () =>
      (await expectStatus(app(), { url: '/api/redirects', headers: bearer(admin) }, 200)).json() as {
        id: number;
        from: string;
        to: string;
        status: number;
        hits: number;
        language: string | null;
      }[];
    const byFrom = async (from: string) => (await list()).find((r) => r.from === from);

    beforeAll(async () => {
      admin = await login(app());
      publisher = (await userWithRole(app(), admin, 'Publisher')).token;
      creator = (await userWithRole(app(), admin, 'Content_Creator')).token;
    });

    test('the migration seeds /our-projects-portfolio → /projects, permanent', async () => {
      expect(await byFrom('/our-projects-portfolio')).toMatchObject({ to: '/projects', status: 301, hits: 0, language: null });
    });

    test('create, update and delete answer 201, 200 and 204, each with an audit entry', async () => {
      const created = await post({ from: '/Old-Team/', to: '/our-team' });
      expect(created.statusCode).toBe(201);
      const record = created.json();
      expect(record).toEqual({
        id: expect.any(Number),
        from: '/old-team',
        language: null,
        to: '/our-team',
        status: 301,
        hits: 0,
        last_hit_at: null,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      });
      const updated = await expectStatus(
        app(),
        { method: 'PUT', url: `/api/redirects/${record.id}`, headers: bearer(publisher), payload: { from: '/old-team', to: '/about-us', status: 307 } },
        200,
      );
      expect(updated.json()).toMatchObject({ from: '/old-team', to: '/about-us', status: 307 });
      await expectStatus(app(), { method: 'DELETE', url: `/api/redirects/${record.id}`, headers: bearer(admin) }, 204);
      expect(await byFrom('/old-team')).toBeUndefined();
      await expectStatus(app(), { method: 'DELETE', url: `/api/redirects/${record.id}`, headers: bearer(admin) }, 404);
      await expectStatus(
        app(),
        { method: 'PUT', url: `/api/redirects/${record.id}`, headers: bearer(admin), payload: { from: '/x-gone', to: '/projects' } },
        404,
      );
      const entries = await eventually(async () => {
        const rows = await auditOf(app(), record.id);
        expect(rows).toHaveLength(3);
        return rows;
      });
      expect(entries.map((e) => [e.action, e.actor_role])).toEqual([
        ['content_created', 'Admin'],
        ['content_updated', 'Publisher'],
        ['content_deleted', 'Admin'],
      ]);
      expect(entries[1]!.fields).toEqual(['to', 'status']);
      const page = await expectStatus(app(), { url: '/api/activity?type=redirects&action=content_deleted', headers: bearer(admin) }, 200);
      expect(page.json().items.map((e: { record_id: number }) => e.record_id)).toContain(record.id);
    });

    test('a language-specific redirect keeps its language', async () => {
      const res = await post({ from: '/sw/habari-za-zamani', to: '/sw/projects', status: 307 });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ from: '/sw/habari-za-zamani', language: 'sw', to: '/sw/projects', status: 307 });
    });

    test('Admin and Publisher only: 403 for a Content_Creator, 401 signed out, nothing changed', async () => {
      const before = await list();
      const routes = [
        { method: 'GET', url: '/api/redirects' },
        { method: 'POST', url: '/api/redirects', payload: { from: '/a-creator', to: '/projects' } },
        { method: 'PUT', url: `/api/redirects/${before[0]!.id}`, payload: { from: '/a-creator', to: '/projects' } },
        { method: 'DELETE', url: `/api/redirects/${before[0]!.id}` },
        { method: 'GET', url: '/api/redirects/export' },
        { method: 'POST', url: '/api/redirects/import', payload: { csv: '/a-creator,/projects' } },
      ] as const;
      for (const route of routes) {
        expect((await app().inject({ ...route, headers: bearer(creator) })).statusCode).toBe(403);
        expect((await app().inject(route)).statusCode).toBe(401);
      }
      expect(await list()).toEqual(before);
      await expectStatus(app(), { url: '/api/redirects', headers: bearer(publisher) }, 200);
    });

    test.each([
      ['another host not on the allow-list', { from: '/elsewhere', to: 'https://evil.example.com/x' }, 'to', /evil\.example\.com is not on the list/],
      ['plain http', { from: '/elsewhere', to: 'http://old.example.org/x' }, 'to', /Only https/],
      ['javascript:', { from: '/elsewhere', to: 'javascript:alert(1)' }, 'to', /Only https addresses .* not javascript:/],
      ['itself', { from: '/Same', to: '/same/' }, 'to', /cannot redirect to itself/],
      ['a page route', { from: '/projects', to: '/about-us' }, 'from', /is a page of the site/],
      ['a record page', { from: '/sw/projects/12', to: '/about-us' }, 'from', /is a page of the site/],
      ['a service redirect of spec §2', { from: '/strategy', to: '/about-us' }, 'from', /is a page of the site/],
      ['the home page', { from: '/sw', to: '/about-us' }, 'from', /home page/],
      ['a relative path', { from: 'old', to: '/about-us' }, 'from', /not a path of this site/],
      ['a target that is no address', { from: '/elsewhere', to: 'about us' }, 'to', /neither a path/],
      ['a kind other than 301 or 307', { from: '/elsewhere', to: '/about-us', status: 302 }, 'status', /permanent \(301\) or temporary \(307\)/],
      ['an unknown field', { from: '/elsewhere', to: '/about-us', hits: 5 }, '', /./],
    ])('refused with 400 and a message: %s', async (_name, body, field, message) => {
      const before = await list();
      const res = await post(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(message);
      if (field) expect(res.json().issues[0].path).toBe(field);
      expect(await list()).toEqual(before);
    });

    test.each([
      '/admin',
      '/admin/users',
      '/api/posts',
      '/uploads/x.png',
      '/remotes/public/x',
      '/assets/a.js',
      '/sw.js',
      '/runtime-config.json',
      '/rss.xml',
      '/feed.xml',
      '/sitemap.xml',
      '/robots.txt',
      '/sw/admin',
    ])('the reserved address %s cannot be redirected', async (from) => {
      const res = await post({ from, to: '/projects' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/cannot be redirected/);
    });

    test('loops and chains are refused with a message naming the redirect in the way', async () => {
      await expectStatus(app(), { method: 'POST', url: '/api/redirects', headers: bearer(admin), payload: { from: '/loop-a', to: '/loop-b' } }, 201);
      const loop = await post({ from: '/loop-b', to: '/loop-a' });
      expect(loop.statusCode).toBe(400);
      expect(loop.json().message).toMatch(/loop/);
      const chainOn = await post({ from: '/loop-c', to: '/loop-a' });
      expect(chainOn.statusCode).toBe(400);
      expect(chainOn.json().message).toMatch(/chain: \/loop-a already redirects to \/loop-b/);
      const chainBefore = await post({ from: '/loop-b', to: '/projects' });
      expect(chainBefore.statusCode).toBe(400);
      expect(chainBefore.json().message).toMatch(/chain: \/loop-a already redirects to \/loop-b/);
      // Editing a redirect into a loop with itself is refused too.
      const a = (await byFrom('/loop-a'))!;
      const self = await app().inject({ method: 'PUT', url: `/api/redirects/${a.id}`, headers: bearer(admin), payload: { from: '/loop-a', to: '/loop-a' } });
      expect(self.statusCode).toBe(400);
      expect((await byFrom('/loop-a'))!.to).toBe('/loop-b');
    });

    test('a second redirect of the same old address answers 409', async () => {
      await expectStatus(app(), { method: 'POST', url: '/api/redirects', headers: bearer(admin), payload: { from: '/twice', to: '/projects' } }, 201);
      const res = await post({ from: '/TWICE/', to: '/about-us' });
      expect(res.statusCode).toBe(409);
      expect(res.json().issues).toEqual([{ path: 'from', message: expect.stringMatching(/already has a redirect/) }]);
    });

    test('CSV export answers what the import reads', async () => {
      const res = await expectStatus(app(), { url: '/api/redirects/export', headers: bearer(publisher) }, 200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="redirects-\d{4}-\d{2}-\d{2}\.csv"$/);
      const lines = res.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toBe('from,to,status');
      expect(lines).toContain('"/our-projects-portfolio","/projects","301"');
      // Importing the export back changes nothing.
      const again = await expectStatus(
        app(),
        { method: 'POST', url: '/api/redirects/import', headers: { ...bearer(admin), 'content-type': 'text/csv' }, payload: res.body },
        200,
      );
      expect(again.json()).toEqual({ created: 0, updated: 0 });
    });

    test('CSV import: all rows, as text/csv or JSON, new and changed ones each in the audit trail', async () => {
      const csv = 'from,to,status\r\n/csv-one,/projects,301\r\n/csv-two,/about-us,temporary\r\n"/sw/csv-three",/sw/contact\r\n/twice,/contact,307\r\n';
      const res = await expectStatus(
        app(),
        { method: 'POST', url: '/api/redirects/import', headers: { ...bearer(publisher), 'content-type': 'text/csv' }, payload: csv },
        200,
      );
      expect(res.json()).toEqual({ created: 3, updated: 1 });
      expect(await byFrom('/csv-two')).toMatchObject({ to: '/about-us', status: 307 });
      expect(await byFrom('/sw/csv-three')).toMatchObject({ to: '/sw/contact', status: 301, language: 'sw' });
      const twice = (await byFrom('/twice'))!;
      expect(twice).toMatchObject({ to: '/contact', status: 307 });
      await eventually(async () =>
        expect((await auditOf(app(), twice.id)).at(-1)).toMatchObject({ action: 'content_updated', fields: ['to', 'status'], reason: 'CSV import' }),
      );
      const json = await expectStatus(
        app(),
        { method: 'POST', url: '/api/redirects/import', headers: bearer(admin), payload: { csv: '/csv-four,/projects' } },
        200,
      );
      expect(json.json()).toEqual({ created: 1, updated: 0 });
    });

    test('CSV import with bad rows imports nothing and lists every bad row with its line', async () => {
      const before = await list();
      const csv = [
        'from,to,status',
        '/good-row,/projects,301',
        '/bad-host,https://evil.example.com/,301',
        '/bad-kind,/projects,308',
        '/admin/x,/projects',
        '/csv-five,/csv-six',
        '/csv-six,/csv-five',
        '/bad-script,javascript:alert(1)',
        'only-one-column',
      ].join('\n');
      const res = await app().inject({ method: 'POST', url: '/api/redirects/import', headers: { ...bearer(admin), 'content-type': 'text/csv' }, payload: csv });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.message).toBe('Nothing was imported: 6 rows are wrong');
      expect(body.problems.map((p: { line: number }) => p.line)).toEqual([3, 4, 5, 7, 8, 9]);
      expect(body.problems[0].reason).toMatch(/evil\.example\.com is not on the list/);
      expect(body.problems[3].reason).toMatch(/loop/);
      expect(await list()).toEqual(before);
      const empty = await app().inject({ method: 'POST', url: '/api/redirects/import', headers: bearer(admin), payload: { csv: 'from,to,status\n' } });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toMatch(/holds no redirect/);
    });

    test('an https target on REDIRECT_ALLOWED_HOSTS is accepted', async () => {
      const res = await post({ from: '/old-blog', to: 'https://Blog.Example.org/archive?x=1' });
      expect(res.statusCode).toBe(201);
      expect(res.json().to).toBe('https://blog.example.org/archive?x=1');
    });

    test('the public table: every redirect, an ETag and 304 until a change', async () => {
      const first = await expectStatus(app(), { url: '/api/redirects/table' }, 200);
      expect(first.headers['cache-control']).toBe('no-cache');
      const table = first.json() as { version: string; redirects: [string, string, number][] };
      expect(table.redirects).toContainEqual(['/our-projects-portfolio', '/projects', 301]);
      const etag = first.headers.etag as string;
      await expectStatus(app(), { url: '/api/redirects/table', headers: { 'if-none-match': etag } }, 304);
      await expectStatus(app(), { method: 'POST', url: '/api/redirects', headers: bearer(admin), payload: { from: '/table-change', to: '/projects' } }, 201);
      const after = await expectStatus(app(), { url: '/api/redirects/table', headers: { 'if-none-match': etag } }, 200);
      expect(after.headers.etag).not.toBe(etag);
    });

    test('resolve: its own redirect, else the English one in the language; counted in batches', async () => {
      const own = await expectStatus(app(), { url: '/api/redirects/resolve?path=/Our-Projects-Portfolio/' }, 200);
      expect(own.json()).toEqual({ from: '/our-projects-portfolio', to: '/projects', status: 301 });
      const sw = await expectStatus(app(), { url: '/api/redirects/resolve?path=/sw/our-projects-portfolio' }, 200);
      expect(sw.json()).toEqual({ from: '/sw/our-projects-portfolio', to: '/sw/projects', status: 301 });
      await expectStatus(app(), { url: '/api/redirects/resolve?path=/fr/our-projects-portfolio?x=1' }, 200);
      await expectStatus(app(), { url: '/api/redirects/resolve?path=/nothing-here' }, 204);
      await expectStatus(app(), { url: '/api/redirects/resolve?path=/admin' }, 204);
      await expectStatus(app(), { url: '/api/redirects/resolve?path=javascript:x' }, 204);
      await expectStatus(app(), { url: '/api/redirects/resolve' }, 400);
      // Not written yet (a batch every few seconds); the list writes what was counted first.
      const [stored] = await app().db.query<{ hits: number }>(`SELECT hits::int AS hits FROM redirects WHERE from_path = '/our-projects-portfolio'`);
      expect(stored!.hits).toBe(0);
      expect(await byFrom('/our-projects-portfolio')).toMatchObject({ hits: 3 });
    });
  },
  { redirectAllowedHosts: ['blog.example.org'] },
);

const onPostgres = BACKENDS.includes('postgres') ? describe : describe.skip;

onPostgres('managed redirects with two API instances on one PostgreSQL database', () => {
  const secret = { jwtSecret: 'a-shared-secret-of-at-least-32-characters!' };
  let store: TestStore;
  let other: TestStore;
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    store = await new TestStore('postgres').init();
    other = new TestStore('pglite');
    a = await store.app(secret);
    // Another DATA_DIR, as on another machine; the same database and secret.
    b = await store.app({ ...secret, dataDir: other.dataDir });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await other?.destroy();
    await store?.destroy();
  });

  test("a redirect saved through one instance reaches the other's table and resolve (NOTIFY), with a new ETag", async () => {
    const before = await expectStatus(b, { url: '/api/redirects/table' }, 200);
    await expectStatus(b, { url: '/api/redirects/resolve?path=/moved-here' }, 204);
    await expectStatus(a, { method: 'POST', url: '/api/redirects', headers: bearer(await login(a)), payload: { from: '/moved-here', to: '/contact' } }, 201);
    await eventually(async () => expect((await b.inject({ url: '/api/redirects/resolve?path=/moved-here' })).statusCode).toBe(200));
    const after = await expectStatus(b, { url: '/api/redirects/table', headers: { 'if-none-match': String(before.headers.etag) } }, 200);
    expect(after.json().redirects).toContainEqual(['/moved-here', '/contact', 301]);
  });
});
