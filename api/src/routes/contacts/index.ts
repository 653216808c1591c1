import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contact, contactInput } from '@schemas';
import { tooManyRequests } from '../../lib/errors';
import { contactsRepository } from '../../repositories/contacts';
import { bearer, errors } from '../responses';

const RATE_LIMITED = 'Too many messages from your network. Please try again later.';

/**
 * The public contact form (issue 3, point 7) and the read-only inbox. The `website` field is
 * a honeypot: people never see it, so a value means a bot, which gets the same success answer
 * while nothing is stored.
 */
const contacts: FastifyPluginAsyncZod = async (app) => {
  const tags = ['contacts'];
  const { contactRateLimit, contactRateWindowMs } = app.config;

  app.get(
    '/contacts',
    {
      onRequest: app.authorize('dashboard:read'),
      schema: { tags, summary: 'Received messages, newest first', security: bearer, response: { 200: z.array(contact), ...errors(401, 403) } },
    },
    async () => contactsRepository.list(app.db),
  );

  app.post(
    '/contacts',
    {
      schema: { tags, summary: 'Send a message (public; rate limited per IP)', body: contactInput, response: { 201: contact, ...errors(400, 413, 415, 429) } },
    },
    async (request, reply) => {
      const hit = await app.limiter.hit(`contact:${request.ip}`, contactRateWindowMs);
      if (hit.count > contactRateLimit) throw tooManyRequests(RATE_LIMITED, hit.resetMs);
      const { website, ...fields } = request.body;
      if (website) {
        request.log.info('contact form honeypot filled; message dropped');
        const now = new Date().toISOString();
        return reply.code(201).send({ id: 0, ...fields, date: now, created_at: now, updated_at: now });
      }
      return reply.code(201).send(await app.write('contacts', (tx) => contactsRepository.create(tx, fields)));
    },
  );
};

export default contacts;
