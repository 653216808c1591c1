import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Longest request target (path and query) we read; longer answers 414 before any route runs. */
const MAX_URL_LENGTH = 2048;

/**
 * Body limits per route (docs/security.md): small for the anonymous forms, the configured
 * BODY_LIMIT (256 KB by default) for every other JSON write, 5 MB for image uploads. The two
 * public forms never exceed BODY_LIMIT either, so an operator can only lower them.
 */
export const ROUTE_BODY_LIMITS = {
  /** {email, password}: a few hundred bytes at most. */
  login: 16 * 1024,
  /** A 5,000-character message in Ge'ez script or emoji, JSON-escaped, fits with room to spare. */
  contact: 64 * 1024,
} as const;

function uriTooLong(request: FastifyRequest, reply: FastifyReply, done: () => void) {
  if (request.url.length > MAX_URL_LENGTH) {
    reply
      .code(414)
      .header('connection', 'close')
      .send({ message: `The address is too long (at most ${MAX_URL_LENGTH.toLocaleString('en-US')} characters)` });
    return;
  }
  done();
}

/** Applies the URL limit to every route of the instance, the page server's included. */
export default fp(
  async (app) => {
    app.addHook('onRequest', uriTooLong);
  },
  { name: 'request-limits' },
);
