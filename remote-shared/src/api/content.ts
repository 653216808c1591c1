import type { Api, BaseQueryFn, MutationDefinition, QueryDefinition, coreModuleName, reactHooksModuleName } from '@reduxjs/toolkit/query/react';
import type { AnyContentType, InputOf, RecordOf } from 'contracts/content/content-type';
import { listPath, readPath, withLocale, type LocaleArg, type ReadArg } from '../data/reads';
import { api, listTags, type ApiFailure, type ApiRequest } from './base';

export { localeArg, localeArgOfPath, readArg } from '../data/reads';
export type { LocaleArg, ReadArg } from '../data/reads';

type Base = BaseQueryFn<ApiRequest, unknown, ApiFailure>;
type Query<Result, Arg> = QueryDefinition<Arg, Base, string, Result, 'api'>;
type Mutation<Result, Arg> = MutationDefinition<Arg, Base, string, Result, 'api'>;

/** The names RTK Query knows a type's endpoints by, e.g. getPosts, getPost, createPost, updatePost, deletePost. */
type ListName<T extends AnyContentType> = `get${Capitalize<T['name']>}`;
type AdminListName<T extends AnyContentType> = `getAdmin${Capitalize<T['name']>}`;
type ReadName<T extends AnyContentType> = `get${T['typeName']}`;
type CreateName<T extends AnyContentType> = `create${T['typeName']}`;
type UpdateName<T extends AnyContentType> = `update${T['typeName']}`;
type DeleteName<T extends AnyContentType> = `delete${T['typeName']}`;

/**
 * `updateBy: 'body'` types send the whole item, id included (spec §7, mission-vision). `version`: the
 * record's version the edit started from, sent as If-Match (none: the update is not checked).
 */
export type UpdateArg<T extends AnyContentType> = (NonNullable<T['updateBy']> extends 'body' ? InputOf<T> : { id: number; body: InputOf<T> }) & {
  version?: number;
};

type ContentDefinitions<T extends AnyContentType> = Record<ListName<T>, Query<RecordOf<T>[], LocaleArg | void>> &
  Record<AdminListName<T>, Query<RecordOf<T>[], void>> &
  // A type whose one name is its plural too (MissionVision) has no read endpoint: no name clash.
  (ReadName<T> extends ListName<T> ? unknown : Record<ReadName<T>, Query<RecordOf<T>, ReadArg>>) &
  Record<CreateName<T>, Mutation<RecordOf<T>, InputOf<T>>> &
  Record<UpdateName<T>, Mutation<RecordOf<T>, UpdateArg<T>>> &
  Record<DeleteName<T>, Mutation<void, number>>;

export type ContentApi<T extends AnyContentType> = Api<Base, ContentDefinitions<T>, 'api', string, typeof coreModuleName | typeof reactHooksModuleName>;

const capitalize = (name: string) => `${name[0]!.toUpperCase()}${name.slice(1)}`;

/** The names of a type's endpoints, for code that works on any type (the admin's generic section). */
export function endpointNames<T extends AnyContentType>(type: T) {
  return {
    list: `get${capitalize(type.name)}` as ListName<T>,
    adminList: `getAdmin${capitalize(type.name)}` as AdminListName<T>,
    read: `get${type.typeName}` as ReadName<T>,
    create: `create${type.typeName}` as CreateName<T>,
    update: `update${type.typeName}` as UpdateName<T>,
    remove: `delete${type.typeName}` as DeleteName<T>,
  };
}

const injected = new Map<string, unknown>();

/**
 * The RTK Query endpoints of a content type, derived from its declaration and injected once into
 * the one API slice: the list (public reads send no token, spec §6), the dashboard's list (with the
 * token where the declaration says so), one record, and create, update and delete. Each record is
 * tagged `{ type: typeName, id }` and each list `LIST`, so a write refreshes exactly what it changed.
 */
export function contentApi<T extends AnyContentType>(type: T): ContentApi<T> {
  const known = injected.get(type.name);
  if (known) return known as ContentApi<T>;
  const tag = type.typeName;
  const names = endpointNames(type);
  const listIsPublic = type.access.list === 'public';
  const translated = type.localized.length > 0;
  const itemTags = (id: number) => [
    { type: tag, id },
    { type: tag, id: 'LIST' },
  ];
  const withTag = api.enhanceEndpoints({ addTagTypes: [tag] });
  const created = withTag.injectEndpoints({
    endpoints: (build) => ({
      [names.list]: build.query<unknown[], LocaleArg | void>({
        query: (locale) => ({ url: listPath(type, locale), auth: !listIsPublic }),
        providesTags: (rows) => listTags(tag, rows as { id: number }[] | undefined),
      }),
      [names.adminList]: build.query<unknown[], void>({
        // A type with a publication workflow: every state, read with the token, never from the public cache (docs/workflow.md).
        // With every translation: the back office edits them and marks what is missing (docs/i18n.md, "Content").
        query: () => {
          const all = translated ? 'all' : undefined;
          return type.workflow
            ? { url: withLocale(`${type.path}?state=all`, all), auth: true }
            : { url: withLocale(type.path, all), auth: !listIsPublic || Boolean(type.admin?.readWithToken) };
        },
        providesTags: (rows) => listTags(tag, rows as { id: number }[] | undefined),
      }),
      ...(type.access.read && names.read !== names.list
        ? {
            [names.read]: build.query<unknown, ReadArg>({
              query: (arg) => ({ url: readPath(type, arg), auth: type.access.read !== 'public' }),
              providesTags: (_r, _e, arg) => [{ type: tag, id: typeof arg === 'number' ? arg : arg.id }],
            }),
          }
        : {}),
      [names.create]: build.mutation<unknown, unknown>({
        query: (body) => ({ url: type.path, method: 'POST', body, auth: type.access.create !== 'public' }),
        invalidatesTags: [{ type: tag, id: 'LIST' }],
      }),
      [names.update]: build.mutation<unknown, { id: number; body?: unknown; version?: number }>({
        // The version the edit started from goes as If-Match, so a stale save is refused, not lost (docs/workflow.md, "Conflicts").
        query: ({ version, ...arg }) => ({
          ...(type.updateBy === 'body' ? { url: type.path, body: arg } : { url: `${type.path}/${arg.id}`, body: arg.body }),
          method: 'PUT',
          auth: true,
          ...(version === undefined ? {} : { headers: { 'If-Match': `"${version}"` } }),
        }),
        invalidatesTags: (_r, _e, { id }) => itemTags(id),
      }),
      [names.remove]: build.mutation<void, number>({
        query: (id) => ({ url: `${type.path}/${id}`, method: 'DELETE', auth: true }),
        invalidatesTags: (_r, _e, id) => itemTags(id),
      }),
    }),
  }) as unknown as ContentApi<T>;
  injected.set(type.name, created);
  return created;
}
