import type { RedirectInput, RedirectRecord } from 'contracts';
import { api, listTags } from './base';
import { fetchCsv } from './csv';

const REDIRECT = 'Redirect' as const;
const LIST = { type: REDIRECT, id: 'LIST' } as const;

/** What an import did: redirects added, and existing ones whose target or kind it changed. */
export interface RedirectImportResult {
  created: number;
  updated: number;
}

/**
 * The managed redirects (docs/redirects.md), Admin and Publisher: the whole list with its hits,
 * create, update, delete, and the all-or-nothing CSV import, whose refusal carries each bad row in
 * the failure's `problems`.
 */
export const redirectsApi = api.enhanceEndpoints({ addTagTypes: [REDIRECT] }).injectEndpoints({
  endpoints: (build) => ({
    getRedirects: build.query<RedirectRecord[], void>({
      query: () => ({ url: '/api/redirects', auth: true }),
      providesTags: (rows) => listTags(REDIRECT, rows),
    }),
    createRedirect: build.mutation<RedirectRecord, RedirectInput>({
      query: (body) => ({ url: '/api/redirects', method: 'POST', body, auth: true }),
      invalidatesTags: [LIST],
    }),
    updateRedirect: build.mutation<RedirectRecord, { id: number; body: RedirectInput }>({
      query: ({ id, body }) => ({ url: `/api/redirects/${id}`, method: 'PUT', body, auth: true }),
      invalidatesTags: (_r, _e, { id }) => [{ type: REDIRECT, id }, LIST],
    }),
    deleteRedirect: build.mutation<void, number>({
      query: (id) => ({ url: `/api/redirects/${id}`, method: 'DELETE', auth: true }),
      invalidatesTags: (_r, _e, id) => [{ type: REDIRECT, id }, LIST],
    }),
    importRedirects: build.mutation<RedirectImportResult, string>({
      query: (csv) => ({ url: '/api/redirects/import', method: 'POST', body: { csv }, auth: true }),
      invalidatesTags: [LIST],
    }),
  }),
});

export const { useGetRedirectsQuery, useCreateRedirectMutation, useUpdateRedirectMutation, useDeleteRedirectMutation, useImportRedirectsMutation } =
  redirectsApi;

/** Every redirect as CSV (GET /api/redirects/export), the format the import reads; see `fetchCsv`. */
export function fetchRedirectsCsv(fetchFn?: typeof fetch): Promise<{ blob: Blob; filename: string }> {
  return fetchCsv('/api/redirects/export', '', 'redirects.csv', fetchFn);
}
