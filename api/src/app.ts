import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { mkdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { CONTENT_TYPES, type AnyContentType } from '@schemas';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { loadConfig, type Config } from './config';
import type { Migration } from './db/migrations';
import { createImagePolicy } from './lib/image-url';
import { createPasswordJudge } from './lib/password-strength';
import { createPasswords } from './lib/passwords';
import access from './plugins/access';
import activity from './plugins/activity';
import auditTrail from './plugins/audit-trail';
import auth from './plugins/auth';
import database, { type KeptDatabase } from './plugins/database';
import errorHandler from './plugins/error-handler';
import images from './plugins/images';
import mail from './plugins/mail';
import publicCache from './plugins/public-cache';
import rateLimit from './plugins/rate-limit';
import retention from './plugins/retention';
import scheduler from './plugins/scheduler';
import requestLimits from './plugins/request-limits';
import securityHeaders from './plugins/security-headers';
import uploadsStatic from './plugins/uploads-static';
import apiRoutes from './routes';
import type { ContentEvents } from './lib/content-events';
import './types';

/** A request id from a proxy is kept if it is short and plain, else we make one. */
function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && /^[\w.:-]{1,64}$/.test(given) ? given : randomUUID();
}

/** One log line per request, written when it completes, with what the usual two lines say. */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/**
 * Builds the API without listening: `server.ts` listens, tests use `app.inject`, and the page
 * server registers its own plugin into the same instance before `listen()`. Resolves once the
 * API's plugins are loaded (database open, migrations applied); nothing listens yet.
 *
 * Cross-cutting hooks (security headers, request ids and logs, the error handler) apply to
 * every route of the instance; the API itself lives under /api, and /uploads/ serves images.
 */
export interface BuildOptions {
  /** The content types to serve; a test adds its own fixture type here. */
  contentTypes?: readonly AnyContentType[];
  /** Where log lines go instead of standard output (tests read the security events from it). */
  logStream?: { write(line: string): void };
  /** The time now: scheduled publishing and its checks read it (tests move it instead of waiting). */
  clock?: () => Date;
  /** The schema's migrations (the shipped files unless given: a test adds its own fixture's). */
  migrations?: readonly Migration[];
  /** A database kept open across builds of the app (`npm run dev`'s reload of the API's code; plugins/database.ts). */
  keptDatabase?: KeptDatabase;
}

/** The real time, moved by CLOCK_OFFSET_FILE's milliseconds when a test sets one (config.ts). */
function clockOf(config: Config): () => Date {
  const file = config.clockOffsetFile;
  if (!file) return () => new Date();
  return () => {
    let offset = 0;
    try {
      offset = Number(readFileSync(file, 'utf8').trim()) || 0;
    } catch {
      // no file yet: no offset
    }
    return new Date(Date.now() + offset);
  };
}

export async function buildApp(overrides: Partial<Config> = {}, options: BuildOptions = {}): Promise<FastifyInstance> {
  const { contentTypes = CONTENT_TYPES } = options;
  const config: Config = { ...loadConfig(), ...overrides };
  mkdirSync(config.dataDir, { recursive: true });

  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    logController: new OneLinePerRequest(),
    genReqId: requestId,
    // A hop count (TRUST_PROXY=1: one load balancer in front) trusts that many addresses from the
    // connection's end of X-Forwarded-For. Fastify 5 no longer does this itself (it treats a number
    // as "trust nothing"), which made every visitor look like the load balancer to the per-IP
    // limits. Only for an API that nothing reaches but through those proxies.
    trustProxy: typeof config.trustProxy === 'number' ? hopCount(config.trustProxy) : config.trustProxy,
    bodyLimit: config.bodyLimit,
    // While closing, requests that still arrive on an open connection are served (server.ts
    // closes each connection after its response) rather than refused with a 503 the load
    // balancer would pass on.
    return503OnClosing: false,
    // The first start draws the demo images and initialises the embedded database.
    pluginTimeout: 120_000,
  });

  app.decorate('config', config);
  app.decorate('contentTypes', contentTypes);
  app.decorate('clock', options.clock ?? clockOf(config));
  // Available right away, so an embedding page server can subscribe before ready().
  const contentEvents = new EventEmitter() as ContentEvents;
  contentEvents.setMaxListeners(50);
  app.decorate('contentEvents', contentEvents);
  app.decorate('passwords', createPasswords(config.passwordHashCost, config.nodeEnv));
  const passwordJudge = createPasswordJudge();
  app.decorate('passwordJudge', passwordJudge);
  app.addHook('onClose', async () => passwordJudge.close());
  app.decorate('imagePolicy', createImagePolicy(config.publicUrl, config.imageHosts));

  // Graceful shutdown: close() lets in-flight requests finish, but a keep-alive connection that
  // falls idle afterwards would hold it until the client lets go. Close those as they go idle.
  let idleCloser: NodeJS.Timeout | undefined;
  app.addHook('preClose', (done) => {
    idleCloser = setInterval(() => app.server.closeIdleConnections?.(), 50);
    idleCloser.unref();
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    clearInterval(idleCloser);
    done();
  });

  app.register(requestLimits);
  app.register(activity);
  app.register(securityHeaders);
  app.register(errorHandler);
  app.register(database, { migrations: options.migrations, kept: options.keptDatabase });
  app.register(auditTrail);
  app.register(mail);
  app.register(retention);
  app.register(scheduler);
  app.register(rateLimit);
  app.register(auth);
  app.register(access);
  app.register(publicCache);
  app.register(images);
  app.register(uploadsStatic, { prefix: '/uploads' });
  app.register(apiRoutes, { prefix: '/api' });

  // A Fastify instance is thenable, so returning it from an async function waits for the plugins
  // anyway: do it explicitly, and do not leave a half-open database behind when one fails.
  try {
    await app.after();
  } catch (error) {
    await app.close().catch(() => {});
    throw error;
  }
  return app;
}

/** Trusts the connection's peer and the next `hops - 1` addresses of X-Forwarded-For as proxies. */
function hopCount(hops: number): (address: string, index: number) => boolean {
  return (_address, index) => index < hops;
}
