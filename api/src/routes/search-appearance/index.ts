import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LOCALES,
  SEARCH_PAGE_MESSAGE,
  searchAppearanceBody,
  searchAppearanceList,
  searchAppearanceRecord,
  searchPageOf,
  type SearchAppearanceFields,
  type SearchAppearanceRecord,
} from 'contracts';
import { normalizePath } from 'contracts/redirects';
import { HttpError, notFound } from '../../lib/errors';
import { searchAppearanceRepository } from '../../repositories/search-appearance';
import { bearer, errors, imageRefused, requestOrigin } from '../responses';

const RESOURCE = 'search-appearance';
const FIELDS = ['title', 'description', 'image', 'noindex'] as const;

/** The page an address names, or 400: only the site's public pages, by their English address. */
function pageOf(path: string) {
  const page = searchPageOf(path);
  if (!page) throw new HttpError(400, SEARCH_PAGE_MESSAGE, [{ path: 'path', message: SEARCH_PAGE_MESSAGE }]);
  return page;
}

/** The fields that differ between what was stored and what is saved, as `fr.title` (the audit trail keeps names, never values). */
function changedFields(before: SearchAppearanceRecord, after: Partial<Record<string, SearchAppearanceFields>>): string[] {
  return LOCALES.flatMap((locale) =>
    FIELDS.filter((field) => (before[locale][field] ?? null) !== (after[locale]?.[field] ?? (field === 'noindex' ? false : null))).map(
      (field) => `${locale}.${field}`,
    ),
  );
}

/**
 * The search appearance of the public pages (docs/search-appearance.md): what a fixed page or a
 * record's page shows search engines and link previews, per language. Reads are public (the page
 * server and the public pages apply them); a save is Admin and Publisher's (`search:manage`), in the
 * audit trail as a change of the record (`posts:12`) or of the page.
 */
const searchAppearance: FastifyPluginAsyncZod = async (app) => {
  const tags = ['search appearance'];
  const manage = app.authorize('search:manage');

  app.get(
    '/search-appearance',
    {
      schema: {
        tags,
        summary: 'Every page that has a search title, description, sharing image or noindex set, in any language',
        response: { 200: searchAppearanceList },
      },
    },
    async () => searchAppearanceRepository.list(app.db),
  );

  app.get(
    '/search-appearance/page',
    {
      schema: {
        tags,
        summary:
          'One page’s search appearance in every language, by its English address (`/`, `/about-us`, `/projects/12`); an address with none set, or no page, answers empty fields',
        querystring: z.object({ path: z.string().max(500) }),
        response: { 200: searchAppearanceRecord, ...errors(400) },
      },
    },
    // "Nothing set" for any other address too: the public pages ask on every move in the browser, and
    // a browser reports each 4xx in the console.
    async (request) => {
      const page = searchPageOf(request.query.path);
      if (page) return searchAppearanceRepository.find(app.db, page.path);
      const path = normalizePath(request.query.path);
      if (path === null) throw new HttpError(400, SEARCH_PAGE_MESSAGE, [{ path: 'path', message: SEARCH_PAGE_MESSAGE }]);
      return searchAppearanceRepository.empty(path);
    },
  );

  app.put(
    '/search-appearance',
    {
      onRequest: manage,
      schema: {
        tags,
        summary: 'Set a page’s search appearance in every language (a language left out, or left blank, falls back); Admin and Publisher',
        security: bearer,
        body: searchAppearanceBody,
        response: { 200: searchAppearanceRecord, ...errors(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      const page = pageOf(request.body.path);
      const values: Partial<Record<(typeof LOCALES)[number], SearchAppearanceFields>> = {};
      for (const locale of LOCALES) {
        const fields = request.body[locale];
        if (!fields) continue;
        // The same image policy as the records' image fields (api/README.md, "Images").
        let image = fields.image;
        if (image !== null) {
          image = app.imagePolicy.normalise(image, requestOrigin(request)) ?? null;
          if (image === null) throw imageRefused(`${locale}.image`);
        }
        values[locale] = { ...fields, image };
      }
      const { before, after } = await app.write(RESOURCE, async (tx) => {
        if (page.kind === 'record') {
          const type = app.contentTypes.find((each) => each.name === page.type)!;
          if (!(await searchAppearanceRepository.recordExists(tx, type.table, page.id))) throw notFound(type.label.one);
        }
        const stored = await searchAppearanceRepository.find(tx, page.path);
        await searchAppearanceRepository.save(tx, page.path, values);
        return { before: stored, after: await searchAppearanceRepository.find(tx, page.path) };
      });
      const fields = changedFields(before, values).map((field) => `search.${field}`);
      if (fields.length)
        app.activity.record(request, {
          action: 'content_updated',
          outcome: 'success',
          target: page.kind === 'record' ? `${page.type}:${page.id}` : `${RESOURCE}:${page.path}`,
          fields,
          ...(page.kind === 'record' ? { reason: 'Search appearance' } : {}),
        });
      return after;
    },
  );
};

export default searchAppearance;
