import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import packageJson from '../../package.json';

/** The OpenAPI document of every route registered after it (`/docs/json`), browsable at `/docs`. */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Consultancy site API',
          // The API's release (api/package.json), as /api/system reports it.
          version: packageJson.version,
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
