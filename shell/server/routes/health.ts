import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RemoteHealth } from 'remote_shared/config';
import { REMOTE_NAMES } from '../remotes/sources';

/** For operators (docs/releases.md, "What runs"): which release of each remote runs, and when it was built. */
export const health = fp(
  async (app: FastifyInstance) => {
    app.get('/health', async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const remotes = await app.remotes.linked().catch(() => null);
      const { config: runtime, releases } = await app.remotes.runtimeConfigFor(remotes);
      const report: Record<string, RemoteHealth> = {};
      for (const name of REMOTE_NAMES) {
        const linked = remotes?.get(name);
        const release = linked?.release ?? releases[name] ?? null;
        const facts = await app.remotes.buildFacts(name, release ?? undefined);
        report[name] = {
          release,
          version: facts.version,
          sha: facts.sha,
          builtAt: linked?.builtAt ?? facts.builtAt,
          // The address browsers load it from: its origin is where that remote is served.
          entry: runtime.remotes[name] ?? null,
          linked: Boolean(linked),
          api: facts.api,
          refused: runtime.refused?.[name] ?? null,
        };
      }
      return reply.code(remotes ? 200 : 503).send({ status: remotes ? 'ok' : 'remotes unavailable', remotes: report });
    });
  },
  { name: 'health', dependencies: ['remotes'] },
);
