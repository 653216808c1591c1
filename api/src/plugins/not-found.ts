import fp from 'fastify-plugin';
import type { ApiError } from 'contracts';

const NOT_FOUND: ApiError = { message: 'Not found' };

/** An unknown address under the API answers a JSON 404, like every other API error. */
export default fp(
  async (app) => {
    app.setNotFoundHandler((_request, reply) => reply.code(404).send(NOT_FOUND));
  },
  { name: 'api-not-found' },
);
