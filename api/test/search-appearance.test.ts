import type { FastifyInstance } from 'fastify';
import { LIMITS, SEARCH_DESCRIPTION_MESSAGE, SEARCH_PAGE_MESSAGE, SEARCH_TITLE_MESSAGE } from 'contracts';
import { bearer, eachBackend, eventually, expectStatus, login, samplePost, userWithRole } from './helpers';

const EMPTY = { title: null, description: null, image: null, noindex: false };

/** The audit entries of the search appearance, oldest first. */
async function auditOf(app: FastifyInstance) {
  return app.db.query<{ action: string; actor_role: string; content_type: string | null; record_id: number | null; fields: string[]; reason: string | null }>(
    `SELECT action, actor_role, content_type, record_id, fields, reason FROM audit_log WHERE 'search.en.title' = ANY(fields) OR reason LIKE 'search-appearance:%' ORDER BY id`,
  );
}

eachBackend('search appearance', ({ app }) => {
  let admin: string;
  let publisher: string;
  let creator: string;
  let postId: number;
  const put = (payload: unknown, token = publisher) =>
    app().inject({ method: 'PUT', url: '/api/search-appearance', headers: bearer(token), payload: payload as object });
  const read = async (path: string) => (await expectStatus(app(), { url: `/api/search-appearance/page?path=${encodeURIComponent(path)}` }, 200)).json();

  beforeAll(async () => {
    admin = await login(app());
    publisher = (await userWithRole(app(), admin, 'Publisher')).token;
    creator = (await userWithRole(app(), admin, 'Content_Creator')).token;
    postId = (await expectStatus(app(), { method: 'POST', url: '/api/posts', headers: bearer(admin), payload: samplePost() }, 201)).json().id;
  });

  test('a page with nothing set answers empty fields in every language', async () => {
    expect(await read('/about-us')).toEqual({ path: '/about-us', en: EMPTY, sw: EMPTY, fr: EMPTY, updated_at: null });
  });

  test('a Publisher sets a project page in English and French; the public read answers it, and the audit trail names the fields', async () => {
    const saved = await put({
      path: `/projects/${postId}`,
      en: { title: '  Water billing for Kigali  ', description: 'Bills that arrive on time.', image: '/uploads/share-water.webp' },
      fr: { title: 'Facturation de l’eau à Kigali', description: 'Des factures à l’heure.', noindex: true },
    });
    expect(saved.statusCode).toBe(200);
    const expected = {
      path: `/projects/${postId}`,
      en: { title: 'Water billing for Kigali', description: 'Bills that arrive on time.', image: '/uploads/share-water.webp', noindex: false },
      sw: EMPTY,
      fr: { title: 'Facturation de l’eau à Kigali', description: 'Des factures à l’heure.', image: null, noindex: true },
      updated_at: expect.any(String),
    };
    expect(saved.json()).toEqual(expected);
    expect(await read(`/projects/${postId}`)).toEqual(expected);
    const list = (await expectStatus(app(), { url: '/api/search-appearance' }, 200)).json() as { path: string }[];
    expect(list.map((page) => page.path)).toContain(`/projects/${postId}`);
    const entries = await eventually(async () => {
      const rows = (await auditOf(app())).filter((row) => Number(row.record_id) === postId);
      expect(rows).toHaveLength(1);
      return rows;
    });
    expect(entries[0]).toMatchObject({ action: 'content_updated', actor_role: 'Publisher', content_type: 'posts', reason: 'Search appearance' });
    expect(entries[0]!.fields).toEqual([
      'search.en.title',
      'search.en.description',
      'search.en.image',
      'search.fr.title',
      'search.fr.description',
      'search.fr.noindex',
    ]);
  });

  test('a fixed page is set by its English address; a language left out is cleared', async () => {
    await expectStatus(
      app(),
      {
        method: 'PUT',
        url: '/api/search-appearance',
        headers: bearer(admin),
        payload: { path: '/', en: { title: 'Home title' }, sw: { description: 'Maelezo' } },
      },
      200,
    );
    expect((await read('/')).sw).toEqual({ ...EMPTY, description: 'Maelezo' });
    const cleared = await put({ path: '/', en: { title: 'Home title', description: '' } });
    expect(cleared.json()).toMatchObject({ en: { title: 'Home title', description: null }, sw: EMPTY, fr: EMPTY });
    await eventually(async () => expect((await auditOf(app())).some((row) => row.reason === 'search-appearance:/' && row.actor_role === 'Admin')).toBe(true));
  });

  test('a search title over 120 characters, a description over its limit or a bad image answers 400 with the message, and nothing changes', async () => {
    const path = `/projects/${postId}`;
    const before = await read(path);
    const cases: [unknown, string, string][] = [
      [{ path, en: { title: 'x'.repeat(LIMITS.searchTitle + 1) } }, 'en.title', SEARCH_TITLE_MESSAGE],
      [{ path, fr: { description: 'x'.repeat(LIMITS.searchDescription + 1) } }, 'fr.description', SEARCH_DESCRIPTION_MESSAGE],
      [{ path, en: { image: 'javascript:alert(1)' } }, 'en.image', 'Image must be an uploaded image or an http(s) address'],
      [{ path, en: { image: 'https://elsewhere.example/x.png' } }, 'en.image', 'Image must be an uploaded image or come from an allowed image host'],
    ];
    for (const [payload, field, message] of cases) {
      const response = await put(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().issues).toEqual(expect.arrayContaining([expect.objectContaining({ path: field, message })]));
    }
    // 120 exactly is taken.
    expect((await put({ path: '/contact', en: { title: 'x'.repeat(LIMITS.searchTitle) } })).statusCode).toBe(200);
    expect(await read(path)).toEqual(before);
  });

  test('an address that is not a public page answers 400; a record that does not exist 404', async () => {
    for (const path of ['/admin/dashboard', '/fr/about-us', 'about-us', '/projects/abc', '/nowhere']) {
      const response = await put({ path, en: { title: 'A title' } });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(SEARCH_PAGE_MESSAGE);
    }
    // Read, an address without a page has nothing set (the public pages ask on every move); a malformed one is a 400.
    expect(await read('/nowhere')).toEqual({ path: '/nowhere', en: EMPTY, sw: EMPTY, fr: EMPTY, updated_at: null });
    expect((await app().inject({ url: '/api/search-appearance/page?path=nowhere' })).statusCode).toBe(400);
    expect((await put({ path: '/projects/999999', en: { title: 'A title' } })).statusCode).toBe(404);
  });

  test('only Admin and Publisher may save: no token 401, a Content creator 403, and nothing changes', async () => {
    const before = await read('/our-team');
    expect((await app().inject({ method: 'PUT', url: '/api/search-appearance', payload: { path: '/our-team', en: { title: 'T' } } })).statusCode).toBe(401);
    expect((await put({ path: '/our-team', en: { title: 'T' } }, creator)).statusCode).toBe(403);
    expect(await read('/our-team')).toEqual(before);
  });
});
