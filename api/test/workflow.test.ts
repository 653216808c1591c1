import type { FastifyInstance } from 'fastify';
import { FORBIDDEN_MESSAGE, type Role } from 'contracts';
import type { ActivityEvent } from '../src/plugins/activity';
import { bearer, eachBackend, expectStatus, login, samplePost, userWithRole } from './helpers';

/**
 * The publication workflow of posts (docs/workflow.md), through HTTP: every transition for every
 * role, written out rather than derived from the declaration, so a change to the matrix fails here.
 */
type Transition = 'submit' | 'request_changes' | 'publish' | 'unpublish' | 'restore';
const ALLOWED: Record<Role, Transition[]> = {
  Admin: ['submit', 'request_changes', 'publish', 'unpublish', 'restore'],
  Publisher: ['submit', 'request_changes', 'publish', 'unpublish', 'restore'],
  Content_Creator: ['submit'],
};
/** Where each transition starts from in these tests, and where it leads. */
const MOVES: Record<Transition, { from: 'draft' | 'review' | 'published' | 'unpublished'; to: string }> = {
  submit: { from: 'draft', to: 'review' },
  request_changes: { from: 'review', to: 'draft' },
  publish: { from: 'review', to: 'published' },
  unpublish: { from: 'published', to: 'unpublished' },
  restore: { from: 'unpublished', to: 'draft' },
};
const ROLES: Role[] = ['Admin', 'Publisher', 'Content_Creator'];

eachBackend('publication workflow of posts', ({ app }) => {
  let admin: string;
  const tokens = {} as Record<Role, string>;
  let creatorId: number;

  beforeAll(async () => {
    admin = await login(app());
    tokens.Admin = admin;
    tokens.Publisher = (await userWithRole(app(), admin, 'Publisher')).token;
    const creator = await userWithRole(app(), admin, 'Content_Creator');
    tokens.Content_Creator = creator.token;
    creatorId = creator.user.id;
  });

  const publicIds = async (a: FastifyInstance) => ((await expectStatus(a, { url: '/api/posts' }, 200)).json() as { id: number }[]).map((p) => p.id);
  const adminRead = async (id: number) =>
    ((await expectStatus(app(), { url: '/api/posts?state=all', headers: bearer(admin) }, 200)).json() as { id: number; state: string }[]).find(
      (p) => p.id === id,
    )!;
  const move = (id: number, token: string, transition: string, comment?: string) =>
    app().inject({
      method: 'POST',
      url: `/api/posts/${id}/transitions`,
      headers: bearer(token),
      payload: { transition, ...(comment === undefined ? {} : { comment }) },
    });

  /** A post in `state`, brought there through the API by the admin. */
  async function postIn(state: 'draft' | 'review' | 'published' | 'unpublished', title = `Post in ${state}`) {
    const created = await expectStatus(
      app(),
      { method: 'POST', url: '/api/posts', headers: bearer(tokens.Content_Creator), payload: samplePost({ title }) },
      201,
    );
    const id = created.json().id as number;
    const path: Record<typeof state, Transition[]> = { draft: [], review: ['submit'], published: ['publish'], unpublished: ['publish', 'unpublish'] };
    for (const step of path[state]) expect((await move(id, admin, step, 'x')).statusCode).toBe(200);
    expect((await adminRead(id)).state).toBe(state);
    return id;
  }

  describe.each(ROLES)('%s', (role) => {
    test.each(Object.keys(MOVES) as Transition[])('%s', async (transition) => {
      const { from, to } = MOVES[transition];
      const id = await postIn(from);
      const before = await adminRead(id);
      const res = await move(id, tokens[role], transition, 'Please add the client name.');
      if (ALLOWED[role].includes(transition)) {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ id, state: to });
        expect((await publicIds(app())).includes(id)).toBe(to === 'published');
      } else {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: FORBIDDEN_MESSAGE });
        expect(await adminRead(id)).toEqual(before);
      }
    });
  });

  test('a Publisher or an Admin publishes at once; a Content_Creator creates a draft, not public', async () => {
    for (const role of ROLES) {
      const created = await expectStatus(
        app(),
        { method: 'POST', url: '/api/posts', headers: bearer(tokens[role]), payload: samplePost({ title: `By ${role}` }) },
        201,
      );
      const id = created.json().id;
      const expected = role === 'Content_Creator' ? 'draft' : 'published';
      expect(await adminRead(id)).toMatchObject({ state: expected });
      expect((await publicIds(app())).includes(id)).toBe(expected === 'published');
      expect((await app().inject({ url: `/api/posts/${id}` })).statusCode).toBe(expected === 'published' ? 200 : 404);
    }
  });

  test('public reads and the sitemap source show published posts only, in the spec shape', async () => {
    const draft = await postIn('draft');
    const review = await postIn('review');
    const unpublished = await postIn('unpublished');
    const published = await postIn('published');
    const list = (await expectStatus(app(), { url: '/api/posts' }, 200)).json() as Record<string, unknown>[];
    const ids = list.map((p) => p.id);
    expect(ids).toContain(published);
    for (const hidden of [draft, review, unpublished]) {
      expect(ids).not.toContain(hidden);
      expect((await app().inject({ url: `/api/posts/${hidden}` })).statusCode).toBe(404);
    }
    // The spec's shape: no workflow fields in public answers.
    // `version` is the edit version the back office sends back (docs/workflow.md, "Conflicts").
    expect(Object.keys(list[0]!).sort()).toEqual([
      'category',
      'client',
      'created_at',
      'description',
      'id',
      'image_url',
      'published',
      'status',
      'title',
      'updated_at',
      'version',
    ]);
    // A token on the plain list changes nothing: the same public answer.
    expect((await app().inject({ url: '/api/posts', headers: bearer(admin) })).json()).toEqual(list);
  });

  test('the back office reads drafts with its token (?state=), and only with one', async () => {
    const draft = await postIn('draft', 'Readable draft');
    expect((await app().inject({ url: '/api/posts?state=draft' })).statusCode).toBe(401);
    const drafts = (await expectStatus(app(), { url: '/api/posts?state=draft', headers: bearer(tokens.Content_Creator) }, 200)).json();
    expect(drafts.find((p: { id: number }) => p.id === draft)).toMatchObject({
      state: 'draft',
      author_id: creatorId,
      author_name: expect.any(String),
      pending: null,
    });
    expect(drafts.every((p: { state: string; pending_state: string | null }) => p.state === 'draft' || p.pending_state === 'draft')).toBe(true);
    const bad = await app().inject({ url: '/api/posts?state=gone', headers: bearer(admin) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/state must be one of/);
  });

  test("a Content_Creator's edit of a published post waits as a pending draft; the live version stays public until published", async () => {
    const id = await postIn('published', 'Live title');
    const live = (await expectStatus(app(), { url: `/api/posts/${id}` }, 200)).json();
    const edited = await expectStatus(
      app(),
      { method: 'PUT', url: `/api/posts/${id}`, headers: bearer(tokens.Content_Creator), payload: samplePost({ title: 'Draft title' }) },
      200,
    );
    expect(edited.json().title).toBe('Live title');
    // The live fields are unchanged; only the edit version moved (the pending draft is a new version).
    expect((await expectStatus(app(), { url: `/api/posts/${id}` }, 200)).json()).toEqual({ ...live, version: live.version + 1 });
    expect(await adminRead(id)).toMatchObject({
      state: 'published',
      title: 'Live title',
      pending_state: 'draft',
      pending: expect.objectContaining({ title: 'Draft title' }),
    });

    // The creator submits it; a Publisher asks for changes; the creator submits again; the Publisher publishes.
    expect((await move(id, tokens.Content_Creator, 'publish')).statusCode).toBe(403);
    expect((await move(id, tokens.Content_Creator, 'submit')).json()).toMatchObject({ state: 'published', pending_state: 'review' });
    expect((await move(id, tokens.Publisher, 'request_changes', 'Shorter title')).json()).toMatchObject({
      pending_state: 'draft',
      review_comment: 'Shorter title',
    });
    expect((await move(id, tokens.Content_Creator, 'submit')).json()).toMatchObject({ pending_state: 'review' });
    expect((await expectStatus(app(), { url: `/api/posts/${id}` }, 200)).json().title).toBe('Live title');
    const published = (await move(id, tokens.Publisher, 'publish')).json();
    expect(published).toMatchObject({ state: 'published', title: 'Draft title', pending: null, pending_state: null, review_comment: null });
    expect((await expectStatus(app(), { url: `/api/posts/${id}` }, 200)).json().title).toBe('Draft title');
  });

  test("a Publisher's edit of a published post goes live at once; a creator edits a draft in place", async () => {
    const live = await postIn('published');
    await expectStatus(
      app(),
      { method: 'PUT', url: `/api/posts/${live}`, headers: bearer(tokens.Publisher), payload: samplePost({ title: 'Changed live' }) },
      200,
    );
    expect((await expectStatus(app(), { url: `/api/posts/${live}` }, 200)).json().title).toBe('Changed live');
    const draft = await postIn('draft');
    await expectStatus(
      app(),
      { method: 'PUT', url: `/api/posts/${draft}`, headers: bearer(tokens.Content_Creator), payload: samplePost({ title: 'Draft edited' }) },
      200,
    );
    expect(await adminRead(draft)).toMatchObject({ state: 'draft', title: 'Draft edited', pending: null });
  });

  test('request changes needs a comment; the comment stays with the draft for its author', async () => {
    const id = await postIn('review');
    const missing = await move(id, tokens.Publisher, 'request_changes');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('A comment is required when requesting changes');
    expect((await adminRead(id)).state).toBe('review');
    await move(id, tokens.Publisher, 'request_changes', 'Add a photo of the team');
    const drafts = (await expectStatus(app(), { url: '/api/posts?state=draft', headers: bearer(tokens.Content_Creator) }, 200)).json();
    expect(drafts.find((p: { id: number }) => p.id === id)).toMatchObject({ state: 'draft', review_comment: 'Add a photo of the team' });
  });

  test('bad input answers a clear 4xx and changes nothing', async () => {
    const id = await postIn('draft');
    const before = await adminRead(id);
    const unknown = await move(id, admin, 'archive');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/Unknown transition; use one of: submit, request_changes, publish, unpublish, restore/);
    expect((await app().inject({ method: 'POST', url: `/api/posts/${id}/transitions`, headers: bearer(admin), payload: {} })).statusCode).toBe(400);
    const wrongState = await move(id, admin, 'unpublish');
    expect(wrongState.statusCode).toBe(409);
    expect(wrongState.json().message).toMatch(/cannot be moved by "unpublish"/);
    expect((await move(999_999, admin, 'publish')).statusCode).toBe(404);
    expect((await app().inject({ method: 'POST', url: `/api/posts/${id}/transitions`, payload: { transition: 'submit' } })).statusCode).toBe(401);
    expect(await adminRead(id)).toEqual(before);
  });

  test('transitions are activity events; refused ones are "forbidden"', async () => {
    const events: ActivityEvent[] = [];
    const listener = (event: ActivityEvent) => events.push(event);
    app().activity.on('event', listener);
    try {
      const id = await postIn('review');
      await move(id, tokens.Content_Creator, 'publish');
      await move(id, tokens.Publisher, 'publish');
      expect(events).toContainEqual(expect.objectContaining({ action: 'forbidden', outcome: 'denied', target: `posts:${id}`, actorRole: 'Content_Creator' }));
      expect(events).toContainEqual(
        expect.objectContaining({
          action: 'content_transition',
          outcome: 'success',
          target: `posts:${id}`,
          actorRole: 'Publisher',
          reason: 'publish: to published',
        }),
      );
    } finally {
      app().activity.off('event', listener);
    }
  });

  test('a publish reaches the public cache at once (ETag changes)', async () => {
    const id = await postIn('review');
    const first = await expectStatus(app(), { url: '/api/posts' }, 200);
    await move(id, tokens.Publisher, 'publish');
    const second = await expectStatus(app(), { url: '/api/posts' }, 200);
    expect(second.headers.etag).not.toBe(first.headers.etag);
    expect(second.json().map((p: { id: number }) => p.id)).toContain(id);
  });
});
