import type { BulkAction, BulkResponse } from 'contracts/bulk';
import { api } from './base';

export interface TransitionArg {
  /** The type's API address and RTK Query tag (from its declaration: `path`, `typeName`). */
  path: string;
  tag: string;
  id: number;
  transition: string;
  comment?: string;
  /** `schedule`: when it goes live, an ISO time with its offset. */
  publish_at?: string;
}

export interface BulkArg {
  path: string;
  tag: string;
  action: BulkAction;
  ids: number[];
}

/**
 * `POST {path}/{id}/transitions`: moves a record through its type's publication workflow
 * (docs/workflow.md). Refreshes the record and its lists, the back office's and the public one.
 */
// Tagged with the record's type (its declaration's typeName), which contentApi registered.
export const workflowApi = api.enhanceEndpoints<string>({ addTagTypes: [] }).injectEndpoints({
  endpoints: (build) => ({
    transitionContent: build.mutation<unknown, TransitionArg>({
      query: ({ path, id, tag: _tag, ...body }) => ({
        url: `${path}/${id}/transitions`,
        method: 'POST',
        body: Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)),
        auth: true,
      }),
      invalidatesTags: (_r, _e, { tag, id }) => [
        { type: tag, id },
        { type: tag, id: 'LIST' },
      ],
    }),
    /** `POST {path}/bulk`: one action on several records, answered id by id (docs/workflow.md, "Bulk actions"). */
    bulkContent: build.mutation<BulkResponse, BulkArg>({
      query: ({ path, action, ids }) => ({ url: `${path}/bulk`, method: 'POST', body: { action, ids }, auth: true }),
      // Some ids may have moved even when the request failed on the way back: refresh them all.
      invalidatesTags: (_r, _e, { tag, ids }) => [...ids.map((id) => ({ type: tag, id })), { type: tag, id: 'LIST' }],
    }),
  }),
});

export const { useTransitionContentMutation, useBulkContentMutation } = workflowApi;
