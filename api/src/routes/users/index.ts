import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam, user, userCreateInput, userUpdateInput } from '@schemas';
import { HttpError, existing, notFound } from '../../lib/errors';
import { usersRepository } from '../../repositories/users';
import { bearer, errors } from '../responses';

const DUPLICATE_EMAIL = 'A user with this email address already exists';
const OWN_ROLE = 'You cannot change your own role';
const OWN_ACCOUNT = 'You cannot delete your own account';
const LAST_ADMIN = 'At least one Admin must remain';

/** PostgreSQL unique violation on the email index → 409 on the field. */
function duplicateEmail(error: unknown): never {
  if ((error as { code?: string }).code === '23505') {
    throw new HttpError(409, DUPLICATE_EMAIL, [{ path: 'email_address', message: DUPLICATE_EMAIL }]);
  }
  throw error;
}

/**
 * User management (spec §7), Admin only for writes (issue 3, point 4). Nobody changes their
 * own role or deletes themselves, and the last Admin cannot be removed or demoted.
 */
const users: FastifyPluginAsyncZod = async (app) => {
  const tags = ['users'];

  app.get(
    '/users',
    {
      onRequest: app.authorize('dashboard:read'),
      schema: { tags, summary: 'All users (never a password)', security: bearer, response: { 200: z.array(user), ...errors(401, 403) } },
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
      const hash = await app.passwords.hash(password);
      const saved = await app.write('users', (tx) => usersRepository.create(tx, fields, hash)).catch(duplicateEmail);
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
      const hash = password ? await app.passwords.hash(password) : null;
      return app
        .write('users', async (tx) => {
          await usersRepository.lockAdmins(tx);
          const saved = existing(await usersRepository.update(tx, id, fields, hash), 'User');
          if ((await usersRepository.countAdmins(tx)) === 0) throw new HttpError(409, LAST_ADMIN, [{ path: 'role', message: LAST_ADMIN }]);
          return saved;
        })
        .catch(duplicateEmail);
    },
  );

  app.delete(
    '/users/:id',
    {
      onRequest: app.authorize('users:delete'),
      schema: { tags, summary: 'Delete a user', security: bearer, params: idParam, response: { 204: z.null().describe('Deleted'), ...errors(400, 401, 403, 404, 409) } },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (id === request.user!.id) throw new HttpError(409, OWN_ACCOUNT);
      await app.write('users', async (tx) => {
        await usersRepository.lockAdmins(tx);
        if (!(await usersRepository.remove(tx, id))) throw notFound('User');
        if ((await usersRepository.countAdmins(tx)) === 0) throw new HttpError(409, LAST_ADMIN);
      });
      return reply.code(204).send(null);
    },
  );
};

export default users;
