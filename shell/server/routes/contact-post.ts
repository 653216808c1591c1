import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { PostedForm } from 'remote_shared/config';
import { splitLocale } from '../../src/app/route-modules';
import { publicRoutesOf } from '../pages/render-page';
import { VISITOR_HEADER } from '../server-fetch';

/** The contact form posted without scripts (docs/security.md): a 5,000-character message in any script fits. */
const FORM_BODY_LIMIT = 128 * 1024;
const CONTACT_PATH = '/contact';

/**
 * The contact form when the visitor's scripts are not running: the fields arrive as a plain
 * form post and go to the API as the scripts would send them, on the visitor's behalf (their
 * address, so its limits apply to them). Accepted: POST then redirect, to the page saying so.
 * Refused: the page itself, with what was typed and why (never in an address or a log).
 */
export const contactPost = fp<{ serverFetch: typeof fetch }>(
  async (app: FastifyInstance, { serverFetch }) => {
    // Its own scope: the form body parser applies to these two routes only.
    await app.register(async (scope) => {
      scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      });
      const sendContact = async (request: FastifyRequest, reply: FastifyReply, page: string) => {
        const form = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
        const text = (key: string) => (typeof form[key] === 'string' ? (form[key] as string) : '');
        const values = { name: text('name'), email_address: text('email'), message: text('message'), website: text('website') };
        const formToken = text('form_token').slice(0, 200) || undefined;
        let status = 0;
        let issues: { path: string; message: string }[] = [];
        try {
          const response = await serverFetch('/api/contacts', {
            method: 'POST',
            headers: { 'content-type': 'application/json', [VISITOR_HEADER]: request.ip },
            body: JSON.stringify({ ...values, website: values.website || undefined, form_token: formToken }),
          });
          status = response.status;
          if (status === 400) issues = ((await response.json()) as { issues?: typeof issues }).issues ?? [];
        } catch (error) {
          request.log.warn({ err: error }, 'contact form post: the API could not be reached');
        }
        if (status === 201) return reply.redirect(`${page}?sent=1`, 303);
        const errors = Object.fromEntries(issues.filter((i) => i.path !== 'website').map((i) => [i.path, i.message]));
        const { website: _trap, ...shown } = values;
        const posted: PostedForm = { form: 'contact', values: shown, errors, failed: Object.keys(errors).length === 0 };
        return app.pages.send(request, reply, { posted, status: status === 429 ? 429 : 400, formToken });
      };
      scope.post(CONTACT_PATH, { bodyLimit: FORM_BODY_LIMIT }, (request, reply) => sendContact(request, reply, CONTACT_PATH));
      // The contact page in another language posts to its own address and comes back to it (docs/i18n.md).
      scope.post(`/:locale${CONTACT_PATH}`, { bodyLimit: FORM_BODY_LIMIT }, async (request, reply) => {
        const page = `/${(request.params as { locale: string }).locale}${CONTACT_PATH}`;
        const routes = publicRoutesOf(await app.remotes.linked());
        if (splitLocale(routes, page).locale === 'en') return reply.code(404).send({ message: 'Not found' });
        return sendContact(request, reply, page);
      });
    });
  },
  { name: 'contact-post', dependencies: ['remotes', 'pages'] },
);
