import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { can } from 'contracts';
import { bearer, errors } from '../responses';
import packageJson from '../../../package.json';

/** The API's release: its package version (the same number operators read in the System section). */
const API_VERSION: string = packageJson.version;

const systemFacts = z.object({
  version: z.string(),
  /** The highest migration applied to the database (api/src/db/migrations/). */
  migration: z.number().int(),
});

async function factsOf(app: FastifyInstance): Promise<z.infer<typeof systemFacts>> {
  const [row] = await app.db.query<{ version: number | null }>('SELECT max(version) AS version FROM schema_migrations');
  return { version: API_VERSION, migration: Number(row?.version ?? 0) };
}

/**
 * Whether the caller is signed in with a role that may see what runs. Only tried when a token is
 * sent, so probes without one answer as before; a bad token is simply not an Admin here.
 */
async function mayReadSystem(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  if (!request.headers.authorization) return false;
  try {
    // The hook is async (plugins/auth.ts): it resolves or throws, and never calls `done`.
    await (app.authenticate as unknown as (request: FastifyRequest, reply: FastifyReply) => Promise<void>).call(app, request, reply);
  } catch {
    return false;
  }
  return Boolean(request.user && !request.user.credentials_expired && can(request.user.role, 'system:read'));
}

/**
 * Liveness and readiness in one: answers 200 only when the database answers. The API's version and
 * migration are shown to Admins only (docs/decisions/0102-the-apis-version-and-migration-are-for-admins.md): anonymous callers get what
 * they always got, so the address tells an outsider nothing new about what runs.
 */
const health: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Checks the database; with an Admin token also the API version and migration',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }).extend(systemFacts.partial().shape),
          503: z.object({ message: z.string() }),
        },
      },
    },
    async (request, reply) => {
      try {
        await app.db.query('SELECT 1');
        const detail = (await mayReadSystem(app, request, reply)) ? await factsOf(app) : {};
        return { status: 'ok' as const, database: app.db.kind, ...detail };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unavailable');
        return reply.code(503).send({ message: 'Database unavailable' });
      }
    },
  );

  app.get(
    '/system',
    {
      onRequest: app.authorize('system:read'),
      schema: {
        tags: ['health'],
        summary: 'What runs: the API version, the database and its migration; Admin only',
        security: bearer,
        response: { 200: systemFacts.extend({ database: z.enum(['pglite', 'postgres']) }), ...errors(401, 403) },
      },
    },
    async () => ({ ...(await factsOf(app)), database: app.db.kind }),
  );
};

export default health;
