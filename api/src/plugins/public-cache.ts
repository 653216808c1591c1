import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { acceptedEncoding } from 'server-helpers';
import type { Resource } from '../lib/content-events';
import { etagOf } from '../lib/if-match';

/**
 * Public reads (posts, team, headers, mission-vision) answer from responses serialised once
 * and kept in memory, with an ETag (304 on If-None-Match) and `Cache-Control: no-cache`.
 * Every committed write of a resource, here or in another instance, drops its entries
 * (a query per request tops out near 1,700 req/s; this serves many times that: docs/performance.md).
 */
interface Entry {
  resource: Resource;
  body: Buffer;
  etag: string;
  /** A record's edit version, when the answer is one record that has one. */
  version?: number;
  gzip?: Promise<Buffer>;
  br?: Promise<Buffer>;
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
const COMPRESS_MIN_BYTES = 1024;

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

export class PublicCache {
  private entries = new Map<string, Entry>();
  private loading = new Map<string, Promise<Entry | undefined>>();
  /** Bumped by every invalidation, so a read that raced a write is not cached. */
  private generation = new Map<Resource, number>();

  invalidate(resource: Resource): void {
    this.generation.set(resource, (this.generation.get(resource) ?? 0) + 1);
    for (const [key, entry] of this.entries) if (entry.resource === resource) this.entries.delete(key);
    for (const key of this.loading.keys()) if (key.startsWith(`${resource}:`) || key === resource) this.loading.delete(key);
  }

  /**
   * Sends the cached response for `key`, loading it with `load` on a miss.
   * Resolves to false when `load` found nothing (the caller answers 404).
   * `editTag`: the caller may edit the record (it sent a token), so the answer's ETag is the record's
   * edit version, the tag its PUT checks in If-Match (docs/workflow.md, "Conflicts"), and never a 304:
   * the version does not move when only the record's image facts do.
   */
  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    resource: Resource,
    key: string,
    load: () => Promise<unknown | undefined>,
    { editTag = false }: { editTag?: boolean } = {},
  ): Promise<boolean> {
    const entry = this.entries.get(key) ?? (await this.fill(resource, key, load));
    if (!entry) return false;
    const edit = editTag && entry.version !== undefined ? etagOf(entry.version) : undefined;
    // Append to Vary: CORS may already have put Origin there.
    const vary = reply.getHeader('vary');
    reply
      .header('etag', edit ?? entry.etag)
      .header('cache-control', edit ? 'private, no-cache' : 'no-cache')
      .header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
    if (!edit && matches(request.headers['if-none-match'], entry.etag)) {
      reply.code(304).send();
      return true;
    }
    reply.type('application/json; charset=utf-8');
    const encoding = entry.body.length >= COMPRESS_MIN_BYTES ? acceptedEncoding(request.headers['accept-encoding']) : undefined;
    if (encoding === 'br') {
      entry.br ??= brotliAsync(entry.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
      reply.header('content-encoding', 'br').send(await entry.br);
    } else if (encoding === 'gzip') {
      entry.gzip ??= gzipAsync(entry.body, { level: 6 });
      reply.header('content-encoding', 'gzip').send(await entry.gzip);
    } else {
      reply.send(entry.body);
    }
    return true;
  }

  private fill(resource: Resource, key: string, load: () => Promise<unknown | undefined>): Promise<Entry | undefined> {
    // Concurrent misses share one query.
    let pending = this.loading.get(key);
    if (pending) return pending;
    const generation = this.generation.get(resource) ?? 0;
    pending = (async () => {
      try {
        const value = await load();
        if (value === undefined) return undefined;
        const body = Buffer.from(JSON.stringify(value));
        const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
        const version = (value as { version?: unknown }).version;
        const entry: Entry = { resource, body, etag, ...(Number.isSafeInteger(version) ? { version: version as number } : {}) };
        if ((this.generation.get(resource) ?? 0) === generation) this.entries.set(key, entry);
        return entry;
      } finally {
        if (this.loading.get(key) === pending) this.loading.delete(key);
      }
    })();
    this.loading.set(key, pending);
    return pending;
  }
}

export default fp(
  async (app) => {
    const cache = new PublicCache();
    app.decorate('publicCache', cache);
    app.contentEvents.on('change', (resource) => cache.invalidate(resource));
  },
  { name: 'public-cache', dependencies: ['database'] },
);
