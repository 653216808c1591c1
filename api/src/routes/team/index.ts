import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam, teamMember, teamMemberInput } from '@schemas';
import { existing, notFound } from '../../lib/errors';
import { teamMembersRepository } from '../../repositories/team-members';
import { bearer, checkedImageUrl, errors } from '../responses';

/** Team members of /our-team (spec §7). */
const team: FastifyPluginAsyncZod = async (app) => {
  const tags = ['team'];

  app.get(
    '/team',
    { schema: { tags, summary: 'All team members (public)', response: { 200: z.array(teamMember) } } },
    async (request, reply) => {
      await app.publicCache.send(request, reply, 'team', 'team', () => teamMembersRepository.list(app.db));
      return reply;
    },
  );

  app.post(
    '/team',
    {
      onRequest: app.authorize('team:write'),
      schema: { tags, summary: 'Add a team member', security: bearer, body: teamMemberInput, response: { 201: teamMember, ...errors(400, 401, 403, 413, 415) } },
    },
    async (request, reply) => {
      const fields = { ...request.body, image_url: checkedImageUrl(request, request.body.image_url) };
      return reply.code(201).send(await app.write('team', (tx) => teamMembersRepository.create(tx, fields)));
    },
  );

  app.put(
    '/team/:id',
    {
      onRequest: app.authorize('team:write'),
      schema: {
        tags,
        summary: 'Update a team member',
        security: bearer,
        params: idParam,
        body: teamMemberInput,
        response: { 200: teamMember, ...errors(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      const fields = { ...request.body, image_url: checkedImageUrl(request, request.body.image_url) };
      return app.write('team', async (tx) => existing(await teamMembersRepository.update(tx, request.params.id, fields), 'Team member'));
    },
  );

  app.delete(
    '/team/:id',
    {
      onRequest: app.authorize('team:delete'),
      schema: { tags, summary: 'Remove a team member', security: bearer, params: idParam, response: { 204: z.null().describe('Deleted'), ...errors(400, 401, 403, 404) } },
    },
    async (request, reply) => {
      await app.write('team', async (tx) => {
        if (!(await teamMembersRepository.remove(tx, request.params.id))) throw notFound('Team member');
      });
      return reply.code(204).send(null);
    },
  );
};

export default team;
