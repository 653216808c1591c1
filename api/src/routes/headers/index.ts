import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { header, headerInput, idParam } from '@schemas';
import { existing, notFound } from '../../lib/errors';
import { headersRepository } from '../../repositories/headers';
import { bearer, checkedImageUrl, errors } from '../responses';

/** Homepage headers, i.e. the hero slides (spec §7). */
const headers: FastifyPluginAsyncZod = async (app) => {
  const tags = ['headers'];

  app.get(
    '/headers',
    { schema: { tags, summary: 'All hero slides (public)', response: { 200: z.array(header) } } },
    async (request, reply) => {
      await app.publicCache.send(request, reply, 'headers', 'headers', () => headersRepository.list(app.db));
      return reply;
    },
  );

  app.post(
    '/headers',
    {
      onRequest: app.authorize('headers:write'),
      schema: { tags, summary: 'Create a slide', security: bearer, body: headerInput, response: { 201: header, ...errors(400, 401, 403, 413, 415) } },
    },
    async (request, reply) => {
      const fields = { ...request.body, image_url: checkedImageUrl(request, request.body.image_url) };
      return reply.code(201).send(await app.write('headers', (tx) => headersRepository.create(tx, fields)));
    },
  );

  app.put(
    '/headers/:id',
    {
      onRequest: app.authorize('headers:write'),
      schema: {
        tags,
        summary: 'Update a slide',
        security: bearer,
        params: idParam,
        body: headerInput,
        response: { 200: header, ...errors(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      const fields = { ...request.body, image_url: checkedImageUrl(request, request.body.image_url) };
      return app.write('headers', async (tx) => existing(await headersRepository.update(tx, request.params.id, fields), 'Header'));
    },
  );

  app.delete(
    '/headers/:id',
    {
      onRequest: app.authorize('headers:delete'),
      schema: { tags, summary: 'Delete a slide', security: bearer, params: idParam, response: { 204: z.null().describe('Deleted'), ...errors(400, 401, 403, 404) } },
    },
    async (request, reply) => {
      await app.write('headers', async (tx) => {
        if (!(await headersRepository.remove(tx, request.params.id))) throw notFound('Header');
      });
      return reply.code(204).send(null);
    },
  );
};

export default headers;
