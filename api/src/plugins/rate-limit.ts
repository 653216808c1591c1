import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

/**
 * Fixed-window counters for login failures and contact messages. In Redis when REDIS_URL is
 * set, so every API instance shares the count; in memory otherwise. If Redis fails at run
 * time we keep counting in memory (per instance) rather than letting everybody through.
 */
export interface Hit {
  /** Events in the current window, this one included. */
  count: number;
  /** Milliseconds until the window resets. */
  resetMs: number;
}

export interface Limiter {
  /** Counts one event in the key's current window (which starts with the first event). */
  hit(key: string, windowMs: number): Promise<Hit>;
  /** Takes back one event, e.g. an attempt that turned out to be a successful login. */
  undo(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

const MAX_MEMORY_KEYS = 100_000;

export function memoryLimiter(): Limiter & { sweep(): void } {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string, now: number) => {
    const w = windows.get(key);
    return w && w.resetAt > now ? w : undefined;
  };
  const sweep = () => {
    const now = Date.now();
    for (const [key, w] of windows) if (w.resetAt <= now) windows.delete(key);
  };
  return {
    sweep,
    async hit(key, windowMs) {
      const now = Date.now();
      let w = current(key, now);
      if (!w) {
        if (windows.size >= MAX_MEMORY_KEYS) sweep();
        // Still full of live windows: forget the oldest rather than grow without bound.
        if (windows.size >= MAX_MEMORY_KEYS) windows.delete(windows.keys().next().value!);
        w = { count: 0, resetAt: now + windowMs };
        windows.set(key, w);
      }
      w.count += 1;
      return { count: w.count, resetMs: w.resetAt - now };
    },
    async undo(key) {
      const w = current(key, Date.now());
      if (w && w.count > 0) w.count -= 1;
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

// INCR and set the expiry on the first event, atomically; answer the count and the time left.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { count, ttl }`;

// DECR only a live window: DECR on a missing key would create one that never expires.
const UNDO_SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 1 and tonumber(redis.call('GET', KEYS[1])) > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

type RedisWithScripts = Redis & {
  rateHit(key: string, windowMs: number): Promise<[number, number]>;
  rateUndo(key: string): Promise<number>;
};

export function redisLimiter(redis: Redis, fallback: Limiter, onError: (error: unknown) => void): Limiter {
  redis.defineCommand('rateHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
  redis.defineCommand('rateUndo', { numberOfKeys: 1, lua: UNDO_SCRIPT });
  const r = redis as RedisWithScripts;
  const guarded = <A extends unknown[], T>(fn: (...a: A) => Promise<T>, backup: (...a: A) => Promise<T>) =>
    async (...args: A): Promise<T> => {
      try {
        return await fn(...args);
      } catch (error) {
        onError(error);
        return backup(...args);
      }
    };
  return {
    hit: guarded(async (key: string, windowMs: number) => {
      const [count, resetMs] = await r.rateHit(key, windowMs);
      return { count, resetMs };
    }, fallback.hit),
    undo: guarded(async (key: string) => void (await r.rateUndo(key)), fallback.undo),
    reset: guarded(async (key: string) => void (await r.del(key)), fallback.reset),
  };
}

export default fp(
  async (app) => {
    const memory = memoryLimiter();
    const sweeper = setInterval(memory.sweep, 60_000);
    sweeper.unref();
    app.addHook('onClose', async () => clearInterval(sweeper));

    const { redisUrl, redisKeyPrefix } = app.config;
    if (!redisUrl) {
      app.decorate('limiter', memory);
      return;
    }
    const redis = new Redis(redisUrl, {
      keyPrefix: redisKeyPrefix,
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 5_000,
    });
    let lastWarning = 0;
    redis.on('error', (error) => {
      // ioredis reconnects by itself; say so at most once a minute.
      if (Date.now() - lastWarning > 60_000) {
        lastWarning = Date.now();
        app.log.warn({ err: error }, 'Redis error; counting rate limits in memory until it is back');
      }
    });
    try {
      await redis.connect();
    } catch (error) {
      redis.disconnect();
      throw new Error(`Cannot connect to Redis at REDIS_URL: ${(error as Error).message}`);
    }
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
    app.decorate(
      'limiter',
      redisLimiter(redis, memory, (error) => {
        if (Date.now() - lastWarning > 60_000) {
          lastWarning = Date.now();
          app.log.warn({ err: error }, 'Redis command failed; counting rate limits in memory');
        }
      }),
    );
  },
  { name: 'rate-limit' },
);
