import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { INVALID_CREDENTIALS_MESSAGE, loginInput, loginResult, user } from '@schemas';
import { HttpError, tooManyRequests } from '../../lib/errors';
import { usersRepository } from '../../repositories/users';
import { bearer, errors } from '../responses';

const THROTTLED = 'Too many failed sign-in attempts. Please wait and try again.';

/**
 * Sign-in (issue 3, point 3). The same answer for an unknown email and a wrong password, in
 * the same time; failures are counted per account and per IP, and an attempt over the limit
 * is refused before the password is even checked.
 */
const auth: FastifyPluginAsyncZod = async (app) => {
  const tags = ['auth'];
  const { loginMaxFailures: max, loginWindowMs: windowMs } = app.config;

  app.post(
    '/auth/login',
    {
      schema: { tags, summary: 'Sign in; answers a JWT', body: loginInput, response: { 200: loginResult, ...errors(400, 401, 413, 415, 429) } },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const accountKey = `login:account:${email.toLowerCase()}`;
      const ipKey = `login:ip:${request.ip}`;
      // Count first, so parallel guesses cannot all slip in before the counter moves.
      const [account, ip] = await Promise.all([app.limiter.hit(accountKey, windowMs), app.limiter.hit(ipKey, windowMs)]);
      const blocked = [account, ip].filter((h) => h.count > max);
      if (blocked.length) throw tooManyRequests(THROTTLED, Math.max(...blocked.map((h) => h.resetMs)));

      const found = await usersRepository.findForLogin(app.db, email);
      const ok = found ? await app.passwords.verify(found.password_hash, password) : await app.passwords.verifyNobody(password);
      if (!found || !ok) throw new HttpError(401, INVALID_CREDENTIALS_MESSAGE);

      // Only failures count: forget this attempt and the account's earlier failures.
      await Promise.all([app.limiter.reset(accountKey), app.limiter.undo(ipKey)]);
      const { password_hash: _hash, ...signedIn } = found;
      reply.header('cache-control', 'no-store');
      return { token: await app.signToken(signedIn) };
    },
  );

  app.get(
    '/auth/me',
    { onRequest: app.authenticate, schema: { tags, summary: 'The signed-in user', security: bearer, response: { 200: user, ...errors(401) } } },
    async (request) => request.user!,
  );
};

export default auth;
