/**
 * Fixed-window counters (login failures, contact messages): what the throttles count with.
 * `plugins/rate-limit.ts` provides one, in Redis or in memory, as `app.limiter`.
 */
interface Hit {
  /** Events in the current window, this one included. */
  count: number;
  /** Milliseconds until the window resets. */
  resetMs: number;
}

export interface Limiter {
  /**
   * Counts one event in the key's current window (which starts with the first event). `limit` is
   * how many events the window allows: past it the key is blocked, which the memory store uses
   * to keep it (see memoryLimiter).
   */
  hit(key: string, windowMs: number, limit?: number): Promise<Hit>;
  /** Takes back one event, e.g. an attempt that turned out to be a successful login. */
  undo(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}
