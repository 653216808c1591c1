import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { IMAGE_TOO_LARGE_MESSAGE, IMAGE_TYPE_MESSAGE } from 'contracts';
import { DatabaseUnavailableError } from '../db/database';
import { HttpError, type Issue } from '../lib/errors';

/**
 * The one error handler: every failure becomes `{ message, issues? }` with the right status.
 * Client mistakes are 4xx with a clear message; the database away past its wait is 503 with
 * Retry-After; anything unexpected is logged and answers 500 without details.
 */
export default fp(
  async (app) => {
    const KNOWN: Record<string, [number, string]> = {
      FST_ERR_CTP_INVALID_JSON_BODY: [400, 'The request body is not valid JSON'],
      FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The request body is empty but its Content-Type says JSON'],
      FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Unsupported Content-Type: send application/json'],
      FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'The Content-Length header does not match the body'],
      FST_REQ_FILE_TOO_LARGE: [413, IMAGE_TOO_LARGE_MESSAGE],
      FST_FILES_LIMIT: [413, 'Send one file per upload'],
      FST_PARTS_LIMIT: [413, 'Too many parts in the upload form'],
      FST_FIELDS_LIMIT: [413, 'Too many fields in the upload form'],
      FST_INVALID_MULTIPART_CONTENT_TYPE: [415, IMAGE_TYPE_MESSAGE],
    };

    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof HttpError) {
        if (error.headers) reply.headers(error.headers);
        return reply.code(error.statusCode).send({ message: error.message, ...(error.issues ? { issues: error.issues } : {}), ...error.details });
      }

      // PostgreSQL away for longer than the wait (docs/decisions/0010-the-database-away-wait-up-to-5-s-then-503.md): the
      // request may be sent again once it is back; nothing was acknowledged.
      if (error instanceof DatabaseUnavailableError) {
        request.log.warn({ err: error }, 'database unavailable');
        reply.header('retry-after', String(error.retryAfterSeconds));
        return reply.code(503).send({ message: 'The service is briefly unavailable. Please try again in a few seconds.' });
      }

      if (hasZodFastifySchemaValidationErrors(error)) {
        const where = error.validationContext ?? 'body';
        const issues: Issue[] = error.validation.map((v) => {
          const path = v.instancePath.slice(1).replaceAll('/', '.');
          // A body that is not an object at all: say so plainly rather than "expected object, received null".
          // (A field the body may not have, and a rule over several fields, are also issues at its
          // root, with their own messages.)
          if (!path && where === 'body' && v.keyword !== 'unrecognized_keys' && v.keyword !== 'custom')
            return { path: where, message: 'The request body must be a JSON object' };
          return { path: path || where, message: v.message ?? 'Invalid value' };
        });
        return reply.code(400).send({ message: issues[0]!.message, issues });
      }

      if (error.validation) {
        return reply.code(400).send({ message: error.message });
      }

      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        // The route's own limit (login and the contact form have smaller ones than BODY_LIMIT).
        const limit = request.routeOptions.bodyLimit ?? app.config.bodyLimit;
        return reply.code(413).send({ message: `The request body is too large (at most ${limit.toLocaleString('en-US')} bytes)` });
      }

      const known = error.code ? KNOWN[error.code] : undefined;
      if (known) return reply.code(known[0]).send({ message: known[1] });

      const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (status >= 400 && status < 500) {
        return reply.code(status).send({ message: error.message || 'Bad request' });
      }

      request.log.error({ err: error }, 'unhandled error');
      return reply.code(500).send({ message: 'Something went wrong on our side. Please try again.' });
    });
  },
  { name: 'error-handler' },
);
