import type { ContactState, ErasureResult, InboxMessageDetail, InboxPage, InboxSummary, ReplyInput, RetentionSetting, SubjectData } from 'contracts';
import { api } from './base';
import { fetchCsv } from './csv';

/** A state tab of the inbox: one state, or every message but spam. */
export type InboxStateFilter = ContactState | 'all';

/** The inbox's filter: what the list, its CSV export and the address share. */
export interface InboxFilter {
  state: InboxStateFilter;
  q: string;
}

/** The query string of a filter ('all' and an empty search are the API's defaults, so left out). */
export function inboxQueryString({ state, q }: InboxFilter, page?: number): string {
  const params = new URLSearchParams();
  if (page !== undefined) params.set('page', String(page));
  if (q.trim()) params.set('q', q.trim());
  if (state !== 'all') params.set('state', state);
  return params.toString();
}

const INBOX = 'InboxMessage' as const;
const SUMMARY = 'InboxSummary' as const;
const RETENTION = 'Retention' as const;
const LIST = { type: INBOX, id: 'LIST' } as const;
/** A change to one message: it, every page of the list, and the counts behind the tabs and the badge. */
const changed = (id: number) => [{ type: INBOX, id }, LIST, SUMMARY];

/**
 * The contact inbox (docs/inbox.md): the paged list, one message with its replies, states,
 * replies and their retry, the summary behind the sidebar's badge, and the Admin's privacy tools.
 */
export const inboxApi = api.enhanceEndpoints({ addTagTypes: [INBOX, SUMMARY, RETENTION, 'Contact'] }).injectEndpoints({
  endpoints: (build) => ({
    getInboxPage: build.query<InboxPage, InboxFilter & { page: number }>({
      query: ({ page, ...filter }) => ({ url: `/api/contacts?${inboxQueryString(filter, page)}`, auth: true }),
      providesTags: (result) => [...(result?.items ?? []).map(({ id }) => ({ type: INBOX, id })), LIST],
    }),
    getInboxSummary: build.query<InboxSummary, void>({
      query: () => ({ url: '/api/contacts/summary', auth: true }),
      providesTags: [SUMMARY],
    }),
    getInboxMessage: build.query<InboxMessageDetail, number>({
      query: (id) => ({ url: `/api/contacts/${id}`, auth: true }),
      providesTags: (_r, _e, id) => [{ type: INBOX, id }],
    }),
    /** Read, archived (Archive), back to read (Restore), spam, or new again (Not spam). */
    setInboxState: build.mutation<InboxMessageDetail, { id: number; state: ContactState }>({
      query: ({ id, state }) => ({ url: `/api/contacts/${id}`, method: 'PATCH', body: { state }, auth: true }),
      invalidatesTags: (_r, _e, { id }) => changed(id),
    }),
    replyToMessage: build.mutation<InboxMessageDetail, { id: number; body: ReplyInput }>({
      query: ({ id, body }) => ({ url: `/api/contacts/${id}/replies`, method: 'POST', body, auth: true }),
      invalidatesTags: (_r, _e, { id }) => changed(id),
    }),
    retryReply: build.mutation<InboxMessageDetail, { id: number; replyId: number }>({
      query: ({ id, replyId }) => ({ url: `/api/contacts/${id}/replies/${replyId}/retry`, method: 'POST', auth: true }),
      invalidatesTags: (_r, _e, { id }) => changed(id),
    }),
    getSubjectData: build.query<SubjectData, string>({
      query: (email) => ({ url: `/api/privacy/subject?${new URLSearchParams({ email })}`, auth: true }),
      // Always asked afresh: it is an export, and the API records each one.
      keepUnusedDataFor: 0,
    }),
    eraseSubject: build.mutation<ErasureResult, string>({
      query: (email) => ({ url: `/api/privacy/subject?${new URLSearchParams({ email })}`, method: 'DELETE', auth: true }),
      invalidatesTags: [LIST, SUMMARY, { type: 'Contact', id: 'LIST' }],
    }),
    getRetention: build.query<RetentionSetting, void>({
      query: () => ({ url: '/api/privacy/retention', auth: true }),
      providesTags: [RETENTION],
    }),
    setRetention: build.mutation<RetentionSetting, RetentionSetting>({
      query: (body) => ({ url: '/api/privacy/retention', method: 'PUT', body, auth: true }),
      invalidatesTags: [RETENTION],
    }),
  }),
});

export const {
  useGetInboxPageQuery,
  useGetInboxSummaryQuery,
  useGetInboxMessageQuery,
  useSetInboxStateMutation,
  useReplyToMessageMutation,
  useRetryReplyMutation,
  useLazyGetSubjectDataQuery,
  useEraseSubjectMutation,
  useGetRetentionQuery,
  useSetRetentionMutation,
} = inboxApi;

/** The filter as CSV (GET /api/contacts/export.csv); see `fetchCsv`. */
export function fetchInboxCsv(filter: InboxFilter, fetchFn?: typeof fetch): Promise<{ blob: Blob; filename: string }> {
  return fetchCsv('/api/contacts/export.csv', inboxQueryString(filter), 'contacts.csv', fetchFn);
}
