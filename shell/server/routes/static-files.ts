import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { WebConfig } from '../config';

// With preCompressed, @fastify/static names the .br/.gz file it sends, so those count too.
const HASHED = /\.[0-9a-f]{8}\.(js|css|woff2?|png|jpe?g|webp|svg)(\.br|\.gz)?$/;

/** Hashed files never change: cache them for a year. Entries, manifests and bundles revalidate. */
export function cacheHeaders(reply: FastifyReply, file: string) {
  const cache = HASHED.test(file)
    ? 'public, max-age=31536000, immutable'
    : file.endsWith('favicon.svg') || file.endsWith('sharing-image.png')
      ? 'public, max-age=86400'
      : 'no-cache';
  reply.header('Cache-Control', cache);
  // A file named by its content is never revalidated, so its ETag would only add bytes to every
  // script of a first load (docs/performance.md, "First-load JavaScript").
  if (HASHED.test(file)) reply.removeHeader('ETag');
}

/**
 * The options every static folder is served with: precompressed files, and no Last-Modified or
 * Accept-Ranges, which only add bytes to every script of a first load; the ETag revalidates the
 * files that keep their names (docs/performance.md, "First-load JavaScript").
 */
export const STATIC_OPTIONS = { preCompressed: true, cacheControl: false, lastModified: false, acceptRanges: false } as const;

/** The shell's own files: its built assets, the favicon and the sharing image (`reply.sendFile` comes from here). */
export const staticFiles = fp<{ config: WebConfig }>(
  async (app: FastifyInstance, { config }) => {
    await app.register(fastifyStatic, { root: path.join(config.SHELL_DIST, 'assets'), prefix: '/assets/', ...STATIC_OPTIONS, setHeaders: cacheHeaders });
    app.get('/favicon.svg', (_request, reply) => reply.sendFile('favicon.svg', config.SHELL_DIST));
    // The company's sharing image: og:image of a page without one of its own (docs/search-appearance.md).
    app.get('/sharing-image.png', (_request, reply) => reply.sendFile('sharing-image.png', config.SHELL_DIST));
  },
  { name: 'static-files' },
);
