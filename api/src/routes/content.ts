import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SIGNED_IN,
  idParam,
  inputSchema,
  keepsHistory,
  versioned,
  localeQuery,
  localizeRecord,
  recordSchema,
  translationsOf,
  workflowRecordSchema,
  type Access,
  type AnyContentType,
  type ContentLocale,
  type Operation,
  type RecordOf,
} from 'contracts';
import { HttpError, orNotFound } from '../lib/errors';
import { etagOf, expectedVersion } from '../lib/if-match';
import { contentRepository, type ColumnValues } from '../repositories/content';
import { revisionsRepository } from '../repositories/revisions';
import { workflowRepository } from '../repositories/workflow';
import { historyRoutes } from './history';
import type { SaveEdit } from './save-edit';
import { previewRoutes } from './preview';
import { bearer, errors, imageRefused, requestOrigin, staleEdit } from './responses';
import { workflowRoutes } from './workflow';

export interface ContentRoutesOptions {
  type: AnyContentType;
  /** Operations a hand-written route of the type answers instead (e.g. the contact form's create). */
  except?: readonly Operation[];
}

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

/**
 * The CRUD route factory: the routes of spec §7 for one content type, from its declaration. Each
 * operation the declaration gives access to gets its route (list and read answered from the public
 * cache when public), with the type's zod schemas for validation and the OpenAPI document, image
 * addresses checked against the image policy, and every write signalled to the caches.
 */
export const contentRoutes: FastifyPluginAsync<ContentRoutesOptions> = async (parent, { type, except = [] }) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const repository = contentRepository(type);
  const input = inputSchema(type);
  const record = recordSchema(type);
  const { access, resource, label } = type;
  // The declaration holds the full address (the client's); these routes live under the API's prefix.
  const path = type.path.startsWith(`${parent.prefix}/`) ? type.path.slice(parent.prefix.length) : type.path;
  const one = label.one.toLowerCase();
  const tags = [path.split('/').pop()!];
  const serves = (operation: Operation) => access[operation] !== undefined && !except.includes(operation);
  const security = (operation: Operation) => (access[operation] === 'public' ? {} : { security: bearer });
  const auth = (operation: Operation) => (access[operation] === 'public' ? [] : [401, 403]);
  const hook = (given: Access) => {
    const onRequest = app.allow(given);
    return onRequest ? { onRequest } : {};
  };
  /** An operation's route options: who may call it, and its schema under the type's tag, signed in unless public. */
  const route = <S extends object>(operation: Operation, summary: string, schema: S) => ({
    ...hook(access[operation]!),
    schema: { tags, summary, ...security(operation), ...schema },
  });
  const notFound = () => orNotFound(undefined, label.one);

  /** The image policy on image and icon fields (api/README.md, "Images"): 400 with an issue when refused. */
  const columnValues = (request: { server: typeof app; protocol: string; host: string }, body: Record<string, unknown>): ColumnValues => {
    const values: ColumnValues = { ...body };
    const origin = requestOrigin(request as never);
    for (const column of type.writable) {
      const field = type.fields[column]!;
      const value = values[column];
      if (typeof value !== 'string' || (field.kind !== 'image' && field.kind !== 'icon')) continue;
      const stored = field.kind === 'icon' ? app.imagePolicy.normaliseIcon(value, origin) : app.imagePolicy.normalise(value, origin);
      if (stored === undefined) throw imageRefused(column);
      values[column] = stored;
    }
    return values;
  };

  const cached = (key: string) => type.publicCache && access.list === 'public' && key;

  // Translated content (docs/i18n.md, "Content"): `?locale=` on the reads of a type with localized fields.
  const translated = type.localized.length > 0;
  const localeOf = (request: FastifyRequest) => (request.query as { locale?: ContentLocale } | undefined)?.locale;
  const localize = <R extends Record<string, unknown>>(row: R, locale: ContentLocale | undefined) => localizeRecord(type, row, locale);
  /** Each locale is its own cached answer; no locale keeps today's key. */
  const keyIn = (key: string, locale: ContentLocale | undefined) => (locale === undefined ? key : `${key}@${locale}`);
  /** Compared by content: stored jsonb comes back with its keys in its own order. */
  const canonical = (value: unknown) => {
    const translations = translationsOf({ translations: value });
    return JSON.stringify(
      Object.keys(translations)
        .sort()
        .map((locale) => [locale, Object.entries(translations[locale as keyof typeof translations]!).sort()]),
    );
  };

  const workflow = type.workflow ? { ...type.workflow, repository: workflowRepository(type), record: workflowRecordSchema(type) } : undefined;
  // The back office reads every state with its token, never through the public cache (docs/workflow.md).
  const stateQuery =
    workflow &&
    z.object({
      state: z
        .enum([...workflow.states, 'all'] as unknown as [string, ...string[]], { error: `state must be one of: ${[...workflow.states, 'all'].join(', ')}` })
        .optional(),
    });
  const readAnyState = app.authorize(SIGNED_IN);
  // Every save of a type the back office edits keeps a revision (docs/workflow.md, "History").
  const history = keepsHistory(type) ? revisionsRepository(type) : undefined;

  if (serves('list')) {
    app.get(
      path,
      route(
        'list',
        `All ${label.many}${access.list === 'public' ? ' (public)' : ''}${workflow ? `; with a token, \`?state=\` reads drafts and every other state` : ''}`,
        {
          ...(stateQuery ? { querystring: translated ? stateQuery.extend(localeQuery.shape) : stateQuery } : translated ? { querystring: localeQuery } : {}),
          response: {
            200: workflow ? z.union([z.array(workflow.record), z.array(record)]) : z.array(record),
            ...errors(...(workflow ? [400, 401, 403] : auth('list'))),
          },
        },
      ),
      async (request, reply) => {
        const state = (request.query as { state?: string } | undefined)?.state;
        const locale = localeOf(request);
        if (workflow && state !== undefined) {
          await readAnyState.call(app, request, reply, () => undefined);
          return (await workflow.repository.list(app.db, state === 'all' ? undefined : state)).map((row) => localize(row, locale));
        }
        // Public reads carry what is known of their images (docs/performance.md, "Responsive images").
        const load = async () => (await app.images.attach(type, await repository.list(app.db))).map((row) => localize(row, locale));
        const key = cached(keyIn(type.publicCache!, locale));
        if (!key) return load();
        await app.publicCache.send(request, reply, resource, key, load);
        return reply;
      },
    );
  }

  if (serves('read')) {
    app.get(
      `${path}/:id`,
      route('read', `One ${one}${access.read === 'public' ? ' (public)' : ''}`, {
        params: idParam,
        ...(translated ? { querystring: localeQuery } : {}),
        response: { 200: record, ...errors(400, ...auth('read'), 404) },
      }),
      async (request, reply) => {
        const { id } = request.params;
        const locale = localeOf(request);
        const load = async () => {
          const [row] = await app.images.attach(
            type,
            [await repository.findById(app.db, id)].filter((found) => found !== undefined),
          );
          return row && localize(row, locale);
        };
        // Whoever sends a token may edit: they get the tag the PUT checks, so If-Match round-trips
        // from this read (docs/workflow.md, "Conflicts"); anonymous readers keep the cache's own.
        const editTag = versioned(type) && request.headers.authorization !== undefined;
        const key = cached(keyIn(`${type.publicCache}:${id}`, locale));
        if (!key) {
          const row = orNotFound(await load(), label.one);
          if (versioned(type)) reply.header('etag', etagOf((row as { version: number }).version));
          return row;
        }
        if (!(await app.publicCache.send(request, reply, resource, key, load, { editTag }))) notFound();
        return reply;
      },
    );
  }

  if (serves('create')) {
    app.post(
      path,
      route('create', `Create ${article(one)} ${one}`, {
        body: input,
        response: { 201: record, ...errors(400, ...auth('create'), 413, 415) },
      }),
      async (request, reply) => {
        const values = columnValues(request, request.body as Record<string, unknown>);
        const created = await app.write(resource, async (tx) => {
          const created = await repository.create(tx, values);
          if (workflow) {
            // A Publisher's 'Publish Post' publishes at once (spec §4); anyone else's post starts as a draft.
            const user = request.user!;
            const state = (workflow.direct as readonly string[]).includes(user.role) ? workflow.live : workflow.initial;
            await workflow.repository.setState(tx, created.id, { state, author_id: user.id }, false);
          }
          await history?.record(tx, created.id, { action: 'created', by: request.user?.id ?? null });
          return created;
        });
        // The audit trail names the fields given, never their values (docs/workflow.md, "Audit trail").
        const given = [
          ...type.writable.filter((column) => values[column] != null && values[column] !== ''),
          ...(translated && Object.keys(translationsOf(values)).length ? ['translations'] : []),
        ];
        app.activity.record(request, { action: 'content_created', outcome: 'success', target: `${resource}:${created.id}`, fields: given });
        // Writes answer today's English shape; the back office reads translations with `?locale=all`.
        return reply.code(201).send(localize(created, undefined));
      },
    );
  }

  /** The update's core, shared with a restored revision (`SaveEdit`). */
  const saveEdit: SaveEdit = async (request, reply, id, body, expected, kind = { revision: 'updated', activity: 'content_updated' }) => {
    const values = columnValues(request, body);
    const by = request.user!.id;
    let changed: string[] = [];
    const saved = await app.write(resource, async (tx) => {
      const before = orNotFound(await repository.lockVersion(tx, id), label.one);
      changed = type.writable.filter((column) => String(before.values[column] ?? '') !== String(values[column] ?? ''));
      if (translated && values.translations !== undefined && canonical(before.values.translations) !== canonical(values.translations))
        changed.push('translations');
      // Checked under the row's lock, so of two saves from the same version exactly one wins.
      if (expected !== undefined) {
        const now = before;
        if (now.version !== expected) {
          const current = workflow ? await workflow.repository.find(tx, id) : await repository.findById(tx, id);
          const who = now.updated_by_name ? ` by ${now.updated_by_name}` : '';
          throw new HttpError(412, `This ${one} was changed${who} since you opened it. Your changes are not saved yet.`, undefined, undefined, {
            version: now.version,
            changed_at: new Date(now.updated_at).toISOString(),
            changed_by: now.updated_by !== null && now.updated_by_name !== null ? { id: now.updated_by, full_name: now.updated_by_name } : null,
            current: { ...current },
          });
        }
      }
      await history?.baseline(tx, id);
      const edited = await (async () => {
        if (workflow && !(workflow.direct as readonly string[]).includes(request.user!.role)) {
          // An edit of a live record by someone who does not publish waits as a pending draft; the
          // live version stays public until a Publisher publishes the change (docs/workflow.md).
          const current = orNotFound(await workflow.repository.find(tx, id, true), label.one);
          if (current.state === workflow.live) {
            await workflow.repository.savePending(tx, id, values, current.pending_state ?? workflow.initial, by);
            return orNotFound(await repository.findById(tx, id), label.one);
          }
        }
        return orNotFound(await repository.update(tx, id, values, by), label.one);
      })();
      await history?.record(tx, id, { action: kind.revision, detail: kind.detail, by });
      return edited;
    });
    app.activity.record(request, {
      action: kind.activity,
      outcome: 'success',
      target: `${resource}:${id}`,
      fields: changed,
      ...(kind.reason ? { reason: kind.reason } : {}),
    });
    const version = (saved as { version?: number }).version;
    if (version !== undefined) reply.header('etag', etagOf(version));
    return localize(saved as RecordOf<AnyContentType> & Record<string, unknown>, undefined);
  };

  if (serves('update')) {
    const byBody = type.updateBy === 'body';
    app.put(
      byBody ? path : `${path}/:id`,
      route('update', byBody ? `Update one ${one} (its id is in the body)` : `Update ${article(one)} ${one}`, {
        ...(byBody ? {} : { params: idParam }),
        headers: z.looseObject({
          'if-match': z.string().optional().describe('The version the edit started from, as ETag gave it ("3"); without it the update is not checked'),
        }),
        body: input,
        response: { 200: record, ...errors(400, ...auth('update'), 404, 413, 415), 412: staleEdit },
      }),
      async (request, reply) => {
        const { id: bodyId, ...body } = request.body as Record<string, unknown>;
        const id = byBody ? (bodyId as number) : (request.params as { id: number }).id;
        return saveEdit(request, reply, id, byBody ? body : (request.body as Record<string, unknown>), expectedVersion(request.headers['if-match']));
      },
    );
  }

  /** The delete's core, shared with bulk actions (docs/workflow.md, "Bulk actions"). */
  const removeRecord = async (request: FastifyRequest, id: number) => {
    await app.write(resource, async (tx) => {
      // The delete is a revision holding the whole row: an Admin can read it and bring it back.
      await history?.baseline(tx, id);
      await history?.record(tx, id, { action: 'deleted', by: request.user?.id ?? null });
      if (!(await repository.remove(tx, id))) notFound();
    });
    app.activity.record(request, { action: 'content_deleted', outcome: 'success', target: `${resource}:${id}` });
  };

  if (serves('delete')) {
    app.delete(
      `${path}/:id`,
      route('delete', `Delete ${article(one)} ${one}`, {
        params: idParam,
        response: { 204: z.null().describe('Deleted'), ...errors(400, ...auth('delete'), 404) },
      }),
      async (request, reply) => {
        await removeRecord(request, request.params.id);
        return reply.code(204).send(null);
      },
    );
  }

  if (workflow) await app.register(workflowRoutes, { type, path, tags, remove: serves('delete') ? removeRecord : undefined });
  if (history && serves('update')) await app.register(historyRoutes, { type, path, tags, saveEdit });
  if (type.preview) await app.register(previewRoutes, { type, path, tags });
};
