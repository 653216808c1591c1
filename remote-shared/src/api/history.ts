import type { DeletedRecord, RecordHistory } from 'contracts/history';
import { api } from './base';

/** A record of a content type: its API address and RTK Query tag (the declaration's `path`, `typeName`) and its id. */
export interface RecordRef {
  path: string;
  tag: string;
  id: number;
}

/**
 * The history of a record (docs/workflow.md, "History"): its revisions, restoring one, and for an
 * Admin the type's deleted records and bringing one back. Tagged with the record's type, so an edit,
 * a move or a delete of the record refreshes its open history, and a restore refreshes its lists.
 */
export const historyApi = api.enhanceEndpoints<string>({ addTagTypes: [] }).injectEndpoints({
  endpoints: (build) => ({
    getRevisions: build.query<RecordHistory, RecordRef>({
      query: ({ path, id }) => ({ url: `${path}/${id}/revisions`, auth: true }),
      providesTags: (_r, _e, { tag, id }) => [{ type: tag, id }],
    }),
    /** `version`: the record's version the history showed, sent as If-Match (a stale one is a 412). */
    restoreRevision: build.mutation<unknown, RecordRef & { revision: number; version?: number | null }>({
      query: ({ path, id, revision, version }) => ({
        url: `${path}/${id}/revisions/${revision}/restore`,
        method: 'POST',
        auth: true,
        ...(version ? { headers: { 'If-Match': `"${version}"` } } : {}),
      }),
      invalidatesTags: (_r, _e, { tag, id }) => [
        { type: tag, id },
        { type: tag, id: 'LIST' },
      ],
    }),
    getDeleted: build.query<DeletedRecord[], Omit<RecordRef, 'id'>>({
      query: ({ path }) => ({ url: `${path}/deleted`, auth: true }),
      // A delete refreshes the type's lists, this one with them.
      providesTags: (_r, _e, { tag }) => [{ type: tag, id: 'LIST' }],
    }),
    undeleteRecord: build.mutation<unknown, RecordRef>({
      query: ({ path, id }) => ({ url: `${path}/${id}/undelete`, method: 'POST', auth: true }),
      invalidatesTags: (_r, _e, { tag, id }) => [
        { type: tag, id },
        { type: tag, id: 'LIST' },
      ],
    }),
  }),
});

export const { useGetRevisionsQuery, useRestoreRevisionMutation, useGetDeletedQuery, useUndeleteRecordMutation } = historyApi;
