import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Limiter } from '../lib/limiter';

// Fixed-window counters for login failures and contact messages. In Redis when REDIS_URL is
// set, so every API instance shares the count; in memory otherwise. If Redis fails at run
// time we keep counting in memory (per instance) rather than letting everybody through.

const MAX_MEMORY_KEYS = 100_000;

interface Window {
  count: number;
  resetAt: number;
  limit: number;
}

/**
 * Counters in this process, bounded to `capacity` keys so a flood of distinct keys cannot exhaust
 * memory, and built so that such a flood cannot flush the counters that matter either
 * (docs/security.md, "Throttling"):
 * - blocked keys (once over their limit, until their window ends) live apart from open ones and
 *   are never evicted to make room;
 * - room is made by dropping the oldest open key, which costs O(1), never a scan;
 * - when every key is blocked, a new key is refused outright (answered as over its limit);
 * - expired windows are swept on a timer (`sweep`), not while answering a request.
 */
export function memoryLimiter(capacity = MAX_MEMORY_KEYS): Limiter & { sweep(): void; size(): number } {
  const open = new Map<string, Window>();
  const blocked = new Map<string, Window>();
  const live = (key: string, now: number): Window | undefined => {
    const w = blocked.get(key) ?? open.get(key);
    if (w && w.resetAt <= now) {
      blocked.delete(key);
      open.delete(key);
      return undefined;
    }
    return w;
  };
  // A key that went over its limit stays among the blocked until its window ends, even when
  // refused attempts are taken back (they never reached a password check).
  const place = (key: string, w: Window) => {
    if (w.count > w.limit && !blocked.has(key)) {
      open.delete(key);
      blocked.set(key, w);
    }
  };
  return {
    sweep() {
      const now = Date.now();
      for (const map of [open, blocked]) for (const [key, w] of map) if (w.resetAt <= now) map.delete(key);
    },
    size: () => open.size + blocked.size,
    async hit(key, windowMs, limit = Number.POSITIVE_INFINITY) {
      const now = Date.now();
      let w = live(key, now);
      if (!w) {
        if (open.size + blocked.size >= capacity) {
          const oldest = open.keys().next();
          // Every slot holds a blocked key: refuse rather than forget one of them.
          if (oldest.done) return { count: Number.MAX_SAFE_INTEGER, resetMs: windowMs };
          open.delete(oldest.value);
        }
        w = { count: 0, resetAt: now + windowMs, limit };
        open.set(key, w);
      }
      w.count += 1;
      place(key, w);
      return { count: w.count, resetMs: w.resetAt - now };
    },
    async undo(key) {
      const w = live(key, Date.now());
      if (w && w.count > 0) {
        w.count -= 1;
        place(key, w);
      }
    },
    async reset(key) {
      open.delete(key);
      blocked.delete(key);
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
  const guarded =
    <A extends unknown[], T>(fn: (...a: A) => Promise<T>, backup: (...a: A) => Promise<T>) =>
    async (...args: A): Promise<T> => {
      try {
        return await fn(...args);
      } catch (error) {
        onError(error);
        return backup(...args);
      }
    };
  return {
    hit: guarded(async (key: string, windowMs: number, _limit?: number) => {
      const [count, resetMs] = await r.rateHit(key, windowMs);
      return { count, resetMs };
    }, fallback.hit),
    undo: guarded(async (key: string) => void (await r.rateUndo(key)), fallback.undo),
    reset: guarded(async (key: string) => void (await r.del(key)), fallback.reset),
  };
}

export default fp(
  async (app) => {
    const memory = memoryLimiter(app.config.rateLimitMemoryKeys);
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
