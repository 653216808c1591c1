import type { PrivacyNotice } from 'contracts/inbox';
import { PRIVACY_NOTICE_PATH } from '../data/reads';
import { api } from './base';

/** Public reads that belong to no content type: what the privacy notice states. */
// Tagged 'Retention' like the Admin's setting, so changing it refreshes the notice in the same tab.
export const siteApi = api.enhanceEndpoints({ addTagTypes: ['Retention'] }).injectEndpoints({
  endpoints: (build) => ({
    getPrivacyNotice: build.query<PrivacyNotice, void>({
      query: () => ({ url: PRIVACY_NOTICE_PATH }),
      providesTags: ['Retention'],
    }),
  }),
});

export const { useGetPrivacyNoticeQuery } = siteApi;
