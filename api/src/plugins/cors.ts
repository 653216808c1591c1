import cors from '@fastify/cors';
import fp from 'fastify-plugin';

/** CORS for the API: an allow-list only (CORS_ORIGINS); unknown origins get no CORS headers at all, never a reflection. */
export default fp(
  async (app) => {
    if (!app.config.corsOrigins.length) return;
    await app.register(cors, {
      origin: app.config.corsOrigins,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type', 'If-None-Match'],
      exposedHeaders: ['ETag', 'Retry-After', 'X-Request-Id'],
      maxAge: 600,
    });
  },
  { name: 'api-cors' },
);
