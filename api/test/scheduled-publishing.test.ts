import type { FastifyInstance } from 'fastify';
import { FORBIDDEN_MESSAGE } from 'contracts';
import { buildApp } from '../src/app';
import type { ActivityEvent } from '../src/plugins/activity';
import { BACKENDS, TestStore, bearer, expectStatus, login, samplePost, userWithRole } from './helpers';

/**
 * Scheduled publishing (docs/workflow.md) with an injected clock: the post goes public at its
 * minute, exactly once with two instances, and after a restart; cancel and reschedule work.
 */
const SECRET = 'a-shared-secret-of-at-least-32-characters!';
const START = new Date('2030-03-05T08:00:00.000Z');

class Clock {
  now = new Date(START);
  read = () => new Date(this.now);
  advance(minutes: number) {
    this.now = new Date(this.now.getTime() + minutes * 60_000);
  }
}

describe.each(BACKENDS)('scheduled publishing [%s]', (backend) => {
  let store: TestStore;
  let app: FastifyInstance;
  let admin: string;
  let publisher: string;
  let creator: string;
  const clock = new Clock();

  beforeAll(async () => {
    store = await new TestStore(backend).init();
    app = await store.app({ jwtSecret: SECRET }, { clock: clock.read });
    admin = await login(app);
    publisher = (await userWithRole(app, admin, 'Publisher')).token;
    creator = (await userWithRole(app, admin, 'Content_Creator')).token;
  });
  afterAll(async () => {
    await app?.close();
    await store?.destroy();
  });

  const move = (a: FastifyInstance, id: number, token: string, payload: Record<string, unknown>) =>
    a.inject({ method: 'POST', url: `/api/posts/${id}/transitions`, headers: bearer(token), payload });
  const isPublic = async (a: FastifyInstance, id: number) => (await a.inject({ url: `/api/posts/${id}` })).statusCode === 200;
  const read = async (a: FastifyInstance, id: number) =>
    (
      (await expectStatus(a, { url: '/api/posts?state=all', headers: bearer(admin) }, 200)).json() as { id: number; state: string; publish_at: string | null }[]
    ).find((p) => p.id === id)!;
  async function inReview(a = app, title = 'Scheduled clinic') {
    const id = (await expectStatus(a, { method: 'POST', url: '/api/posts', headers: bearer(creator), payload: samplePost({ title }) }, 201)).json()
      .id as number;
    await expectStatus(a, { method: 'POST', url: `/api/posts/${id}/transitions`, headers: bearer(creator), payload: { transition: 'submit' } }, 200);
    return id;
  }
  const inMinutes = (minutes: number) => new Date(clock.now.getTime() + minutes * 60_000).toISOString();

  test('a Publisher schedules; the post goes public at that minute, not before, once', async () => {
    const id = await inReview();
    // 14:30 East Africa Time is 11:30 UTC.
    const res = await move(app, id, publisher, { transition: 'schedule', publish_at: '2030-03-05T14:30:00+03:00' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ state: 'review', publish_at: '2030-03-05T11:30:00.000Z' });
    const list = (await expectStatus(app, { url: '/api/posts' }, 200)).headers.etag;

    clock.now = new Date('2030-03-05T11:29:59.000Z');
    expect(await app.publishDue()).toBe(0);
    expect(await isPublic(app, id)).toBe(false);

    clock.now = new Date('2030-03-05T11:30:00.000Z');
    expect(await app.publishDue()).toBe(1);
    expect(await isPublic(app, id)).toBe(true);
    expect(await read(app, id)).toMatchObject({ state: 'published', publish_at: null });
    // The public list (and the sitemap that reads it) changed.
    const after = await expectStatus(app, { url: '/api/posts' }, 200);
    expect(after.headers.etag).not.toBe(list);
    expect(after.json().map((p: { id: number }) => p.id)).toContain(id);
    expect(await app.publishDue()).toBe(0);
  });

  test('cancel and reschedule', async () => {
    const id = await inReview();
    await expectStatus(
      app,
      { method: 'POST', url: `/api/posts/${id}/transitions`, headers: bearer(publisher), payload: { transition: 'schedule', publish_at: inMinutes(10) } },
      200,
    );
    const later = inMinutes(60);
    expect((await move(app, id, publisher, { transition: 'schedule', publish_at: later })).json().publish_at).toBe(later);
    clock.advance(30);
    expect(await app.publishDue()).toBe(0);
    const refused = await move(app, id, creator, { transition: 'unschedule' });
    expect(refused.statusCode).toBe(403);
    expect((await read(app, id)).publish_at).toBe(later);
    expect((await move(app, id, publisher, { transition: 'unschedule' })).json()).toMatchObject({ state: 'review', publish_at: null });
    clock.advance(60);
    expect(await app.publishDue()).toBe(0);
    expect(await isPublic(app, id)).toBe(false);
    const again = await move(app, id, publisher, { transition: 'unschedule' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This post is not scheduled');
  });

  test('bad input: a time in the past, none, or a malformed one answers 400 and changes nothing; a Content_Creator gets 403', async () => {
    const id = await inReview();
    const before = await read(app, id);
    const past = await move(app, id, publisher, { transition: 'schedule', publish_at: inMinutes(-1) });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({
      message: 'The publishing time must be in the future',
      issues: [{ path: 'publish_at', message: 'The publishing time must be in the future' }],
    });
    expect((await move(app, id, publisher, { transition: 'schedule' })).json().message).toBe('A date and time (publish_at) is required to schedule');
    const malformed = await move(app, id, publisher, { transition: 'schedule', publish_at: 'tomorrow at noon' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/publish_at must be a date and time with its offset/);
    const refused = await move(app, id, creator, { transition: 'schedule', publish_at: inMinutes(5) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: FORBIDDEN_MESSAGE });
    expect(await read(app, id)).toEqual(before);
    // A published post cannot be scheduled again.
    const live = (await expectStatus(app, { method: 'POST', url: '/api/posts', headers: bearer(publisher), payload: samplePost() }, 201)).json().id;
    expect((await move(app, live, publisher, { transition: 'schedule', publish_at: inMinutes(5) })).statusCode).toBe(409);
  });

  test('a scheduled pending edit of a live post replaces the live version at its minute', async () => {
    const id = (
      await expectStatus(app, { method: 'POST', url: '/api/posts', headers: bearer(publisher), payload: samplePost({ title: 'Live v1' }) }, 201)
    ).json().id;
    await expectStatus(app, { method: 'PUT', url: `/api/posts/${id}`, headers: bearer(creator), payload: samplePost({ title: 'Live v2' }) }, 200);
    await expectStatus(
      app,
      { method: 'POST', url: `/api/posts/${id}/transitions`, headers: bearer(publisher), payload: { transition: 'schedule', publish_at: inMinutes(5) } },
      200,
    );
    expect((await expectStatus(app, { url: `/api/posts/${id}` }, 200)).json().title).toBe('Live v1');
    clock.advance(5);
    await app.publishDue();
    expect((await expectStatus(app, { url: `/api/posts/${id}` }, 200)).json().title).toBe('Live v2');
    // The scheduled publish is a revision too, by nobody (docs/workflow.md, "History").
    const history = (await expectStatus(app, { url: `/api/posts/${id}/revisions`, headers: bearer(admin) }, 200)).json();
    expect(history.items[0]).toMatchObject({
      action: 'transition',
      detail: 'publish',
      actor_id: null,
      state: 'published',
      pending_state: null,
      values: { title: 'Live v2' },
    });
  });

  test('a time that passed while the API was down is published at the next start', async () => {
    const id = await inReview();
    await expectStatus(
      app,
      { method: 'POST', url: `/api/posts/${id}/transitions`, headers: bearer(publisher), payload: { transition: 'schedule', publish_at: inMinutes(3) } },
      200,
    );
    await app.close();
    clock.advance(10);
    app = await store.app({ jwtSecret: SECRET }, { clock: clock.read });
    // The check at start runs right after ready; publishDue afterwards finds nothing left.
    for (let i = 0; i < 50 && !(await isPublic(app, id)); i++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await isPublic(app, id)).toBe(true);
    expect(await app.publishDue()).toBe(0);
  });

  if (backend === 'postgres') {
    test('two instances checking at once publish each post exactly once', async () => {
      const other = new TestStore('pglite');
      const b = await buildApp(store.config({ dataDir: other.dataDir, jwtSecret: SECRET }), { clock: clock.read });
      await b.ready();
      const events: ActivityEvent[] = [];
      const listen = (event: ActivityEvent) => event.reason === 'publish: scheduled' && events.push(event);
      app.activity.on('event', listen);
      b.activity.on('event', listen);
      try {
        const ids: number[] = [];
        for (let i = 0; i < 6; i++) {
          const id = await inReview(app, `Twin ${i}`);
          await expectStatus(
            app,
            { method: 'POST', url: `/api/posts/${id}/transitions`, headers: bearer(publisher), payload: { transition: 'schedule', publish_at: inMinutes(2) } },
            200,
          );
          ids.push(id);
        }
        clock.advance(2);
        const counts = await Promise.all([app.publishDue(), b.publishDue(), app.publishDue(), b.publishDue()]);
        expect(counts.reduce((sum, n) => sum + n, 0)).toBe(6);
        expect(events.map((e) => e.target).sort()).toEqual(ids.map((id) => `posts:${id}`).sort());
        for (const id of ids) expect(await isPublic(b, id)).toBe(true);
      } finally {
        await b.close();
        await other.destroy();
      }
    });
  }
});
