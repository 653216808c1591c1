import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

const NUL_MESSAGE = 'Text must not contain NUL characters';

function hasNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(hasNul);
  if (value && typeof value === 'object') return Object.entries(value).some(([k, v]) => k.includes('\u0000') || hasNul(v));
  return false;
}

/**
 * Fastify's JSON parser (prototype poisoning refused), plus one rule: PostgreSQL text cannot hold
 * NUL, so a body carrying one is refused here with a 400 rather than failing in the database.
 */
export function strictJsonBodies(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body); // parseAs: 'string'
    parse(request, text, (error, value) => {
      if (error) return done(error);
      // Cheap test on the raw text first: NUL can only arrive as the escape \u0000.
      if (text.includes('\\u0000') && hasNul(value)) return done(new HttpError(400, NUL_MESSAGE));
      done(null, value);
    });
  });
}
