import { randomBytes } from 'node:crypto';
import { chmod, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SignJWT, jwtVerify } from 'jose';
import { FORBIDDEN_MESSAGE, can, type Action, type Role, type User } from 'contracts';
import { HttpError } from '../lib/errors';
import { createFormTokens } from '../lib/form-token';
import { createPreviewTokens } from '../lib/preview-token';
import { usersRepository, type Account } from '../repositories/users';

/** The only algorithm we sign with and the only one we accept (no 'none', no RS/HS confusion). */
const ALGORITHM = 'HS256';
const MAX_TOKEN_LENGTH = 4096;
const MIN_SECRET_BYTES = 32;
/** Upper bound on how long a cached user may be trusted if a change signal were ever lost. */
const USER_CACHE_MS = 30_000;

const MUST_CHANGE_PASSWORD_MESSAGE = 'Choose a new password in My account before you continue';

/**
 * JWT_SECRET, or the secret kept in DATA_DIR/jwt-secret (generated on the first start). A file
 * that is there but too short is a mistake to stop on, never a secret to use or to replace.
 */
async function loadSecret(dataDir: string, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  const file = join(dataDir, 'jwt-secret');
  const tooShort = () => new Error(`${file} holds fewer than ${MIN_SECRET_BYTES} bytes; put a longer secret there (or delete the file to generate one)`);
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (Buffer.byteLength(existing) < MIN_SECRET_BYTES) throw tooShort();
    return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(48).toString('base64url');
  // 'wx' fails if another instance just wrote one: then use theirs, checked the same way.
  try {
    await writeFile(file, `${secret}\n`, { flag: 'wx', mode: 0o600 });
    await chmod(file, 0o600);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const theirs = (await readFile(file, 'utf8')).trim();
    if (Buffer.byteLength(theirs) < MIN_SECRET_BYTES) throw tooShort();
    return theirs;
  }
}

const unauthorized = (message: string) => new HttpError(401, message, undefined, { 'www-authenticate': 'Bearer' });

/**
 * Bearer tokens and roles. Each authenticated request loads the user's current record, so a
 * deleted user's token stops working at once and a role change applies immediately; a small
 * cache keeps that cheap and is dropped on every users change (in this instance or another).
 * A token carries the user's token version: a password or role change, a deletion and a
 * sign-out move the version on and end every token issued before (docs/security.md).
 */
export default fp(
  async (app) => {
    const { config } = app;
    const key = new TextEncoder().encode(await loadSecret(config.dataDir, config.jwtSecret));

    // The contact form's proof of when it was opened is signed with the same secret (docs/inbox.md).
    app.decorate('formTokens', createFormTokens(key));
    // So are preview links (docs/workflow.md, "Preview").
    app.decorate('previewTokens', createPreviewTokens(key));

    app.decorate('signToken', async (user: Account) =>
      // `credentials_expired` tells the back office to open My account first (the API enforces it).
      new SignJWT({ role: user.role, name: user.full_name, ver: user.token_version, ...(user.credentials_expired ? { credentials_expired: true } : {}) })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(user.id))
        .setIssuedAt()
        .setExpirationTime(Math.floor((Date.now() + config.jwtTtlMs) / 1000))
        .sign(key),
    );

    const users = new Map<number, { user: Account | undefined; at: number }>();
    let generation = 0;
    app.contentEvents.on('change', (resource) => {
      if (resource !== 'users') return;
      generation += 1;
      users.clear();
    });

    async function currentAccount(id: number): Promise<Account | undefined> {
      const cached = users.get(id);
      if (cached && Date.now() - cached.at < USER_CACHE_MS) return cached.user;
      const seen = generation;
      const account = await usersRepository.findAccount(app.db, id);
      // A users change while we were reading (e.g. this user was deleted) makes the answer stale.
      if (seen === generation) {
        if (users.size > 10_000) users.clear();
        users.set(id, { user: account, at: Date.now() });
      }
      return account;
    }

    const refuse = (request: FastifyRequest, reason: string) => {
      app.activity.record(request, { action: 'unauthenticated', outcome: 'denied', target: routeOf(request), reason, actor: null });
      return unauthorized(reason === 'no token' ? 'Sign in to continue' : 'Invalid or expired token');
    };

    async function authenticate(request: FastifyRequest): Promise<User> {
      const header = request.headers.authorization;
      if (!header) throw refuse(request, 'no token');
      const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
      if (!match || match[1]!.length > MAX_TOKEN_LENGTH) throw refuse(request, 'malformed token');
      let id: number;
      let version: number;
      try {
        const { payload } = await jwtVerify(match[1]!, key, { algorithms: [ALGORITHM] });
        id = Number(payload.sub);
        // Tokens from before token versions existed carry none: they are version 0.
        version = payload.ver === undefined ? 0 : Number(payload.ver);
      } catch {
        throw refuse(request, 'invalid or expired token');
      }
      if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw refuse(request, 'invalid subject');
      const account = await currentAccount(id);
      if (!account) throw refuse(request, 'user no longer exists');
      if (account.token_version !== version) throw refuse(request, 'token ended');
      const { token_version: _version, ...user } = account;
      request.user = user;
      return user;
    }

    app.decorateRequest('user', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      await authenticate(request);
    });
    // An action of the role table, or the roles a content type's declaration lists for an operation.
    app.decorate('authorize', (action: Action | readonly Role[]) => async (request: FastifyRequest) => {
      const user = await authenticate(request);
      // Until a reset or generated password is replaced, only My account is open.
      if (user.credentials_expired) {
        app.activity.record(request, { action: 'forbidden', outcome: 'denied', target: routeOf(request), reason: 'password change required' });
        throw new HttpError(403, MUST_CHANGE_PASSWORD_MESSAGE);
      }
      if (typeof action === 'string' ? !can(user.role, action) : !action.includes(user.role)) {
        const what = typeof action === 'string' ? action : routeOf(request);
        app.activity.record(request, { action: 'forbidden', outcome: 'denied', target: routeOf(request), reason: `role may not ${what}` });
        throw new HttpError(403, FORBIDDEN_MESSAGE);
      }
    });
  },
  { name: 'auth', dependencies: ['database', 'activity'] },
);

/** `PUT /api/users/:id`: the route, not the address, so no id or query lands in the event. */
function routeOf(request: FastifyRequest): string {
  return `${request.method} ${request.routeOptions.url ?? 'unknown route'}`;
}
