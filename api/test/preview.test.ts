import type { FastifyInstance } from 'fastify';
import { PREVIEW_MESSAGES } from 'contracts';
import type { ActivityEvent } from '../src/plugins/activity';
import { BACKENDS, TestStore, bearer, expectStatus, login, samplePost, userWithRole } from './helpers';

/**
 * Preview links (docs/workflow.md, "Preview") with an injected clock: whoever edits a post gets a
 * signed link that shows it as it would go live, never from the public cache, until it expires.
 */
const START = new Date('2030-03-05T08:00:00.000Z');

describe.each(BACKENDS)('preview links [%s]', (backend) => {
  let store: TestStore;
  let app: FastifyInstance;
  let admin: string;
  let creator: string;
  let now = new Date(START);

  beforeAll(async () => {
    store = await new TestStore(backend).init();
    app = await store.app({ previewTtlMs: 3_600_000 }, { clock: () => new Date(now) });
    admin = await login(app);
    creator = (await userWithRole(app, admin, 'Content_Creator')).token;
  });
  afterAll(async () => {
    await app?.close();
    await store?.destroy();
  });
  beforeEach(() => {
    now = new Date(START);
  });

  const link = async (id: number, token = creator) =>
    (await expectStatus(app, { method: 'POST', url: `/api/posts/${id}/preview`, headers: bearer(token) }, 200)).json() as { url: string; expires_at: string };
  const open = (id: number, token: string) => app.inject({ url: `/api/posts/${id}/preview?token=${encodeURIComponent(token)}` });
  const tokenOf = (url: string) => new URL(url, 'http://site').searchParams.get('token')!;

  test("a Content_Creator's draft opens through its link, with noindex and no-store, never in the public cache", async () => {
    const id = (
      await expectStatus(app, { method: 'POST', url: '/api/posts', headers: bearer(creator), payload: samplePost({ title: 'Draft for review' }) }, 201)
    ).json().id as number;
    expect((await app.inject({ url: `/api/posts/${id}` })).statusCode).toBe(404);
    const given = await link(id);
    expect(given.url).toMatch(new RegExp(`^/projects/${id}/preview\\?token=[0-9a-z]+\\.[\\w-]{43}$`));
    expect(given.expires_at).toBe('2030-03-05T09:00:00.000Z');

    const res = await open(id, tokenOf(given.url));
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.etag).toBeUndefined();
    expect(res.json()).toMatchObject({
      id,
      title: 'Draft for review',
      preview: { state: 'draft', pending_state: null, publish_at: null, expires_at: given.expires_at },
    });
    // Still not public: neither the list nor the record, cached or not.
    expect((await app.inject({ url: `/api/posts/${id}` })).statusCode).toBe(404);
    expect(((await expectStatus(app, { url: '/api/posts' }, 200)).json() as { id: number }[]).map((p) => p.id)).not.toContain(id);
  });

  test("a pending draft of a live post shows the draft's values; the public read keeps the live ones", async () => {
    const id = (await expectStatus(app, { method: 'POST', url: '/api/posts', headers: bearer(admin), payload: samplePost({ title: 'Live now' }) }, 201)).json()
      .id as number;
    await expectStatus(app, { method: 'PUT', url: `/api/posts/${id}`, headers: bearer(creator), payload: samplePost({ title: 'Coming next' }) }, 200);
    const res = await open(id, tokenOf((await link(id)).url));
    expect(res.json()).toMatchObject({ title: 'Coming next', preview: { state: 'published', pending_state: 'draft' } });
    expect((await expectStatus(app, { url: `/api/posts/${id}` }, 200)).json().title).toBe('Live now');
  });

  test("the link stops working after its hour (410); a forged, altered or other record's token is 403; nothing is public", async () => {
    const id = (
      await expectStatus(app, { method: 'POST', url: '/api/posts', headers: bearer(creator), payload: samplePost({ title: 'Short lived' }) }, 201)
    ).json().id as number;
    const other = (
      await expectStatus(app, { method: 'POST', url: '/api/posts', headers: bearer(creator), payload: samplePost({ title: 'Another draft' }) }, 201)
    ).json().id as number;
    const token = tokenOf((await link(id)).url);

    now = new Date(START.getTime() + 59 * 60_000);
    expect((await open(id, token)).statusCode).toBe(200);
    now = new Date(START.getTime() + 60 * 60_000);
    const expired = await open(id, token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ message: PREVIEW_MESSAGES.expired });
    expect(expired.headers['x-robots-tag']).toBe('noindex');
    now = new Date(START);

    const [time, signature] = token.split('.') as [string, string];
    const later = (Number.parseInt(time, 36) + 3600).toString(36);
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [`${later}.${signature}`, `${time}.${flipped}`, 'not-a-token', `${time}.`, 'x'.repeat(150)]) {
      const res = await open(id, bad);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: PREVIEW_MESSAGES.forged });
    }
    expect((await open(other, token)).statusCode).toBe(403);
    const missing = await app.inject({ url: `/api/posts/${id}/preview` });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(PREVIEW_MESSAGES.missing);
    expect((await app.inject({ url: `/api/posts/${id}/preview?token=${'y'.repeat(500)}` })).statusCode).toBe(400);
    expect((await app.inject({ url: `/api/posts/abc/preview?token=${token}` })).statusCode).toBe(400);
    expect((await app.inject({ url: `/api/posts/${id}` })).statusCode).toBe(404);
  });

  test('issuing needs a signed-in editor of the type; an unknown post is 404; each link is in the audit trail', async () => {
    const id = (await expectStatus(app, { method: 'POST', url: '/api/posts', headers: bearer(creator), payload: samplePost() }, 201)).json().id as number;
    expect((await app.inject({ method: 'POST', url: `/api/posts/${id}/preview` })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/posts/999999/preview', headers: bearer(admin) })).statusCode).toBe(404);
    const events: ActivityEvent[] = [];
    const listener = (event: ActivityEvent) => events.push(event);
    app.activity.on('event', listener);
    try {
      await link(id, admin);
    } finally {
      app.activity.off('event', listener);
    }
    expect(events).toContainEqual(expect.objectContaining({ action: 'preview_link_created', outcome: 'success', target: `posts:${id}`, actorRole: 'Admin' }));
  });

  test('a deleted post has no preview', async () => {
    const id = (await expectStatus(app, { method: 'POST', url: '/api/posts', headers: bearer(admin), payload: samplePost() }, 201)).json().id as number;
    const token = tokenOf((await link(id, admin)).url);
    await expectStatus(app, { method: 'DELETE', url: `/api/posts/${id}`, headers: bearer(admin) }, 204);
    const res = await open(id, token);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Post not found');
  });
});

test('PREVIEW_TTL is a duration of at most an hour', async () => {
  const { loadConfig } = await import('../src/config');
  expect(loadConfig({ PREVIEW_TTL: '30m' }).previewTtlMs).toBe(30 * 60_000);
  expect(loadConfig({}).previewTtlMs).toBe(3_600_000);
  expect(() => loadConfig({ PREVIEW_TTL: '2h' })).toThrow(/PREVIEW_TTL must be a duration/);
});
