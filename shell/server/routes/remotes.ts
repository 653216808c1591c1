import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { REMOTE_DIRS, REMOTE_PATHS, type WebConfig } from '../config';
import { isHttp, type RemoteName } from '../remotes/sources';
import { STATIC_OPTIONS, cacheHeaders } from './static-files';

/**
 * What browsers load the remotes by: `/runtime-config.json` (which remoteEntry.js of each, and
 * the contract verdicts), and with SERVE_REMOTES the remotes' builds at /remotes/<name>/.
 */
export const remoteRoutes = fp<{ config: WebConfig }>(
  async (app: FastifyInstance, { config }) => {
    if (config.SERVE_REMOTES) {
      for (const [name, dir] of Object.entries(REMOTE_DIRS)) {
        // A release root on this machine is served whole: /remotes/<name>/<release>/…
        const pointer = app.remotes.pointerOf(name as RemoteName);
        await app.register(fastifyStatic, {
          root: pointer && !isHttp(pointer.root) ? pointer.root : dir,
          prefix: REMOTE_PATHS[name],
          decorateReply: false,
          ...STATIC_OPTIONS,
          setHeaders: (reply, file) => {
            cacheHeaders(reply, file);
            // Other origins may load a remote (a shell deployed elsewhere).
            reply.header('Access-Control-Allow-Origin', '*');
          },
        });
      }
    }

    app.get('/runtime-config.json', async (_request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return (await app.remotes.runtimeConfigFor(await app.remotes.linked().catch(() => null))).config;
    });
  },
  { name: 'remote-routes', dependencies: ['remotes'] },
);
