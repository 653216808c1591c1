import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { memoryLimiter, redisLimiter } from '../src/plugins/rate-limit';
import { ADMIN, BACKENDS, REDIS_URL, TestStore } from './helpers';

/**
 * Failed logins are throttled per account and per IP (docs/security.md, "Throttling"): here 3 failures in
 * the window, then 429 with Retry-After. In memory, and in Redis shared by several instances.
 */
const MAX = 3;
const WINDOW_MS = 60_000;

const attempt = (app: FastifyInstance, email: string, password: string, ip = '10.0.0.1') =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

describe.each(BACKENDS)('login throttling [%s]', (backend) => {
  let store: TestStore;
  const prefixes: string[] = [];
  beforeAll(async () => {
    store = await new TestStore(backend).init();
  });
  afterAll(async () => {
    const redis = new Redis(REDIS_URL);
    for (const prefix of prefixes) {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
    }
    await redis.quit();
    await store.destroy();
  });

  describe.each(['memory', 'redis'] as const)('counted in %s', (where) => {
    let app: FastifyInstance;
    let prefix: string;
    const build = (overrides = {}) =>
      store.app({
        loginMaxFailures: MAX,
        loginWindowMs: WINDOW_MS,
        ...(where === 'redis' ? { redisUrl: REDIS_URL, redisKeyPrefix: prefix } : {}),
        ...overrides,
      });
    beforeEach(async () => {
      prefix = `api-test:${randomBytes(6).toString('hex')}:`;
      prefixes.push(prefix);
      app = await build();
    });
    afterEach(async () => {
      await app.close();
    });

    test('per account: failures from several IPs lock the account, even for the right password', async () => {
      for (let i = 1; i <= MAX; i++) expect((await attempt(app, ADMIN.email, 'wrong-password', `10.0.1.${i}`)).statusCode).toBe(401);
      const locked = await attempt(app, ADMIN.email, ADMIN.password, '10.0.1.99');
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toEqual({ message: 'Too many failed sign-in attempts. Please wait and try again.' });
      const retryAfter = Number(locked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(WINDOW_MS / 1000 - 5);
      expect(retryAfter).toBeLessThanOrEqual(WINDOW_MS / 1000);
      // Another account is not affected.
      expect((await attempt(app, 'someone@example.com', 'whatever-pass', '10.0.1.98')).statusCode).toBe(401);
    });

    test('per IP: failures over many accounts lock that IP only', async () => {
      for (let i = 1; i <= MAX; i++) expect((await attempt(app, `user${i}@example.com`, 'wrong-password', '10.0.2.1')).statusCode).toBe(401);
      expect((await attempt(app, ADMIN.email, ADMIN.password, '10.0.2.1')).statusCode).toBe(429);
      expect((await attempt(app, ADMIN.email, ADMIN.password, '10.0.2.2')).statusCode).toBe(200);
    });

    test('successful logins do not count, and one clears the account’s failures', async () => {
      for (let i = 0; i < MAX * 3; i++) expect((await attempt(app, ADMIN.email, ADMIN.password, '10.0.3.1')).statusCode).toBe(200);
      for (let i = 0; i < MAX - 1; i++) await attempt(app, ADMIN.email, 'wrong-password', `10.0.3.${10 + i}`);
      expect((await attempt(app, ADMIN.email, ADMIN.password, '10.0.3.30')).statusCode).toBe(200);
      for (let i = 0; i < MAX - 1; i++) expect((await attempt(app, ADMIN.email, 'wrong-password', `10.0.3.${40 + i}`)).statusCode).toBe(401);
      expect((await attempt(app, ADMIN.email, ADMIN.password, '10.0.3.50')).statusCode).toBe(200);
    });

    test('parallel guesses cannot slip past the limit', async () => {
      const results = await Promise.all(Array.from({ length: MAX * 4 }, () => attempt(app, ADMIN.email, 'wrong-password', '10.0.4.1')));
      const codes = results.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 401)).toHaveLength(MAX);
      expect(codes.filter((c) => c === 429)).toHaveLength(MAX * 3);
    });

    test('the window ends', async () => {
      await app.close();
      app = await build({ loginWindowMs: 1_000 });
      for (let i = 0; i < MAX; i++) await attempt(app, ADMIN.email, 'wrong-password', '10.0.5.1');
      expect((await attempt(app, ADMIN.email, ADMIN.password, '10.0.5.1')).statusCode).toBe(429);
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      expect((await attempt(app, ADMIN.email, ADMIN.password, '10.0.5.1')).statusCode).toBe(200);
    });

    if (where === 'redis') {
      test('several instances share the count through Redis', async () => {
        const other = await new TestStore(backend).init();
        const second = await other.app({ loginMaxFailures: MAX, loginWindowMs: WINDOW_MS, redisUrl: REDIS_URL, redisKeyPrefix: prefix });
        try {
          for (let i = 0; i < MAX; i++) await attempt(i % 2 ? app : second, ADMIN.email, 'wrong-password', `10.0.6.${i}`);
          expect((await attempt(second, ADMIN.email, ADMIN.password, '10.0.6.99')).statusCode).toBe(429);
          expect((await attempt(app, ADMIN.email, ADMIN.password, '10.0.6.98')).statusCode).toBe(429);
        } finally {
          await second.close();
          await other.destroy();
        }
      });
    }
  });

  test('an unreachable REDIS_URL stops the start with a clear message', async () => {
    await expect(store.app({ redisUrl: 'redis://127.0.0.1:1' })).rejects.toThrow(/Cannot connect to Redis at REDIS_URL/);
  });
});

describe('rate limit counters', () => {
  test('when Redis fails at run time, counting goes on in memory instead of letting everybody through', async () => {
    const down = new Redis('redis://127.0.0.1:1', { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0 });
    const errors: unknown[] = [];
    const limiter = redisLimiter(down, memoryLimiter(), (e) => errors.push(e));
    const hits = [];
    for (let i = 0; i < 4; i++) hits.push((await limiter.hit('k', 60_000)).count);
    expect(hits).toEqual([1, 2, 3, 4]);
    await limiter.undo('k');
    expect((await limiter.hit('k', 60_000)).count).toBe(4);
    expect(errors.length).toBeGreaterThan(0);
    down.disconnect();
  });

  test('Redis counters expire with their window and undo never goes below zero', async () => {
    const redis = new Redis(REDIS_URL, { keyPrefix: `api-test:${randomBytes(6).toString('hex')}:` });
    const limiter = redisLimiter(redis, memoryLimiter(), (e) => {
      throw e;
    });
    expect(await limiter.hit('w', 1_000)).toEqual({ count: 1, resetMs: expect.any(Number) });
    expect((await limiter.hit('w', 1_000)).count).toBe(2);
    await new Promise((r) => setTimeout(r, 1_100));
    expect((await limiter.hit('w', 1_000)).count).toBe(1);
    await limiter.undo('w');
    await limiter.undo('w');
    expect((await limiter.hit('w', 1_000)).count).toBe(1);
    await limiter.undo('missing');
    expect(await redis.exists('missing')).toBe(0);
    await redis.del('w');
    await redis.quit();
  });
});
