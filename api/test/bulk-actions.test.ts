import { BULK_MAX, FORBIDDEN_MESSAGE, type BulkResponse, type Role } from 'contracts';
import { bearer, eachBackend, eventually, expectStatus, login, samplePost, userWithRole } from './helpers';

/**
 * Bulk actions on posts (docs/workflow.md, "Bulk actions"), through HTTP: every action for every
 * role, a partial failure id by id, the actor on the revisions and the audit trail, bad input.
 */
type State = 'draft' | 'review' | 'published' | 'unpublished';
const ALLOWED: Record<Role, ('publish' | 'unpublish' | 'delete')[]> = {
  Admin: ['publish', 'unpublish', 'delete'],
  Publisher: ['publish', 'unpublish', 'delete'],
  Content_Creator: [],
};
/** Where each action starts in these tests, and where it leads (null: gone). */
const ACTIONS = {
  publish: { from: 'review', to: 'published' },
  unpublish: { from: 'published', to: 'unpublished' },
  delete: { from: 'published', to: null },
} as const;
const ROLES: Role[] = ['Admin', 'Publisher', 'Content_Creator'];

eachBackend('bulk actions on posts', ({ app }) => {
  let admin: string;
  const users = {} as Record<Role, { token: string; id: number }>;

  beforeAll(async () => {
    admin = await login(app());
    users.Admin = { token: admin, id: (await expectStatus(app(), { url: '/api/auth/me', headers: bearer(admin) }, 200)).json().id };
    for (const role of ['Publisher', 'Content_Creator'] as const) {
      const made = await userWithRole(app(), admin, role);
      users[role] = { token: made.token, id: made.user.id };
    }
  });

  const stateOf = async (id: number) =>
    ((await expectStatus(app(), { url: '/api/posts?state=all', headers: bearer(admin) }, 200)).json() as { id: number; state: string }[]).find(
      (p) => p.id === id,
    )?.state ?? null;
  const bulk = (token: string, payload: unknown) =>
    app().inject({ method: 'POST', url: '/api/posts/bulk', headers: bearer(token), payload: payload as Record<string, unknown> });

  /** A post in `state`, brought there by the admin. */
  async function postIn(state: State, title = `Bulk ${state}`) {
    const id = (
      await expectStatus(app(), { method: 'POST', url: '/api/posts', headers: bearer(users.Content_Creator.token), payload: samplePost({ title }) }, 201)
    ).json().id as number;
    const steps: Record<State, string[]> = { draft: [], review: ['submit'], published: ['publish'], unpublished: ['publish', 'unpublish'] };
    for (const transition of steps[state])
      await expectStatus(app(), { method: 'POST', url: `/api/posts/${id}/transitions`, headers: bearer(admin), payload: { transition } }, 200);
    return id;
  }

  describe.each(ROLES)('%s', (role) => {
    test.each(Object.keys(ACTIONS) as (keyof typeof ACTIONS)[])('%s', async (action) => {
      const { from, to } = ACTIONS[action];
      const ids = [await postIn(from), await postIn(from)];
      const res = await bulk(users[role].token, { action, ids });
      if (ALLOWED[role].includes(action)) {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ action, succeeded: 2, failed: 0, results: ids.map((id) => ({ id, ok: true, status: action === 'delete' ? 204 : 200 })) });
        for (const id of ids) expect(await stateOf(id)).toBe(to);
      } else {
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(FORBIDDEN_MESSAGE);
        for (const id of ids) expect(await stateOf(id)).toBe(from);
      }
    });
  });

  it('does what it can and says which failed and why', async () => {
    const ready = await postIn('review');
    const live = await postIn('published');
    const missing = 999_999;
    const res = await expectStatus(
      app(),
      { method: 'POST', url: '/api/posts/bulk', headers: bearer(users.Publisher.token), payload: { action: 'publish', ids: [ready, live, missing] } },
      200,
    );
    const body = res.json() as BulkResponse;
    expect(body).toMatchObject({ action: 'publish', succeeded: 1, failed: 2 });
    expect(body.results[0]).toEqual({ id: ready, ok: true, status: 200 });
    expect(body.results[1]).toMatchObject({ id: live, ok: false, status: 409 });
    expect(body.results[1]!.message).toMatch(/published cannot be moved by "publish"/);
    expect(body.results[2]).toEqual({ id: missing, ok: false, status: 404, message: 'Post not found' });
    expect(await stateOf(ready)).toBe('published');
    expect(await stateOf(live)).toBe('published');
  });

  it('records the acting person on each revision and in the audit trail', async () => {
    const ids = [await postIn('published'), await postIn('published')];
    await expectStatus(app(), { method: 'POST', url: '/api/posts/bulk', headers: bearer(users.Publisher.token), payload: { action: 'unpublish', ids } }, 200);
    for (const id of ids) {
      const revisions = (await expectStatus(app(), { url: `/api/posts/${id}/revisions`, headers: bearer(admin) }, 200)).json().items as {
        actor_id: number | null;
        action: string;
      }[];
      expect(revisions[0]).toMatchObject({ action: 'transition', actor_id: users.Publisher.id });
    }
    await expectStatus(app(), { method: 'POST', url: '/api/posts/bulk', headers: bearer(users.Publisher.token), payload: { action: 'delete', ids } }, 200);
    await eventually(async () => {
      const items = (await expectStatus(app(), { url: `/api/activity?actor=${users.Publisher.id}&type=posts`, headers: bearer(admin) }, 200)).json().items as {
        action: string;
        record_id: number;
        reason: string | null;
      }[];
      for (const id of ids) {
        if (!items.some((e) => e.record_id === id && e.action === 'content_transition' && e.reason === 'unpublish: to unpublished'))
          throw new Error(`no unpublish of ${id}`);
        if (!items.some((e) => e.record_id === id && e.action === 'content_deleted')) throw new Error(`no delete of ${id}`);
      }
    });
    // The deleted posts keep their history, their delete by the Publisher included.
    const deleted = (await expectStatus(app(), { url: '/api/posts/deleted', headers: bearer(admin) }, 200)).json() as { id: number; actor_id: number }[];
    for (const id of ids) expect(deleted.find((d) => d.id === id)?.actor_id).toBe(users.Publisher.id);
  });

  it('answers bad input with a clear 400 and changes nothing', async () => {
    const id = await postIn('review');
    const cases: [unknown, RegExp][] = [
      [{ action: 'archive', ids: [id] }, /Unknown action; use one of: publish, unpublish, delete/],
      [{ ids: [id] }, /Unknown action/],
      [{ action: 'publish', ids: [] }, /at least one/],
      [{ action: 'publish' }, /ids must be a list/],
      [{ action: 'publish', ids: Array.from({ length: BULK_MAX + 1 }, (_, i) => i + 1) }, new RegExp(`At most ${BULK_MAX}`)],
      [{ action: 'publish', ids: [id, 1.5] }, /whole numbers/],
      [{ action: 'publish', ids: [id, '7'] }, /whole numbers/],
      [{ action: 'publish', ids: [id, 0] }, /whole numbers/],
      [{ action: 'publish', ids: [id, id] }, /once/],
      [{ action: 'publish', ids: [id], extra: true }, /Unknown field: extra/],
    ];
    for (const [payload, message] of cases) {
      const res = await bulk(admin, payload);
      expect({ payload, status: res.statusCode }).toEqual({ payload, status: 400 });
      expect(res.json().message).toMatch(message);
    }
    expect(await stateOf(id)).toBe('review');
    expect((await app().inject({ method: 'POST', url: '/api/posts/bulk', payload: { action: 'publish', ids: [id] } })).statusCode).toBe(401);
  });
});
