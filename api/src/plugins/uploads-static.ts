import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves DATA_DIR/uploads at /uploads/ (uploaded and demo images). File names are random and
 * never reused, so they may be cached for a year as immutable. Whatever a file turned out to be,
 * it can never run as a page of this origin: `sandbox` gives it no scripts, forms or origin, and
 * `nosniff` keeps browsers to the declared image type (docs/security.md, "Uploads").
 */
export default async function uploadsStatic(app: FastifyInstance) {
  const root = join(app.config.dataDir, 'uploads');
  mkdirSync(root, { recursive: true });
  // Runs after the site-wide security headers (registered on the parent): adds to them.
  app.addHook('onRequest', (_request, reply, done) => {
    const sitePolicy = reply.getHeader('content-security-policy');
    reply.header('content-security-policy', sitePolicy ? `${String(sitePolicy)}; sandbox` : 'sandbox');
    reply.header('x-content-type-options', 'nosniff');
    done();
  });
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    maxAge: '365d',
    immutable: true,
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not found' }));
}
