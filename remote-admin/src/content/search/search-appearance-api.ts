import { api } from 'remote_shared/api';
import type { SearchAppearanceBody, SearchAppearanceRecord } from 'remote_shared/schemas';

const TAG = 'SearchAppearance';

/** A page's search appearance (docs/search-appearance.md): read by its English address, saved whole. */
const searchAppearanceApi = api.enhanceEndpoints({ addTagTypes: [TAG] }).injectEndpoints({
  endpoints: (build) => ({
    getSearchAppearance: build.query<SearchAppearanceRecord, string>({
      query: (path) => ({ url: `/api/search-appearance/page?path=${encodeURIComponent(path)}` }),
      providesTags: (_r, _e, path) => [{ type: TAG, id: path }],
    }),
    saveSearchAppearance: build.mutation<SearchAppearanceRecord, SearchAppearanceBody>({
      query: (body) => ({ url: '/api/search-appearance', method: 'PUT', body, auth: true }),
      invalidatesTags: (_r, _e, { path }) => [{ type: TAG, id: path }],
    }),
  }),
});

export const { useGetSearchAppearanceQuery, useSaveSearchAppearanceMutation } = searchAppearanceApi;
