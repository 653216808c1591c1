import type { EventEmitter } from 'node:events';
import type { onRequestHookHandler } from 'fastify';
import type { Action, User } from '@schemas';
import type { Config } from './config';
import type { Database, Queryable } from './db/database';
import type { ImagePolicy } from './lib/image-url';
import type { Passwords } from './lib/passwords';
import type { Limiter } from './plugins/rate-limit';
import type { PublicCache } from './plugins/public-cache';

/** The resources whose changes are signalled on `app.contentEvents` ('change', resource). */
export const RESOURCES = ['posts', 'team', 'headers', 'mission-vision', 'users', 'contacts'] as const;
export type Resource = (typeof RESOURCES)[number];

/** Emits `'change'` with a Resource after every committed write, in this instance or another one. */
export type ContentEvents = EventEmitter<{ change: [resource: Resource] }>;

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    contentEvents: ContentEvents;
    /** Runs `fn` in a transaction, then signals the change to every instance. */
    write<T>(resource: Resource, fn: (tx: Queryable) => Promise<T>): Promise<T>;
    passwords: Passwords;
    limiter: Limiter;
    publicCache: PublicCache;
    imagePolicy: ImagePolicy;
    signToken(user: User): Promise<string>;
    /** onRequest hook: a valid bearer token of an existing user (401 otherwise). */
    authenticate: onRequestHookHandler;
    /** onRequest hook: authenticated and the user's current role may do `action` (403 otherwise). */
    authorize(action: Action): onRequestHookHandler;
  }
  interface FastifyRequest {
    /** Per-request nonce of the Content-Security-Policy, for inline scripts of rendered pages. */
    cspNonce: string;
    /** The signed-in user (current record, current role) once `authenticate` ran. */
    user: User | null;
  }
}
