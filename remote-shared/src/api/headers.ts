import type { Header, HeaderInput } from '../schemas';
import { api, listTags } from './base';

export const headersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Hero slides; a public read without a token (spec §6). */
    getHeaders: build.query<Header[], void>({
      query: () => ({ url: '/api/headers' }),
      providesTags: (rows) => listTags('Header', rows),
    }),
    createHeader: build.mutation<Header, HeaderInput>({
      query: (body) => ({ url: '/api/headers', method: 'POST', body, auth: true }),
      invalidatesTags: [{ type: 'Header', id: 'LIST' }],
    }),
    updateHeader: build.mutation<Header, { id: number; body: HeaderInput }>({
      query: ({ id, body }) => ({ url: `/api/headers/${id}`, method: 'PUT', body, auth: true }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Header', id }, { type: 'Header', id: 'LIST' }],
    }),
    deleteHeader: build.mutation<void, number>({
      query: (id) => ({ url: `/api/headers/${id}`, method: 'DELETE', auth: true }),
      invalidatesTags: (_r, _e, id) => [{ type: 'Header', id }, { type: 'Header', id: 'LIST' }],
    }),
  }),
});

export const { useGetHeadersQuery, useCreateHeaderMutation, useUpdateHeaderMutation, useDeleteHeaderMutation } =
  headersApi;
