import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError } from './config';

/** How long in-flight requests get to finish on SIGTERM/SIGINT before we give up. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  let app: FastifyInstance | undefined;
  let closing = false;
  try {
    app = await buildApp();
    // Once stopping, every answer closes its connection, so a load balancer's kept-alive
    // connections end cleanly instead of carrying requests to an instance that is going away.
    app.addHook('onSend', async (_request, reply) => {
      if (closing) reply.header('connection', 'close');
    });
    await app.listen({ port: app.config.port, host: app.config.host });
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : `The API could not start: ${(error as Error).message ?? error}`);
    await app?.close().catch(() => {});
    process.exit(1);
  }

  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    setTimeout(() => {
      app.log.error('in-flight requests did not finish in time; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    try {
      // Stops accepting connections, waits for in-flight requests, then closes the database and Redis.
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

void main();
