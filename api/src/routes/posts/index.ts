import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam, post, postInput } from '@schemas';
import { existing, notFound } from '../../lib/errors';
import { postsRepository } from '../../repositories/posts';
import { bearer, checkedImageUrl, errors } from '../responses';

/** Posts, shown publicly as projects (spec §7). Reads are public and cached; writes need a role. */
const posts: FastifyPluginAsyncZod = async (app) => {
  const tags = ['posts'];

  app.get(
    '/posts',
    { schema: { tags, summary: 'All posts, newest first by created_at (public)', response: { 200: z.array(post) } } },
    async (request, reply) => {
      await app.publicCache.send(request, reply, 'posts', 'posts', () => postsRepository.list(app.db));
      return reply;
    },
  );

  app.get(
    '/posts/:id',
    { schema: { tags, summary: 'One post (public)', params: idParam, response: { 200: post, ...errors(400, 404) } } },
    async (request, reply) => {
      const { id } = request.params;
      const found = await app.publicCache.send(request, reply, 'posts', `posts:${id}`, () => postsRepository.findById(app.db, id));
      if (!found) throw notFound('Post');
      return reply;
    },
  );

  app.post(
    '/posts',
    {
      onRequest: app.authorize('posts:create'),
      schema: { tags, summary: 'Create a post', security: bearer, body: postInput, response: { 201: post, ...errors(400, 401, 403, 413, 415) } },
    },
    async (request, reply) => {
      const fields = { ...request.body, image_url: checkedImageUrl(request, request.body.image_url) };
      const saved = await app.write('posts', (tx) => postsRepository.create(tx, fields));
      return reply.code(201).send(saved);
    },
  );

  app.put(
    '/posts/:id',
    {
      onRequest: app.authorize('posts:update'),
      schema: {
        tags,
        summary: 'Update a post',
        security: bearer,
        params: idParam,
        body: postInput,
        response: { 200: post, ...errors(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      const fields = { ...request.body, image_url: checkedImageUrl(request, request.body.image_url) };
      return app.write('posts', async (tx) => existing(await postsRepository.update(tx, request.params.id, fields), 'Post'));
    },
  );

  app.delete(
    '/posts/:id',
    {
      onRequest: app.authorize('posts:delete'),
      schema: { tags, summary: 'Delete a post', security: bearer, params: idParam, response: { 204: z.null().describe('Deleted'), ...errors(400, 401, 403, 404) } },
    },
    async (request, reply) => {
      await app.write('posts', async (tx) => {
        if (!(await postsRepository.remove(tx, request.params.id))) throw notFound('Post');
      });
      return reply.code(204).send(null);
    },
  );
};

export default posts;
