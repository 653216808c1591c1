import type { EventEmitter } from 'node:events';
import type { onRequestHookHandler } from 'fastify';
import { CONTENT_TYPES, type AnyContentType, type Access, type Action, type Role, type User } from '@schemas';
import type { Config } from './config';
import type { Database, Queryable } from './db/database';
import type { FormTokens } from './lib/form-token';
import type { PreviewTokens } from './lib/preview-token';
import type { ImagePolicy } from './lib/image-url';
import type { PasswordJudge } from './lib/password-strength';
import type { Passwords } from './lib/passwords';
import type { Activity } from './plugins/activity';
import type { Images } from './plugins/images';
import type { Mail } from './plugins/mail';
import type { Limiter } from './plugins/rate-limit';
import type { PublicCache } from './plugins/public-cache';
import type { Account } from './repositories/users';

/**
 * The resources whose changes are signalled on `app.contentEvents` ('change', resource): every
 * content type by its name, and users.
 */
export const RESOURCES: readonly string[] = [...CONTENT_TYPES.map((type) => type.resource), 'users'];
export type Resource = string;

/** Emits `'change'` with a Resource after every committed write, in this instance or another one. */
export type ContentEvents = EventEmitter<{ change: [resource: Resource] }>;

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** The content types this API serves (CONTENT_TYPES unless `buildApp` was given others). */
    contentTypes: readonly AnyContentType[];
    db: Database;
    contentEvents: ContentEvents;
    /** Runs `fn` in a transaction, then signals the change to every instance. */
    write<T>(resource: Resource, fn: (tx: Queryable) => Promise<T>): Promise<T>;
    /**
     * Runs `fn`, which sends one statement, as a transaction of its own (Database.statement), then
     * signals the change to every instance, to the others after the commit: for the contact form,
     * which anyone may send many times a second (docs/inbox.md, "Speed").
     */
    writeStatement<T>(resource: Resource, fn: (db: Queryable) => Promise<T>): Promise<T>;
    passwords: Passwords;
    /** Refuses new passwords that are easy to guess (400 on the given field). */
    passwordJudge: PasswordJudge;
    /** Security events (sign-ins, refusals, user and password changes): logged, and open to other listeners. */
    activity: Activity;
    /** Signs and reads when a visitor opened the contact form. */
    formTokens: FormTokens;
    /** Signs and checks links to a record's preview page. */
    previewTokens: PreviewTokens;
    /** Removes archived and spam messages past the retention setting (once a day; tests call it). */
    applyRetention(): Promise<void>;
    /** The time now (`BuildOptions.clock`; tests move it). */
    clock(): Date;
    /** Publishes the posts whose scheduled time has come, exactly once across instances; answers how many (tests call it). */
    publishDue(): Promise<number>;
    /** The mail outbox and its sender (SMTP_URL). */
    mail: Mail;
    limiter: Limiter;
    publicCache: PublicCache;
    imagePolicy: ImagePolicy;
    /** Renditions of uploads, and what records answer of them (docs/performance.md, "Responsive images"). */
    images: Images;
    signToken(user: Account): Promise<string>;
    /** onRequest hook: a valid bearer token of an existing user (401 otherwise). */
    authenticate: onRequestHookHandler;
    /** onRequest hook: authenticated and the user's current role may do `action` (403 otherwise). */
    authorize(action: Action | readonly Role[]): onRequestHookHandler;
    /** onRequest hook for a content type's declared access: nothing for 'public', else one of the roles (401/403). */
    allow(access: Access): onRequestHookHandler | undefined;
  }
  interface FastifyRequest {
    /** Per-request nonce of the Content-Security-Policy, for inline scripts of rendered pages. */
    cspNonce: string;
    /** The signed-in user (current record, current role) once `authenticate` ran. */
    user: User | null;
  }
}
