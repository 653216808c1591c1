import fp from 'fastify-plugin';
import type { Access } from 'contracts';

/**
 * `app.allow(access)`: the onRequest hook for an operation a content type declares — none for
 * 'public', else `authorize` with the listed roles (401 without a valid token, 403 otherwise).
 */
export default fp(
  async (app) => {
    app.decorate('allow', (access: Access) => (access === 'public' ? undefined : app.authorize(access)));
  },
  { name: 'access', dependencies: ['auth'] },
);
