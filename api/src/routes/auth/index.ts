import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FORGOT_PASSWORD_ANSWER,
  INVALID_CREDENTIALS_MESSAGE,
  RESET_LINK_INVALID,
  accountInput,
  accountPreferences,
  accountPreferencesInput,
  authOptions,
  forgotPasswordInput,
  loginInput,
  loginResult,
  passwordChangeInput,
  resetPasswordInput,
  user,
} from 'contracts';
import type { Queryable } from '../../db/database';
import { HttpError, invalidField, tooManyRequests } from '../../lib/errors';
import { loginThrottle } from '../../lib/login-throttle';
import { ROUTE_BODY_LIMITS } from '../../plugins/request-limits';
import { passwordResetsRepository } from '../../repositories/password-resets';
import { usersRepository } from '../../repositories/users';
import { bearer, errors, requestOrigin } from '../responses';

const THROTTLED = 'Too many failed sign-in attempts. Please wait and try again.';
const WRONG_CURRENT_PASSWORD = 'Current password is not correct';
const SAME_PASSWORD = 'Choose a password different from the current one';
/** A reset link works once, for this long. */
const RESET_LINK_MS = 30 * 60_000;
const RESET_PATH = '/admin/reset-password';

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Sign-in, sign-out and My account. Sign-in gives the same answer for an unknown email and a
 * wrong password, in the same time; failures are counted per IP first (an IP over its limit never
 * creates per-account counters, so it cannot flush them) and then per account, and an attempt
 * over either limit is refused before the password is even checked (docs/security.md).
 */
const auth: FastifyPluginAsyncZod = async (app) => {
  const tags = ['auth'];
  const { loginMaxFailures: max, loginWindowMs: windowMs } = app.config;

  const throttle = loginThrottle(app.limiter, { max, windowMs });

  /** Counts a password attempt against the client, then the account; throws 429 past either limit. */
  async function countAttempt(request: FastifyRequest, email: string | null) {
    const verdict = await throttle.attempt(request.ip, email);
    if (!verdict.allowed) throw throttled(request, verdict.resetMs, verdict.reason);
    return verdict.keys;
  }

  /** Runs the check of a counted attempt; when it fails for another reason (the database away), the attempt is taken back. */
  async function judged<T>(keys: { client: string; account: string }, check: () => Promise<T>): Promise<T> {
    try {
      return await check();
    } catch (error) {
      await throttle.unjudged(keys);
      throw error;
    }
  }

  function throttled(request: FastifyRequest, resetMs: number, reason: string) {
    app.activity.record(request, { action: 'throttled', outcome: 'denied', target: 'login', reason });
    return tooManyRequests(THROTTLED, resetMs);
  }

  app.post(
    '/auth/login',
    {
      bodyLimit: Math.min(ROUTE_BODY_LIMITS.login, app.config.bodyLimit),
      schema: { tags, summary: 'Sign in; answers a JWT', body: loginInput, response: { 200: loginResult, ...errors(400, 401, 413, 415, 429) } },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      // Count first, so parallel guesses cannot all slip in before the counter moves.
      const keys = await countAttempt(request, email);

      const { found, ok } = await judged(keys, async () => {
        const found = await usersRepository.findForLogin(app.db, email);
        return { found, ok: found ? await app.passwords.verify(found.password_hash, password) : await app.passwords.verifyNobody(password) };
      });
      if (!found || !ok) {
        app.activity.record(request, {
          action: 'sign_in',
          outcome: 'failure',
          target: found ? `user:${found.id}` : 'unknown account',
          reason: found ? 'wrong password' : 'no such account',
          actor: null,
        });
        throw new HttpError(401, INVALID_CREDENTIALS_MESSAGE);
      }

      // Only failures count: forget this attempt and the account's earlier failures.
      await throttle.succeeded(keys);
      const { password_hash: _hash, ...account } = found;
      app.activity.record(request, { action: 'sign_in', outcome: 'success', target: `user:${found.id}`, actor: account });
      reply.header('cache-control', 'no-store');
      return { token: await app.signToken(account) };
    },
  );

  app.post(
    '/auth/logout',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Sign out: ends every token of the signed-in user',
        security: bearer,
        response: { 204: z.null().describe('Signed out'), ...errors(401) },
      },
    },
    async (request, reply) => {
      const me = request.user!;
      await app.write('users', (tx) => usersRepository.endTokens(tx, me.id));
      app.activity.record(request, { action: 'sign_out', outcome: 'success', target: `user:${me.id}` });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/auth/options',
    { schema: { tags, summary: 'What the sign-in page can offer (a password reset by mail when mail is configured)', response: { 200: authOptions } } },
    async () => ({ forgotPassword: app.mail.configured }),
  );

  /**
   * Forgot password: always the same answer, whether or not the address has an account (and
   * after the same work: a reset link costs no password hash). Counted like sign-in failures,
   * so it cannot be used to flood a mailbox or probe addresses quickly.
   */
  app.post(
    '/auth/forgot',
    {
      bodyLimit: Math.min(ROUTE_BODY_LIMITS.login, app.config.bodyLimit),
      schema: {
        tags,
        summary: 'Mail a single-use link to choose a new password',
        body: forgotPasswordInput,
        response: { 202: z.object({ message: z.string() }), ...errors(400, 413, 415, 429, 503) },
      },
    },
    async (request, reply) => {
      if (!app.mail.configured) throw new HttpError(503, 'Password reset by email is not available: mail is not configured');
      const { email } = request.body;
      await countAttempt(request, email);
      const found = await usersRepository.findForLogin(app.db, email);
      if (found) {
        const token = randomBytes(32).toString('base64url');
        const site = app.config.siteUrl ?? requestOrigin(request);
        await app.db.transaction(async (tx) => {
          await passwordResetsRepository.create(tx, found.id, hashToken(token), RESET_LINK_MS);
          await app.mail.enqueue(tx, {
            kind: 'password_reset',
            to: found.email_address,
            subject: 'Choose a new password',
            text:
              `Hello ${found.full_name.replace(/[\r\n]+/g, ' ')},\n\n` +
              `Someone (we hope you) asked to choose a new password for the back office of the website.\n` +
              `Open this link within 30 minutes to choose it; it works once:\n\n${site}${RESET_PATH}?token=${token}\n\n` +
              'If it was not you, ignore this message: your password stays as it is.\n',
          });
        });
        app.mail.kick();
      }
      app.activity.record(request, {
        action: 'password_reset_requested',
        outcome: 'success',
        target: found ? `user:${found.id}` : 'unknown account',
        actor: null,
      });
      return reply.code(202).send({ message: FORGOT_PASSWORD_ANSWER });
    },
  );

  app.post(
    '/auth/reset',
    {
      bodyLimit: Math.min(ROUTE_BODY_LIMITS.login, app.config.bodyLimit),
      schema: {
        tags,
        summary: 'Choose a new password with a reset link; ends every token of the account',
        body: resetPasswordInput,
        response: { 204: z.null().describe('Password set'), ...errors(400, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const { token, new_password } = request.body;
      // Guessing links is guessing passwords: counted like sign-in failures, per client.
      const keys = await countAttempt(request, null);
      const tokenHash = hashToken(token);
      // Judge the password before using up the link, so a weak choice can be corrected with it.
      const owner = await judged(keys, () => passwordResetsRepository.findOwner(app.db, tokenHash));
      if (!owner) {
        app.activity.record(request, { action: 'password_reset', outcome: 'failure', target: 'reset link', reason: 'invalid or used link', actor: null });
        throw invalidField('token', RESET_LINK_INVALID);
      }
      await app.passwordJudge.assertStrong(new_password, [owner.email_address, owner.full_name], 'new_password');
      const hash = await app.passwords.hash(new_password);
      const userId = await app.write('users', async (tx) => {
        const id = await passwordResetsRepository.consume(tx, tokenHash);
        if (!id) return undefined;
        await usersRepository.setPassword(tx, id, hash, false);
        await passwordResetsRepository.endAll(tx, id);
        return id;
      });
      if (!userId) throw invalidField('token', RESET_LINK_INVALID);
      await throttle.succeeded(keys);
      app.activity.record(request, { action: 'password_changed', outcome: 'success', target: `user:${userId}`, reason: 'reset link', actor: null });
      return reply.code(204).send(null);
    },
  );

  /**
   * A change to the signed-in user's own account, in one transaction, recorded with the fields it
   * touched; a user deleted meanwhile answers 401 as an ended session does.
   */
  const saveOwn = async <T>(request: FastifyRequest, fields: string[], save: (tx: Queryable, id: number) => Promise<T | undefined>): Promise<T> => {
    const me = request.user!;
    const saved = await app.write('users', (tx) => save(tx, me.id));
    if (!saved) throw new HttpError(401, 'Invalid or expired token');
    app.activity.record(request, { action: 'account_updated', outcome: 'success', target: `user:${me.id}`, fields });
    return saved;
  };

  app.get(
    '/auth/me',
    { onRequest: app.authenticate, schema: { tags, summary: 'The signed-in user', security: bearer, response: { 200: user, ...errors(401) } } },
    async (request) => request.user!,
  );

  app.put(
    '/auth/me',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Change one’s own name and phone',
        security: bearer,
        body: accountInput,
        response: { 200: user, ...errors(400, 401, 413, 415) },
      },
    },
    async (request) => saveOwn(request, ['full_name', 'telephone_number'], (tx, id) => usersRepository.updateProfile(tx, id, request.body)),
  );

  app.get(
    '/auth/me/preferences',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'What mail the signed-in user gets, and the back office’s language',
        security: bearer,
        response: { 200: accountPreferences, ...errors(401) },
      },
    },
    async (request) => {
      const found = await usersRepository.preferences(app.db, request.user!.id);
      if (!found) throw new HttpError(401, 'Invalid or expired token');
      return found;
    },
  );

  app.patch(
    '/auth/me/preferences',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Turn the publishing workflow’s mails on or off, or choose the back office’s language, for oneself',
        security: bearer,
        body: accountPreferencesInput,
        response: { 200: accountPreferences, ...errors(400, 401, 413, 415) },
      },
    },
    async (request) => saveOwn(request, Object.keys(request.body), (tx, id) => usersRepository.setPreferences(tx, id, request.body)),
  );

  app.put(
    '/auth/password',
    {
      onRequest: app.authenticate,
      bodyLimit: Math.min(ROUTE_BODY_LIMITS.login, app.config.bodyLimit),
      schema: {
        tags,
        summary: 'Change one’s own password (the current one required); answers a new token, since the old ones end',
        security: bearer,
        body: passwordChangeInput,
        response: { 200: loginResult, ...errors(400, 401, 413, 415, 429) },
      },
    },
    async (request) => {
      const me = request.user!;
      const { current_password, new_password } = request.body;
      // Guessing the current password here is guessing a password: counted like a sign-in.
      const keys = await countAttempt(request, me.email_address);
      const matches = await judged(keys, async () => {
        const hash = await usersRepository.passwordHash(app.db, me.id);
        return Boolean(hash && (await app.passwords.verify(hash, current_password)));
      });
      if (!matches) {
        app.activity.record(request, { action: 'password_changed', outcome: 'failure', target: `user:${me.id}`, reason: 'wrong current password' });
        throw invalidField('current_password', WRONG_CURRENT_PASSWORD);
      }
      await throttle.succeeded(keys);
      if (new_password === current_password) throw invalidField('new_password', SAME_PASSWORD);
      await app.passwordJudge.assertStrong(new_password, [me.email_address, me.full_name], 'new_password');
      const newHash = await app.passwords.hash(new_password);
      const account = await app.write('users', (tx) => usersRepository.setPassword(tx, me.id, newHash, false));
      if (!account) throw new HttpError(401, 'Invalid or expired token');
      app.activity.record(request, { action: 'password_changed', outcome: 'success', target: `user:${me.id}` });
      return { token: await app.signToken(account) };
    },
  );
};

export default auth;
