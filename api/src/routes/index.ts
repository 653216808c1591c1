import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { strictJsonBodies } from '../lib/json-body';
import cors from '../plugins/cors';
import notFound from '../plugins/not-found';
import openapi from '../plugins/openapi';
import activity from './activity';
import auth from './auth';
import contacts from './contacts';
import inbox from './contacts/inbox';
import privacy from './privacy';
import redirects from './redirects';
import searchAppearance from './search-appearance';
import { contentRoutes } from './content';
import health from './health';
import uploads from './uploads';
import users from './users';

/**
 * Everything under /api, encapsulated: its validators, CORS, OpenAPI and JSON 404 do not leak
 * into the page server that may share this Fastify instance. Each content type's routes come
 * from its declaration (the CRUD route factory); the rest are written by hand.
 */
export default async function apiRoutes(app: FastifyInstance) {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON in (and multipart for uploads): a text/plain body answers 415 instead of being parsed.
  app.removeContentTypeParser('text/plain');
  strictJsonBodies(app);

  // API answers are not for shared caches unless a route says otherwise (public reads do).
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('cache-control', 'no-store');
    done();
  });

  await app.register(cors);
  await app.register(openapi);
  await app.register(notFound);

  for (const routes of [health, auth, users]) await app.register(routes);
  for (const type of app.contentTypes) {
    // The contact form (rate limit, honeypot, spam) and the inbox are written by hand: routes/contacts.
    await app.register(contentRoutes, { type, except: type.resource === 'contacts' ? ['create', 'list'] : [] });
  }
  for (const routes of [contacts, inbox, privacy, uploads, activity, redirects, searchAppearance]) await app.register(routes);
}
