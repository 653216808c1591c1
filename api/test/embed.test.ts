import type { AddressInfo } from 'node:net';
import { Agent, request } from 'node:http';
import { BACKENDS, TestStore, bearer, expectStatus, login, samplePost } from './helpers';
import { buildApp } from '../src/app';
import type { KeptDatabase } from '../src/plugins/database';
import type { Resource } from '../src/types';

/**
 * The page server embeds the API: it calls buildApp(), registers its own plugin into the same
 * instance, then listens. Our hooks must cover its routes and leave its not-found handler free.
 */
describe.each(BACKENDS)('embedding in the page server [%s]', (backend) => {
  let store: TestStore;
  beforeEach(async () => {
    store = await new TestStore(backend).init();
  });
  afterEach(async () => {
    await store.destroy();
  });

  test('page routes get the security headers and a nonce; the API keeps its JSON 404', async () => {
    const app = await buildApp(store.config());
    const changes: Resource[] = [];
    app.contentEvents.on('change', (r) => changes.push(r));
    await app.register(async (pages) => {
      pages.get('/', async (req, reply) => reply.type('text/html').send(`<script nonce="${req.cspNonce}">1</script>`));
      pages.setNotFoundHandler((_req, reply) => reply.code(404).type('text/html').send('<h1>Page not found</h1>'));
    });
    await app.ready();
    try {
      const page = await app.inject({ url: '/' });
      const nonce = /nonce="([^"]+)"/.exec(page.body)![1];
      expect(page.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
      expect(page.headers['x-content-type-options']).toBe('nosniff');
      const missing = await app.inject({ url: '/no-such-page' });
      expect(missing.body).toBe('<h1>Page not found</h1>');
      expect(missing.headers['x-frame-options']).toBe('DENY');
      expect((await app.inject({ url: '/api/no-such-thing' })).json()).toEqual({ message: 'Not found' });
      const token = await login(app);
      await expectStatus(app, { method: 'POST', url: '/api/posts', headers: bearer(token), payload: samplePost() }, 201);
      expect(changes).toEqual(['posts']);
    } finally {
      await app.close();
    }
  });

  test('a kept database outlives the app that opened it, and the next app takes it as it is (npm run dev)', async () => {
    const kept: KeptDatabase = {};
    const first = await buildApp(store.config(), { keptDatabase: kept });
    const token = await login(first);
    await expectStatus(first, { method: 'POST', url: '/api/posts', headers: bearer(token), payload: samplePost({ title: 'Written before the reload' }) }, 201);
    await first.close();
    expect(kept.db).toBeDefined();
    // Closing the app left it open.
    expect(await kept.db!.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);

    const second = await buildApp(store.config(), { keptDatabase: kept });
    try {
      expect(second.db).toBe(kept.db);
      const posts = (await second.inject({ url: '/api/posts' })).json<{ title: string }[]>();
      expect(posts.map((post) => post.title)).toContain('Written before the reload');
      // The session made with the first app is still good: same database, no second start-up.
      await expectStatus(second, { method: 'GET', url: '/api/users', headers: bearer(token) }, 200);
    } finally {
      await second.close();
      await kept.db!.close();
    }
  });

  test('graceful shutdown: an in-flight request finishes, then the database closes', async () => {
    const app = await buildApp(store.config());
    let started: () => void = () => {};
    const inFlight = new Promise<void>((resolve) => (started = resolve));
    app.get('/slow', async () => {
      started();
      await new Promise((r) => setTimeout(r, 300));
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
      // A client that would keep its idle connection open for a minute.
      request({ port, path: '/slow', host: '127.0.0.1', agent: new Agent({ keepAlive: true, timeout: 60_000 }) }, (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
      })
        .on('error', reject)
        .end();
    });
    // Close once the request is being handled (not after a guessed delay, which a busy machine outruns).
    await inFlight;
    const closed = app.close();
    expect(await response).toEqual({ status: 200, body: '{"done":true}' });
    // That idle keep-alive connection does not hold the shutdown (without closing it, close() waits the minute).
    const answeredAt = Date.now();
    await closed;
    expect(Date.now() - answeredAt).toBeLessThan(10_000);
    await expect(app.db.query('SELECT 1')).rejects.toThrow();
  });
});
