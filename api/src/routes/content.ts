import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam, inputSchema, recordSchema, type Access, type AnyContentType, type Operation } from '@schemas';
import { orNotFound } from '../lib/errors';
import { contentRepository, type ColumnValues } from '../repositories/content';
import { bearer, errors, imageRefused, requestOrigin } from './responses';

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
  const notFound = () => orNotFound(undefined, label.one);

  /** The image policy on image and icon fields (issue 3, point 6): 400 with an issue when refused. */
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

  if (serves('list')) {
    app.get(
      path,
      {
        ...hook(access.list!),
        schema: { tags, summary: `All ${label.many}${access.list === 'public' ? ' (public)' : ''}`, ...security('list'), response: { 200: z.array(record), ...errors(...auth('list')) } },
      },
      async (request, reply) => {
        const key = cached(type.publicCache!);
        if (!key) return repository.list(app.db);
        await app.publicCache.send(request, reply, resource, key, () => repository.list(app.db));
        return reply;
      },
    );
  }

  if (serves('read')) {
    app.get(
      `${path}/:id`,
      {
        ...hook(access.read!),
        schema: { tags, summary: `One ${one}${access.read === 'public' ? ' (public)' : ''}`, ...security('read'), params: idParam, response: { 200: record, ...errors(400, ...auth('read'), 404) } },
      },
      async (request, reply) => {
        const { id } = request.params;
        const key = cached(`${type.publicCache}:${id}`);
        if (!key) return orNotFound(await repository.findById(app.db, id), label.one);
        if (!(await app.publicCache.send(request, reply, resource, key, () => repository.findById(app.db, id)))) notFound();
        return reply;
      },
    );
  }

  if (serves('create')) {
    app.post(
      path,
      {
        ...hook(access.create!),
        schema: { tags, summary: `Create ${article(one)} ${one}`, ...security('create'), body: input, response: { 201: record, ...errors(400, ...auth('create'), 413, 415) } },
      },
      async (request, reply) => {
        const values = columnValues(request, request.body as Record<string, unknown>);
        return reply.code(201).send(await app.write(resource, (tx) => repository.create(tx, values)));
      },
    );
  }

  if (serves('update')) {
    const byBody = type.updateBy === 'body';
    app.put(
      byBody ? path : `${path}/:id`,
      {
        ...hook(access.update!),
        schema: {
          tags,
          summary: byBody ? `Update one ${one} (its id is in the body)` : `Update ${article(one)} ${one}`,
          ...security('update'),
          ...(byBody ? {} : { params: idParam }),
          body: input,
          response: { 200: record, ...errors(400, ...auth('update'), 404, 413, 415) },
        },
      },
      async (request) => {
        const { id: bodyId, ...body } = request.body as Record<string, unknown>;
        const id = byBody ? (bodyId as number) : (request.params as { id: number }).id;
        const values = columnValues(request, byBody ? body : (request.body as Record<string, unknown>));
        return app.write(resource, async (tx) => orNotFound(await repository.update(tx, id, values), label.one));
      },
    );
  }

  if (serves('delete')) {
    app.delete(
      `${path}/:id`,
      {
        ...hook(access.delete!),
        schema: { tags, summary: `Delete ${article(one)} ${one}`, ...security('delete'), params: idParam, response: { 204: z.null().describe('Deleted'), ...errors(400, ...auth('delete'), 404) } },
      },
      async (request, reply) => {
        await app.write(resource, async (tx) => {
          if (!(await repository.remove(tx, request.params.id))) notFound();
        });
        return reply.code(204).send(null);
      },
    );
  }
};
