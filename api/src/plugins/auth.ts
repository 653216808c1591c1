import { randomBytes } from 'node:crypto';
import { chmod, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SignJWT, jwtVerify } from 'jose';
import { FORBIDDEN_MESSAGE, can, type User } from '@schemas';
import { HttpError } from '../lib/errors';
import { usersRepository } from '../repositories/users';

/** The only algorithm we sign with and the only one we accept (no 'none', no RS/HS confusion). */
const ALGORITHM = 'HS256';
const MAX_TOKEN_LENGTH = 4096;
/** Upper bound on how long a cached user may be trusted if a change signal were ever lost. */
const USER_CACHE_MS = 30_000;

async function loadSecret(dataDir: string, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  const file = join(dataDir, 'jwt-secret');
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(48).toString('base64url');
  // 'wx' fails if another instance just wrote one: then use theirs.
  try {
    await writeFile(file, `${secret}\n`, { flag: 'wx', mode: 0o600 });
    await chmod(file, 0o600);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return (await readFile(file, 'utf8')).trim();
    throw error;
  }
}

const unauthorized = (message: string) => new HttpError(401, message, undefined, { 'www-authenticate': 'Bearer' });

/**
 * Bearer tokens (issue 3, point 3) and roles (point 4). Each authenticated request loads the
 * user's current record, so a deleted user's token stops working at once and a role change
 * applies immediately; a small cache keeps that cheap and is dropped on every users change.
 */
export default fp(
  async (app) => {
    const { config } = app;
    const key = new TextEncoder().encode(await loadSecret(config.dataDir, config.jwtSecret));

    app.decorate('signToken', async (user: User) =>
      new SignJWT({ role: user.role, name: user.full_name })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(user.id))
        .setIssuedAt()
        .setExpirationTime(Math.floor((Date.now() + config.jwtTtlMs) / 1000))
        .sign(key),
    );

    const users = new Map<number, { user: User | undefined; at: number }>();
    let generation = 0;
    app.contentEvents.on('change', (resource) => {
      if (resource !== 'users') return;
      generation += 1;
      users.clear();
    });

    async function currentUser(id: number): Promise<User | undefined> {
      const cached = users.get(id);
      if (cached && Date.now() - cached.at < USER_CACHE_MS) return cached.user;
      const seen = generation;
      const user = await usersRepository.findById(app.db, id);
      // A users change while we were reading (e.g. this user was deleted) makes the answer stale.
      if (seen === generation) {
        if (users.size > 10_000) users.clear();
        users.set(id, { user, at: Date.now() });
      }
      return user;
    }

    async function authenticate(request: FastifyRequest): Promise<User> {
      const header = request.headers.authorization;
      if (!header) throw unauthorized('Sign in to continue');
      const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
      if (!match || match[1]!.length > MAX_TOKEN_LENGTH) throw unauthorized('Invalid or expired token');
      let id: number;
      try {
        const { payload } = await jwtVerify(match[1]!, key, { algorithms: [ALGORITHM] });
        id = Number(payload.sub);
      } catch {
        throw unauthorized('Invalid or expired token');
      }
      if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw unauthorized('Invalid or expired token');
      const user = await currentUser(id);
      if (!user) throw unauthorized('Invalid or expired token');
      request.user = user;
      return user;
    }

    app.decorateRequest('user', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      await authenticate(request);
    });
    app.decorate('authorize', (action) => async (request: FastifyRequest) => {
      const user = await authenticate(request);
      if (!can(user.role, action)) throw new HttpError(403, FORBIDDEN_MESSAGE);
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
