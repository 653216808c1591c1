import type { FastifyInstance } from 'fastify';
import { FORBIDDEN_MESSAGE, type RecordHistory, type Role } from 'contracts';
import type { ActivityEvent } from '../src/plugins/activity';
import { bearer, eachBackend, expectStatus, login, sampleHeader, samplePost, sampleTeamMember, userWithRole } from './helpers';

/**
 * History (docs/workflow.md, "History"), through HTTP: every save of every type the back office
 * edits keeps a revision; any one can be restored (an edit, with the role's rules and If-Match);
 * deleted records keep theirs, readable and brought back by an Admin; refused moves change nothing.
 */
eachBackend('history of content records', ({ app }) => {
  let admin: string;
  let adminId: number;
  const tokens = {} as Record<Role, string>;
  const names = {} as Record<Role, string>;

  beforeAll(async () => {
    admin = await login(app());
    adminId = (await expectStatus(app(), { url: '/api/auth/me', headers: bearer(admin) }, 200)).json().id;
    tokens.Admin = admin;
    names.Admin = 'Site Administrator';
    for (const role of ['Publisher', 'Content_Creator'] as const) {
      const made = await userWithRole(app(), admin, role);
      tokens[role] = made.token;
      names[role] = made.user.full_name;
    }
  });

  const history = async (path: string, id: number, token = admin) =>
    (await expectStatus(app(), { url: `${path}/${id}/revisions`, headers: bearer(token) }, 200)).json() as RecordHistory;
  const restore = (path: string, id: number, revision: number, token = admin, ifMatch?: string) =>
    app().inject({
      method: 'POST',
      url: `${path}/${id}/revisions/${revision}/restore`,
      headers: { ...bearer(token), ...(ifMatch ? { 'if-match': ifMatch } : {}) },
    });
  const create = async (path: string, payload: object, token = admin) =>
    (await expectStatus(app(), { method: 'POST', url: path, headers: bearer(token), payload }, 201)).json() as { id: number; version: number };
  const put = (path: string, id: number, payload: object, token = admin) =>
    expectStatus(app(), { method: 'PUT', url: `${path}/${id}`, headers: bearer(token), payload }, 200);
  const adminPost = async (id: number) =>
    ((await expectStatus(app(), { url: '/api/posts?state=all', headers: bearer(admin) }, 200)).json() as Record<string, unknown>[]).find((p) => p.id === id);
  const publicTeam = async (a: FastifyInstance = app()) =>
    (await expectStatus(a, { url: '/api/team' }, 200)).json() as { id: number; name: string; position: string }[];

  const cases = [
    { path: '/api/posts', sample: samplePost, field: 'title' },
    { path: '/api/team', sample: sampleTeamMember, field: 'name' },
    { path: '/api/headers', sample: sampleHeader, field: 'title' },
  ];

  for (const { path, sample, field } of cases) {
    it(`${path}: each save keeps who, when and what changed; an old revision comes back as a new one`, async () => {
      const created = await create(path, sample({ [field]: 'First' }));
      await put(path, created.id, sample({ [field]: 'Second' }));
      await put(path, created.id, sample({ [field]: 'Third', ...(field === 'name' ? { position: 'CTO' } : { description: 'Changed too.' }) }));
      const before = await history(path, created.id);
      expect(before).toMatchObject({ record_id: created.id, deleted: false, version: 3, total: 3 });
      expect(before.items.map((r) => [r.number, r.action, r.values[field]])).toEqual([
        [3, 'updated', 'Third'],
        [2, 'updated', 'Second'],
        [1, 'created', 'First'],
      ]);
      expect(before.items[0]!.fields).toEqual([field, field === 'name' ? 'position' : 'description']);
      expect(before.items[1]!.fields).toEqual([field]);
      expect(before.items[0]).toMatchObject({ actor_id: adminId, actor_name: names.Admin });
      expect(Date.parse(before.items[0]!.at)).not.toBeNaN();

      const first = before.items[2]!;
      const res = await restore(path, created.id, first.id, admin, '"3"');
      expect(res.statusCode).toBe(200);
      expect(res.headers.etag).toBe('"4"');
      expect(res.json()).toMatchObject({ [field]: 'First', version: 4 });
      const after = await history(path, created.id);
      expect(after.items[0]).toMatchObject({ number: 4, action: 'restored', detail: '1', values: { [field]: 'First' } });
      expect(after.items[0]!.fields).toEqual(expect.arrayContaining([field]));
    });
  }

  it('mission and vision (id in the body) keep a history too, starting from the values they had', async () => {
    const item = (
      (await expectStatus(app(), { url: '/api/mission-vision' }, 200)).json() as {
        id: number;
        title: string;
        icon: string;
        text: string;
        image_url: string | null;
      }[]
    )[0]!;
    const { id, title, icon, text, image_url } = item;
    await expectStatus(
      app(),
      { method: 'PUT', url: '/api/mission-vision', headers: bearer(admin), payload: { id, title: 'Ours now', icon, text, image_url } },
      200,
    );
    const found = await history('/api/mission-vision', id);
    // Seeded before history: its first save keeps what it was as revision 1.
    expect(found.items.map((r) => [r.number, r.action, r.values.title])).toEqual([
      [2, 'updated', 'Ours now'],
      [1, 'baseline', title],
    ]);
    const res = await restore('/api/mission-vision', id, found.items[1]!.id, tokens.Publisher);
    expect(res.statusCode).toBe(200);
    expect(res.json().title).toBe(title);
  });

  it('workflow moves and pending drafts are revisions; a Content_Creator restores a published post only as a pending draft', async () => {
    const post = await create('/api/posts', samplePost({ title: 'Live title' }));
    await put('/api/posts', post.id, samplePost({ title: 'Live title, edited' }));
    // A Content_Creator's edit of the live post waits as a pending draft: a revision with its values.
    await put('/api/posts', post.id, samplePost({ title: 'Creator draft' }), tokens.Content_Creator);
    await expectStatus(app(), { method: 'POST', url: `/api/posts/${post.id}/transitions`, headers: bearer(admin), payload: { transition: 'unpublish' } }, 200);
    await expectStatus(app(), { method: 'POST', url: `/api/posts/${post.id}/transitions`, headers: bearer(admin), payload: { transition: 'publish' } }, 200);
    const found = await history('/api/posts', post.id, tokens.Content_Creator);
    expect(found.items.map((r) => [r.number, r.action, r.detail, r.state, r.pending_state, r.values.title])).toEqual([
      [5, 'transition', 'publish', 'published', null, 'Creator draft'],
      [4, 'transition', 'unpublish', 'unpublished', null, 'Creator draft'],
      [3, 'updated', null, 'published', 'draft', 'Creator draft'],
      [2, 'updated', null, 'published', null, 'Live title, edited'],
      [1, 'created', null, 'published', null, 'Live title'],
    ]);
    expect(found.items[0]!.fields).toEqual([]);
    expect(found.items[2]).toMatchObject({ actor_name: names.Content_Creator, fields: ['title'] });

    const first = found.items[4]!;
    const res = await restore('/api/posts', post.id, first.id, tokens.Content_Creator, `"${found.version}"`);
    expect(res.statusCode).toBe(200);
    const stored = await adminPost(post.id);
    expect(stored).toMatchObject({
      title: 'Creator draft',
      state: 'published',
      pending_state: 'draft',
      pending: expect.objectContaining({ title: 'Live title' }),
    });
    const live = (await expectStatus(app(), { url: `/api/posts/${post.id}` }, 200)).json();
    expect(live.title).toBe('Creator draft');
    expect((await history('/api/posts', post.id)).items[0]).toMatchObject({
      action: 'restored',
      detail: '1',
      pending_state: 'draft',
      values: { title: 'Live title' },
    });

    // A Publisher's restore goes live at once.
    expect((await restore('/api/posts', post.id, first.id, tokens.Publisher)).statusCode).toBe(200);
    expect((await expectStatus(app(), { url: `/api/posts/${post.id}` }, 200)).json().title).toBe('Live title');
  });

  it("a move's comment stays with its revision; other moves and edits carry none", async () => {
    const post = await create('/api/posts', samplePost({ title: 'For review' }), tokens.Content_Creator);
    const moveIt = (transition: string, token: string, comment?: string) =>
      expectStatus(
        app(),
        { method: 'POST', url: `/api/posts/${post.id}/transitions`, headers: bearer(token), payload: { transition, ...(comment ? { comment } : {}) } },
        200,
      );
    await moveIt('submit', tokens.Content_Creator);
    await moveIt('request_changes', tokens.Publisher, 'Please name the client.');
    await moveIt('submit', tokens.Content_Creator);
    const found = await history('/api/posts', post.id);
    expect(found.items.map((r) => [r.number, r.action, r.detail, r.state, r.comment, r.actor_name])).toEqual([
      [4, 'transition', 'submit', 'review', null, names.Content_Creator],
      [3, 'transition', 'request_changes', 'draft', 'Please name the client.', names.Publisher],
      [2, 'transition', 'submit', 'review', null, names.Content_Creator],
      [1, 'created', null, 'draft', null, names.Content_Creator],
    ]);
  });

  it('restoring goes through the version check: a stale If-Match is a 412 and changes nothing', async () => {
    const member = await create('/api/team', sampleTeamMember({ name: 'Original Name' }));
    await put('/api/team', member.id, sampleTeamMember({ name: 'Changed Name' }));
    const found = await history('/api/team', member.id);
    const res = await restore('/api/team', member.id, found.items[1]!.id, admin, '"1"');
    expect(res.statusCode).toBe(412);
    expect(res.json().current.name).toBe('Changed Name');
    expect((await history('/api/team', member.id)).total).toBe(2);
    expect((await publicTeam()).find((m) => m.id === member.id)?.name).toBe('Changed Name');
  });

  it('bad input answers a clear 4xx and changes nothing', async () => {
    const a = await create('/api/team', sampleTeamMember({ name: 'Member A' }));
    const b = await create('/api/team', sampleTeamMember({ name: 'Member B' }));
    await put('/api/team', a.id, sampleTeamMember({ name: 'Member A2' }));
    const ofB = (await history('/api/team', b.id)).items[0]!;
    const ofPost = (await history('/api/posts', (await create('/api/posts', samplePost())).id)).items[0]!;

    const otherRecord = await restore('/api/team', a.id, ofB.id);
    expect(otherRecord.statusCode).toBe(404);
    expect(otherRecord.json().message).toBe(`Revision ${ofB.id} is not a revision of this team member`);
    const otherType = await restore('/api/team', a.id, ofPost.id);
    expect(otherType.statusCode).toBe(404);
    expect(otherType.json().message).toBe(`Revision ${ofPost.id} not found`);
    expect((await restore('/api/team', a.id, 2_000_000_000)).statusCode).toBe(404);
    for (const url of [
      `/api/team/${a.id}/revisions/abc/restore`,
      `/api/team/${a.id}/revisions/0/restore`,
      `/api/team/x/revisions/1/restore`,
      `/api/team/${a.id}/revisions/99999999999/restore`,
    ]) {
      const res = await app().inject({ method: 'POST', url, headers: bearer(admin) });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/positive whole number/);
    }
    const malformed = await restore('/api/team', a.id, ofB.id, admin, 'version 1');
    expect(malformed.statusCode).toBe(400);
    expect((await app().inject({ url: '/api/team/abc/revisions', headers: bearer(admin) })).statusCode).toBe(400);
    expect((await app().inject({ url: '/api/team/999999/revisions', headers: bearer(admin) })).statusCode).toBe(404);
    expect((await app().inject({ url: `/api/team/${a.id}/revisions` })).statusCode).toBe(401);

    expect((await history('/api/team', a.id)).total).toBe(2);
    expect((await publicTeam()).find((m) => m.id === a.id)?.name).toBe('Member A2');
  });

  it('roles: whoever edits a type reads and restores its history; others get 403 and change nothing', async () => {
    const member = await create('/api/team', sampleTeamMember({ name: 'Team Original' }));
    await put('/api/team', member.id, sampleTeamMember({ name: 'Team Edited' }));
    const first = (await history('/api/team', member.id)).items[1]!;
    const events: ActivityEvent[] = [];
    const listener = (event: ActivityEvent) => events.push(event);
    app().activity.on('event', listener);
    try {
      const read = await app().inject({ url: `/api/team/${member.id}/revisions`, headers: bearer(tokens.Content_Creator) });
      expect(read.statusCode).toBe(403);
      expect(read.json().message).toBe(FORBIDDEN_MESSAGE);
      expect((await restore('/api/team', member.id, first.id, tokens.Content_Creator)).statusCode).toBe(403);
      expect(events).toContainEqual(expect.objectContaining({ action: 'forbidden', outcome: 'denied', actorRole: 'Content_Creator' }));
    } finally {
      app().activity.off('event', listener);
    }
    expect((await history('/api/team', member.id, tokens.Publisher)).total).toBe(2);
    expect((await publicTeam()).find((m) => m.id === member.id)?.name).toBe('Team Edited');
  });

  it('a restore is in the audit trail as revision_restored, with the fields it changed', async () => {
    const member = await create('/api/team', sampleTeamMember({ position: 'CEO' }));
    await put('/api/team', member.id, sampleTeamMember({ position: 'CFO' }));
    const first = (await history('/api/team', member.id)).items[1]!;
    const events: ActivityEvent[] = [];
    const listener = (event: ActivityEvent) => events.push(event);
    app().activity.on('event', listener);
    try {
      expect((await restore('/api/team', member.id, first.id, tokens.Publisher)).statusCode).toBe(200);
    } finally {
      app().activity.off('event', listener);
    }
    expect(events).toContainEqual(
      expect.objectContaining({
        action: 'revision_restored',
        outcome: 'success',
        target: `team:${member.id}`,
        fields: ['position'],
        reason: `revision ${first.number}`,
        actorRole: 'Publisher',
      }),
    );
  });

  describe('deleted records', () => {
    it('keep their history for an Admin, who brings one back under its own id and address', async () => {
      const post = await create('/api/posts', samplePost({ title: 'Deleted, then back' }));
      await put('/api/posts', post.id, samplePost({ title: 'Deleted, then back (edited)' }));
      await expectStatus(app(), { method: 'DELETE', url: `/api/posts/${post.id}`, headers: bearer(tokens.Publisher) }, 204);
      expect((await app().inject({ url: `/api/posts/${post.id}` })).statusCode).toBe(404);

      const kept = await history('/api/posts', post.id);
      expect(kept).toMatchObject({ deleted: true, version: null, total: 3 });
      expect(kept.items[0]).toMatchObject({ action: 'deleted', actor_name: names.Publisher, values: { title: 'Deleted, then back (edited)' } });
      const listed = (await expectStatus(app(), { url: '/api/posts/deleted', headers: bearer(admin) }, 200)).json() as {
        id: number;
        actor_name: string;
        values: { title: string };
      }[];
      expect(listed.find((row) => row.id === post.id)).toMatchObject({ actor_name: names.Publisher, values: { title: 'Deleted, then back (edited)' } });

      // Not for the other roles; and a deleted record's revision cannot be restored before it is back.
      for (const role of ['Publisher', 'Content_Creator'] as const) {
        expect((await app().inject({ url: `/api/posts/${post.id}/revisions`, headers: bearer(tokens[role]) })).statusCode).toBe(403);
        expect((await app().inject({ url: '/api/posts/deleted', headers: bearer(tokens[role]) })).statusCode).toBe(403);
        expect((await app().inject({ method: 'POST', url: `/api/posts/${post.id}/undelete`, headers: bearer(tokens[role]) })).statusCode).toBe(403);
      }
      const early = await restore('/api/posts', post.id, kept.items[1]!.id);
      expect(early.statusCode).toBe(409);
      expect(early.json().message).toMatch(/was deleted/);
      expect((await app().inject({ url: `/api/posts/${post.id}` })).statusCode).toBe(404);

      const back = await expectStatus(app(), { method: 'POST', url: `/api/posts/${post.id}/undelete`, headers: bearer(admin) }, 200);
      expect(back.json()).toMatchObject({ id: post.id, title: 'Deleted, then back (edited)', state: 'published', version: 3 });
      expect((await expectStatus(app(), { url: `/api/posts/${post.id}` }, 200)).json().title).toBe('Deleted, then back (edited)');
      const now = await history('/api/posts', post.id, tokens.Content_Creator);
      expect(now).toMatchObject({ deleted: false, version: 3, total: 4 });
      expect(now.items[0]).toMatchObject({ action: 'undeleted', actor_id: adminId });
      const listedAfter = (await expectStatus(app(), { url: '/api/posts/deleted', headers: bearer(admin) }, 200)).json() as { id: number }[];
      expect(listedAfter.map((row) => row.id)).not.toContain(post.id);

      const again = await app().inject({ method: 'POST', url: `/api/posts/${post.id}/undelete`, headers: bearer(admin) });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('This post is not deleted');
      expect((await app().inject({ method: 'POST', url: '/api/posts/999999/undelete', headers: bearer(admin) })).statusCode).toBe(404);
    });

    it('a deleted team member comes back on the public list, and the public cache follows', async () => {
      const member = await create('/api/team', sampleTeamMember({ name: 'Comes Back' }));
      await expectStatus(app(), { method: 'DELETE', url: `/api/team/${member.id}`, headers: bearer(admin) }, 204);
      expect((await publicTeam()).map((m) => m.id)).not.toContain(member.id);
      await expectStatus(app(), { method: 'POST', url: `/api/team/${member.id}/undelete`, headers: bearer(admin) }, 200);
      expect((await publicTeam()).find((m) => m.id === member.id)?.name).toBe('Comes Back');
    });

    it('mission and vision items are never deleted, so they have no deleted list', async () => {
      expect((await app().inject({ url: '/api/mission-vision/deleted', headers: bearer(admin) })).statusCode).toBe(404);
    });
  });

  it('contact messages keep no history (erasure removes them whole)', async () => {
    expect((await app().inject({ url: '/api/contacts/1/revisions', headers: bearer(admin) })).statusCode).toBe(404);
  });
});
