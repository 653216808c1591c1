import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answeredBySite,
  idParam,
  redirectImportProblems,
  redirectInput,
  redirectRecord,
  redirectTable,
  type RedirectRecord,
  type RedirectTable,
} from 'contracts';
import { RedirectError, checkImport, checkRedirect, normalizePath, resolveRedirect, stripLocale, type Redirect, type RedirectRules } from 'contracts/redirects';
import { sendCsv } from '../../lib/csv';
import { HttpError, notFound, orNotFound } from '../../lib/errors';
import { runPeriodically } from '../../lib/periodic';
import { redirectsRepository } from '../../repositories/redirects';
import { bearer, errors } from '../responses';

const RESOURCE = 'redirects';
const DUPLICATE = 'This old address already has a redirect: edit that one instead';
/** How often the counted hits are written, in one statement (docs/decisions/0371-the-page-server-keeps-the-redirects-in-memory.md). */
const HITS_EVERY_MS = 5_000;
/** A hit counter per path at most: a flood of made-up paths cannot grow the map without end. */
const HITS_MAX_PATHS = 10_000;

/** A refusal of the rules → 400 on the field it is about, with the rules' own words. */
function refused(error: unknown, field: string): never {
  if (error instanceof RedirectError) throw new HttpError(400, error.message, [{ path: field, message: error.message }]);
  throw error;
}

/** Which field a rule's message is about: the kind, the target (its value, another site, a loop or chain), else the old address. */
function fieldOf(message: string, to: string): string {
  if (message.startsWith('The kind')) return 'status';
  if (message.includes(`"${to}"`) || /target|https|REDIRECT_ALLOWED_HOSTS|not a page of the site|loop|chain|itself/.test(message)) return 'to';
  return 'from';
}

/** PostgreSQL unique violation on from_path → 409 on `from`. */
function duplicate(error: unknown): never {
  if ((error as { code?: string }).code === '23505') throw new HttpError(409, DUPLICATE, [{ path: 'from', message: DUPLICATE }]);
  throw error;
}

const csvBody = z.union([z.string(), z.strictObject({ csv: z.string() })]).describe('The CSV as text/csv, or JSON `{ "csv": "…" }`');

/**
 * The managed redirects (docs/redirects.md): list, create, update, delete, CSV export and import
 * (all or nothing), for Admin and Publisher (`redirects:manage`); each change is in the audit trail
 * as a content change of `redirects`. Public: the whole table for the page server, which keeps it
 * in memory, and the resolve of one path, which counts a hit (written in batches).
 */
const redirects: FastifyPluginAsyncZod = async (app) => {
  const tags = ['redirects'];
  const manage = app.authorize('redirects:manage');
  const rules: RedirectRules = { allowedHosts: app.config.redirectAllowedHosts, answeredBySite };

  // CSV imports may come as text/csv (curl --data-binary @old-site.csv); only on these routes.
  app.addContentTypeParser('text/csv', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  // Hits, counted in memory and added in one statement every few seconds, never a write a request.
  let hits = new Map<string, number>();
  const flushHits = async () => {
    if (!hits.size) return;
    const batch = hits;
    hits = new Map();
    await redirectsRepository.addHits(app.db, batch).catch((error: unknown) => app.log.warn({ err: error }, 'redirect hits not counted'));
  };
  runPeriodically(app, HITS_EVERY_MS, flushHits);
  app.addHook('preClose', flushHits);
  const countHit = (from: string) => {
    if (hits.size >= HITS_MAX_PATHS && !hits.has(from)) return;
    hits.set(from, (hits.get(from) ?? 0) + 1);
  };

  // The whole table, read once per change (here or, through NOTIFY, in another instance), for the
  // public table and resolve: a crawler asking for old addresses never queries the database.
  interface Snapshot {
    version: string;
    table: Map<string, Redirect>;
    body: RedirectTable;
  }
  let snapshot: Promise<Snapshot> | undefined;
  let generation = 0;
  const onChange = (resource: string) => {
    if (resource !== RESOURCE) return;
    generation += 1;
    snapshot = undefined;
  };
  app.contentEvents.on('change', onChange);
  app.addHook('onClose', async () => void app.contentEvents.off('change', onChange));
  const current = (): Promise<Snapshot> => {
    if (snapshot) return snapshot;
    const started = generation;
    const loading = (async () => {
      const version = await redirectsRepository.version(app.db);
      const rows = await redirectsRepository.list(app.db);
      const table = new Map<string, Redirect>(rows.map((r) => [r.from, { from: r.from, to: r.to, status: r.status }]));
      return { version, table, body: { version, redirects: rows.map((r) => [r.from, r.to, r.status] as [string, string, 301 | 307]) } };
    })();
    snapshot = loading;
    // A read that a write overtook, or that failed, is not kept.
    loading.then(
      () => {
        if (generation !== started && snapshot === loading) snapshot = undefined;
      },
      () => {
        if (snapshot === loading) snapshot = undefined;
      },
    );
    return loading;
  };

  /** Validates `input` against every other redirect (`id` left out when editing it) and writes it with `store`, under the table's lock. */
  async function save(
    input: z.output<typeof redirectInput>,
    id: number | null,
    store: (tx: Parameters<Parameters<typeof app.write>[1]>[0], r: Redirect) => Promise<RedirectRecord | undefined>,
  ) {
    return app
      .write(RESOURCE, async (tx) => {
        await redirectsRepository.lock(tx);
        const table = await redirectsRepository.table(tx);
        let previous: Redirect | undefined;
        if (id !== null) {
          for (const [from, other] of table) {
            if (other.id !== id) continue;
            previous = other;
            table.delete(from);
          }
          if (!previous) throw notFound('Redirect');
        }
        const from = normalizePath(input.from);
        if (from && table.has(from)) throw new HttpError(409, DUPLICATE, [{ path: 'from', message: DUPLICATE }]);
        let redirect: Redirect;
        try {
          redirect = checkRedirect(input, table, rules);
        } catch (error) {
          refused(error, error instanceof Error ? fieldOf(error.message, input.to) : 'from');
        }
        return { record: orNotFound(await store(tx, redirect), 'Redirect'), previous };
      })
      .catch(duplicate);
  }

  app.get(
    '/redirects',
    {
      onRequest: manage,
      schema: {
        tags,
        summary: 'Every managed redirect, by old address, with its hits; Admin and Publisher',
        security: bearer,
        response: { 200: z.array(redirectRecord), ...errors(401, 403) },
      },
    },
    async () => {
      // Hits not yet written are shown too, so a test of a redirect sees it count at once.
      await flushHits();
      return redirectsRepository.list(app.db);
    },
  );

  app.post(
    '/redirects',
    {
      onRequest: manage,
      schema: {
        tags,
        summary: 'Create a redirect; refused with 400 and the reason (another site, itself, a loop, a chain, a page of the site)',
        security: bearer,
        body: redirectInput,
        response: { 201: redirectRecord, ...errors(400, 401, 403, 409, 413, 415) },
      },
    },
    async (request, reply) => {
      const { record } = await save(request.body, null, (tx, r) => redirectsRepository.create(tx, r));
      app.activity.record(request, { action: 'content_created', outcome: 'success', target: `${RESOURCE}:${record.id}` });
      return reply.code(201).send(record);
    },
  );

  app.put(
    '/redirects/:id',
    {
      onRequest: manage,
      schema: {
        tags,
        summary: 'Change a redirect (its hits are kept)',
        security: bearer,
        params: idParam,
        body: redirectInput,
        response: { 200: redirectRecord, ...errors(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { record, previous } = await save(request.body, id, (tx, r) => redirectsRepository.update(tx, id, r));
      const fields = previous ? (['from', 'to', 'status'] as const).filter((f) => previous[f] !== record[f]) : [];
      if (fields.length) app.activity.record(request, { action: 'content_updated', outcome: 'success', target: `${RESOURCE}:${id}`, fields: [...fields] });
      return record;
    },
  );

  app.delete(
    '/redirects/:id',
    {
      onRequest: manage,
      schema: {
        tags,
        summary: 'Delete a redirect',
        security: bearer,
        params: idParam,
        response: { 204: z.null().describe('Deleted'), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      orNotFound(await app.write(RESOURCE, (tx) => redirectsRepository.remove(tx, id)), 'Redirect');
      app.activity.record(request, { action: 'content_deleted', outcome: 'success', target: `${RESOURCE}:${id}` });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/redirects/export',
    {
      onRequest: manage,
      schema: {
        tags,
        summary: 'Every redirect as CSV (from,to,status), the format the import reads',
        security: bearer,
        produces: ['text/csv'],
        response: { 200: z.string().describe('CSV, UTF-8 with a BOM'), ...errors(401, 403) },
      },
    },
    async (_request, reply) =>
      sendCsv<RedirectRecord>(
        reply,
        'redirects',
        ['from', 'to', 'status'],
        (after) => redirectsRepository.listAfter(app.db, after?.from ?? null, 1000),
        (r) => [r.from, r.to, r.status],
      ),
  );

  app.post(
    '/redirects/import',
    {
      onRequest: manage,
      schema: {
        tags,
        summary:
          'Import a CSV of redirects (from,to[,status]; a header line is optional): all rows or none. A row for an old address that has a redirect replaces its target and kind',
        security: bearer,
        body: csvBody,
        response: {
          200: z.object({ created: z.number().int(), updated: z.number().int() }),
          400: redirectImportProblems.describe('Nothing imported: every bad row with its line number and the reason'),
          ...errors(401, 403, 413, 415),
        },
      },
    },
    async (request) => {
      const text = typeof request.body === 'string' ? request.body : request.body.csv;
      const outcome = await app.write(RESOURCE, async (tx) => {
        await redirectsRepository.lock(tx);
        const table = await redirectsRepository.table(tx);
        const { redirects: rows, problems } = checkImport(text, table, rules);
        if (problems.length) {
          const message = `Nothing was imported: ${problems.length} ${problems.length === 1 ? 'row is' : 'rows are'} wrong`;
          throw new HttpError(400, message, undefined, undefined, { problems });
        }
        if (!rows.length) throw new HttpError(400, 'Nothing was imported: the file holds no redirect', undefined, undefined, { problems: [] });
        const saved: { record: RedirectRecord; created: boolean; before?: Redirect }[] = [];
        // The last row for an old address is the one that stays, as checkImport checked them.
        const last = new Map(rows.map((r) => [r.from, r]));
        for (const redirect of last.values()) saved.push({ ...(await redirectsRepository.upsert(tx, redirect)), before: table.get(redirect.from) });
        return saved;
      });
      let created = 0;
      let updated = 0;
      for (const { record, created: isNew, before } of outcome) {
        const target = `${RESOURCE}:${record.id}`;
        if (isNew) {
          created += 1;
          app.activity.record(request, { action: 'content_created', outcome: 'success', target, reason: 'CSV import' });
          continue;
        }
        const fields = before ? (['to', 'status'] as const).filter((f) => before[f] !== record[f]) : [];
        if (fields.length) {
          updated += 1;
          app.activity.record(request, { action: 'content_updated', outcome: 'success', target, fields: [...fields], reason: 'CSV import' });
        }
      }
      return { created, updated };
    },
  );

  app.get(
    '/redirects/table',
    {
      schema: {
        tags,
        summary: 'Every redirect for the page server, which keeps them in memory; ETag, 304 on If-None-Match',
        response: { 200: redirectTable, 304: z.null().describe('Unchanged') },
      },
    },
    async (request, reply) => {
      const { version, body } = await current();
      const etag = `"${version}"`;
      reply.header('cache-control', 'no-cache').header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      return body;
    },
  );

  app.get(
    '/redirects/resolve',
    {
      schema: {
        tags,
        summary: 'The redirect a path gets (its own, else for /sw/x and /fr/x the English one), counted as a hit; 204 when none',
        querystring: z.object({ path: z.string().max(2000) }),
        response: {
          200: z.object({ from: z.string(), to: z.string(), status: z.union([z.literal(301), z.literal(307)]) }),
          204: z.null().describe('No redirect for this path'),
          ...errors(400),
        },
      },
    },
    // "None" is an answer, not an error: the shell asks for every unknown path it is sent to, and
    // a browser reports each 4xx in the console (docs/redirects.md).
    async (request, reply) => {
      const path = normalizePath(request.query.path);
      const { table } = await current();
      const found = path ? resolveRedirect(table, path) : undefined;
      if (!path || !found) return reply.code(204).send(null);
      // The stored redirect's own path is counted (the English one for /sw/x without its own).
      countHit(table.has(path) ? path : stripLocale(path).path);
      return found;
    },
  );
};

export default redirects;
