import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

const NUL_MESSAGE = 'Text must not contain NUL characters';

/** Walks the parsed body with a stack of its own: deeply nested JSON must not overflow the call stack. */
function hasNul(root: unknown): boolean {
  const pending: unknown[] = [root];
  while (pending.length) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push(item);
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\u0000')) return true;
        pending.push(item);
      }
    }
  }
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
