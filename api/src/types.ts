import type { onRequestHookHandler } from 'fastify';
import type { AnyContentType, Access, Action, Role, User } from 'contracts';
import type { Config } from './config';
import type { Database, Queryable } from './db/database';
import type { ContentEvents, Resource } from './lib/content-events';
import type { FormTokens } from './lib/form-token';
import type { PreviewTokens } from './lib/preview-token';
import type { ImagePolicy } from './lib/image-url';
import type { Limiter } from './lib/limiter';
import type { PasswordJudge } from './lib/password-strength';
import type { Passwords } from './lib/passwords';
import type { Activity } from './plugins/activity';
import type { Images } from './plugins/images';
import type { Mail } from './plugins/mail';
import type { PublicCache } from './plugins/public-cache';
import type { Account } from './repositories/users';

// What a write signals; kept below the plugins, which import it (tools/eslint/no-import-cycle.mjs).
export type { Resource } from './lib/content-events';

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
