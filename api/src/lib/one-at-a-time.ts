/**
 * `run` as often as it is asked for, but never twice at once: asks made while a run is under way
 * share the next run, which starts when that one ends. So every ask is answered by a run that
 * started after it, and a burst of asks costs two runs, not one each (plugins/database.ts sends
 * the contact form's NOTIFY this way). `run` must not reject.
 */
export function oneAtATime(run: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  let next: Promise<void> | undefined;
  const start = (): Promise<void> => {
    const current = run().finally(() => {
      if (running === current) running = undefined;
    });
    running = current;
    return current;
  };
  return () => {
    if (!running) return start();
    next ??= running.then(() => {
      next = undefined;
      return start();
    });
    return next;
  };
}
