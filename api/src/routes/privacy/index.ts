import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { erasureResult, privacyNotice, retentionSetting, subjectData, subjectQuery } from 'contracts';
import { appMetaRepository } from '../../repositories/app-meta';
import { inboxRepository } from '../../repositories/inbox';
import { bearer, errors } from '../responses';

/**
 * Data-protection duties (Kenya's Data Protection Act 2019, Rwanda's Law 058/2021; docs/inbox.md):
 * find and export everything held about one email address, erase it, and how long archived and
 * spam messages are kept. Admin only. Each action is recorded, without the address itself.
 */
const privacy: FastifyPluginAsyncZod = async (app) => {
  const tags = ['privacy'];
  const admin = app.authorize('privacy:manage');

  app.get(
    '/privacy/subject',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Everything held about one email address (messages, replies, mails), as JSON',
        security: bearer,
        querystring: subjectQuery,
        response: { 200: subjectData, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const { email } = request.query;
      const [messages, mails] = await Promise.all([inboxRepository.subjectMessages(app.db, email), inboxRepository.subjectMails(app.db, email)]);
      app.activity.record(request, {
        action: 'personal_data_exported',
        outcome: 'success',
        target: 'data subject',
        reason: `${messages.length} messages, ${mails.length} mails`,
      });
      return { email, messages, mails };
    },
  );

  app.delete(
    '/privacy/subject',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Erases everything held about one email address',
        security: bearer,
        querystring: subjectQuery,
        response: { 200: erasureResult, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const erased = await app.write('contacts', (tx) => inboxRepository.erase(tx, request.query.email));
      app.activity.record(request, {
        action: 'personal_data_erased',
        outcome: 'success',
        target: 'data subject',
        reason: `${erased.messages} messages, ${erased.replies} replies, ${erased.mails} mails`,
      });
      return erased;
    },
  );

  app.get(
    '/privacy/retention',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'How many months archived and spam messages are kept',
        security: bearer,
        response: { 200: retentionSetting, ...errors(401, 403) },
      },
    },
    async () => ({ months: await appMetaRepository.retentionMonths(app.db) }),
  );

  // The public privacy notice (/privacy) states the period actually set, not a default.
  app.get(
    '/privacy/notice',
    { schema: { tags, summary: 'What the privacy notice states about keeping messages (public)', response: { 200: privacyNotice } } },
    async () => ({ retention_months: await appMetaRepository.retentionMonths(app.db) }),
  );

  app.put(
    '/privacy/retention',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Sets how many months archived and spam messages are kept',
        security: bearer,
        body: retentionSetting,
        response: { 200: retentionSetting, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      await appMetaRepository.setRetentionMonths(app.db, request.body.months);
      app.activity.record(request, { action: 'retention_changed', outcome: 'success', target: 'retention', reason: `${request.body.months} months` });
      return request.body;
    },
  );
};

export default privacy;
