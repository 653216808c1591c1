import type { PrivacyNotice } from '../schemas/inbox';
import { api } from './base';

/** Public reads that belong to no content type: what the privacy notice states. */
export const siteApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPrivacyNotice: build.query<PrivacyNotice, void>({
      query: () => ({ url: '/api/privacy/notice' }),
    }),
  }),
});

export const { useGetPrivacyNoticeQuery } = siteApi;
