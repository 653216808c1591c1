import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { strictJsonBodies } from '../lib/json-body';
import auth from './auth';
import contacts from './contacts';
import headers from './headers';
import health from './health';
import missionVision from './mission-vision';
import posts from './posts';
import team from './team';
import uploads from './uploads';
import users from './users';

/**
 * Everything under /api, encapsulated: its validators, CORS, OpenAPI and JSON 404 do not leak
 * into the page server that may share this Fastify instance.
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

  // An allow-list only: unknown origins get no CORS headers at all, never a reflection.
  if (app.config.corsOrigins.length) {
    await app.register(cors, {
      origin: app.config.corsOrigins,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type', 'If-None-Match'],
      exposedHeaders: ['ETag', 'Retry-After', 'X-Request-Id'],
      maxAge: 600,
    });
  }

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: '{host} API',
        version: '1.0.0',
        description: 'Backend of the consultancy website and its admin back office. Errors are `{ message, issues? }`.',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  // indexPrefix: the UI page links its assets absolutely, and it does not see our /api prefix.
  await app.register(swaggerUi, { routePrefix: '/docs', indexPrefix: app.prefix, uiConfig: { validatorUrl: null } as Record<string, unknown> });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not found' }));

  for (const routes of [health, auth, users, posts, contacts, team, headers, missionVision, uploads]) {
    await app.register(routes);
  }
}
