import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document of every route registered after it (`/docs/json`), browsable at `/docs`. */
export default fp(
  async (app) => {
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
  },
  { name: 'api-openapi' },
);
