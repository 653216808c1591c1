import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { missionVision, missionVisionInput } from '@schemas';
import { existing } from '../../lib/errors';
import { missionVisionRepository } from '../../repositories/mission-vision';
import { bearer, checkedImageUrl, errors, imageRefused, requestOrigin } from '../responses';

/** Mission and vision items: read publicly, edited whole (spec §7: PUT with the item's id in the body). */
const missionVisionRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['mission-vision'];

  app.get(
    '/mission-vision',
    { schema: { tags, summary: 'Mission, vision and related items (public)', response: { 200: z.array(missionVision) } } },
    async (request, reply) => {
      await app.publicCache.send(request, reply, 'mission-vision', 'mission-vision', () => missionVisionRepository.list(app.db));
      return reply;
    },
  );

  app.put(
    '/mission-vision',
    {
      onRequest: app.authorize('missionVision:update'),
      schema: {
        tags,
        summary: 'Update one item (its id is in the body)',
        security: bearer,
        body: missionVisionInput,
        response: { 200: missionVision, ...errors(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      const { id, ...rest } = request.body;
      const icon = app.imagePolicy.normaliseIcon(rest.icon, requestOrigin(request));
      if (icon === undefined) throw imageRefused('icon');
      const fields = { ...rest, icon, image_url: checkedImageUrl(request, rest.image_url) };
      return app.write('mission-vision', async (tx) => existing(await missionVisionRepository.update(tx, id, fields), 'Mission/vision item'));
    },
  );
};

export default missionVisionRoutes;
