import type { FastifyInstance } from 'fastify';

/**
 * Runs `job` once the app is ready and then every `everyMs`, until the app closes. The timer does
 * not keep the process alive; `job` handles its own errors (a failed run waits for the next one).
 * Work that must happen once across API instances takes a database lock inside `job`.
 */
export function runPeriodically(app: FastifyInstance, everyMs: number, job: () => Promise<void>): void {
  const timer = setInterval(() => void job(), everyMs);
  timer.unref();
  app.addHook('onReady', async () => void job());
  app.addHook('onClose', async () => clearInterval(timer));
}
