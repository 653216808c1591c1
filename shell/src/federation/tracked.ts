/**
 * A promise React's `use()` can read synchronously once settled: the status fields React itself
 * sets on thenables. A module already loaded (or linked on the server) renders without suspending,
 * which keeps hydration of server-rendered pages free of fallbacks.
 */
export type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

export function track<T>(promise: Promise<T>): Tracked<T> {
  const tracked = promise as Tracked<T>;
  tracked.status = 'pending';
  tracked.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
  return tracked;
}

export function resolved<T>(value: T): Tracked<T> {
  const tracked = Promise.resolve(value) as Tracked<T>;
  tracked.status = 'fulfilled';
  tracked.value = value;
  return tracked;
}
