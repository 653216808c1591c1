import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam, passwordResetInput, user, userCreateInput, userUpdateInput, type User } from 'contracts';
import { HttpError, orNotFound, notFound } from '../../lib/errors';
import { usersRepository } from '../../repositories/users';
import { bearer, errors } from '../responses';

const DUPLICATE_EMAIL = 'A user with this email address already exists';
const OWN_ROLE = 'You cannot change your own role';
const OWN_ACCOUNT = 'You cannot delete your own account';
const OWN_PASSWORD = 'To change your own password, use My account';
const LAST_ADMIN = 'At least one Admin must remain';

/** PostgreSQL unique violation on the email index → 409 on the field. */
function duplicateEmail(error: unknown): never {
  if ((error as { code?: string }).code === '23505') {
    throw new HttpError(409, DUPLICATE_EMAIL, [{ path: 'email_address', message: DUPLICATE_EMAIL }]);
  }
  throw error;
}

/** Names of the fields whose values differ (never the values: they go to the security log). */
function changedFields(before: Partial<User>, after: Partial<User>, fields: (keyof User)[]): string[] {
  return fields.filter((f) => before[f] !== after[f]);
}

/**
 * User management (spec §7): Admin only for writes, Admin and Publisher for reads (personal data).
 * Nobody changes their own role or deletes themselves, and the last Admin cannot be removed or
 * demoted. A password set by an Admin is a reset: its owner chooses a new one at next sign-in.
 */
const users: FastifyPluginAsyncZod = async (app) => {
  const tags = ['users'];

  app.get(
    '/users',
    {
      onRequest: app.authorize('users:read'),
      schema: { tags, summary: 'All users (never a password); Admin and Publisher', security: bearer, response: { 200: z.array(user), ...errors(401, 403) } },
    },
    async () => usersRepository.list(app.db),
  );

  app.post(
    '/users',
    {
      onRequest: app.authorize('users:write'),
      schema: { tags, summary: 'Create a user', security: bearer, body: userCreateInput, response: { 201: user, ...errors(400, 401, 403, 409, 413, 415) } },
    },
    async (request, reply) => {
      const { password, ...fields } = request.body;
      await app.passwordJudge.assertStrong(password, [fields.email_address, fields.full_name], 'password');
      const hash = await app.passwords.hash(password);
      const saved = await app.write('users', (tx) => usersRepository.create(tx, fields, hash)).catch(duplicateEmail);
      app.activity.record(request, { action: 'user_created', outcome: 'success', target: `user:${saved.id}`, reason: `role ${saved.role}` });
      return reply.code(201).send(saved);
    },
  );

  app.put(
    '/users/:id',
    {
      onRequest: app.authorize('users:write'),
      schema: {
        tags,
        summary: 'Update a user; an empty password keeps the current one',
        security: bearer,
        params: idParam,
        body: userUpdateInput,
        response: { 200: user, ...errors(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { password, ...fields } = request.body;
      const me = request.user!;
      if (id === me.id && fields.role !== me.role) throw new HttpError(409, OWN_ROLE, [{ path: 'role', message: OWN_ROLE }]);
      if (id === me.id && password) throw new HttpError(409, OWN_PASSWORD, [{ path: 'password', message: OWN_PASSWORD }]);
      if (password) await app.passwordJudge.assertStrong(password, [fields.email_address, fields.full_name], 'password');
      const hash = password ? await app.passwords.hash(password) : null;
      const before = await usersRepository.findById(app.db, id);
      const saved = await app
        .write('users', async (tx) => {
          await usersRepository.lockAdmins(tx);
          const updated = orNotFound(await usersRepository.update(tx, id, fields, hash), 'User');
          if ((await usersRepository.countAdmins(tx)) === 0) throw new HttpError(409, LAST_ADMIN, [{ path: 'role', message: LAST_ADMIN }]);
          return updated;
        })
        .catch(duplicateEmail);
      const { previous_role: previousRole, ...result } = saved;
      const target = `user:${id}`;
      const fieldsChanged = before ? changedFields(before, result, ['full_name', 'email_address', 'telephone_number', 'role']) : [];
      if (fieldsChanged.length) app.activity.record(request, { action: 'user_updated', outcome: 'success', target, fields: fieldsChanged });
      if (previousRole !== result.role)
        app.activity.record(request, { action: 'role_changed', outcome: 'success', target, reason: `${previousRole} to ${result.role}` });
      if (hash) app.activity.record(request, { action: 'password_reset', outcome: 'success', target });
      return result;
    },
  );

  app.put(
    '/users/:id/password',
    {
      onRequest: app.authorize('users:write'),
      schema: {
        tags,
        summary: "Reset another user's password; they choose a new one at next sign-in, and their tokens end",
        security: bearer,
        params: idParam,
        body: passwordResetInput,
        response: { 204: z.null().describe('Password set'), ...errors(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (id === request.user!.id) throw new HttpError(409, OWN_PASSWORD, [{ path: 'password', message: OWN_PASSWORD }]);
      const target = orNotFound(await usersRepository.findById(app.db, id), 'User');
      await app.passwordJudge.assertStrong(request.body.password, [target.email_address, target.full_name], 'password');
      const hash = await app.passwords.hash(request.body.password);
      orNotFound(await app.write('users', (tx) => usersRepository.setPassword(tx, id, hash, true)), 'User');
      app.activity.record(request, { action: 'password_reset', outcome: 'success', target: `user:${id}` });
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/users/:id',
    {
      onRequest: app.authorize('users:delete'),
      schema: {
        tags,
        summary: 'Delete a user',
        security: bearer,
        params: idParam,
        response: { 204: z.null().describe('Deleted'), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (id === request.user!.id) throw new HttpError(409, OWN_ACCOUNT);
      await app.write('users', async (tx) => {
        await usersRepository.lockAdmins(tx);
        if (!(await usersRepository.remove(tx, id))) throw notFound('User');
        if ((await usersRepository.countAdmins(tx)) === 0) throw new HttpError(409, LAST_ADMIN);
      });
      app.activity.record(request, { action: 'user_deleted', outcome: 'success', target: `user:${id}` });
      return reply.code(204).send(null);
    },
  );
};

export default users;
