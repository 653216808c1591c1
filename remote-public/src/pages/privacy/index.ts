// Exposed as `remote_public/pages/privacy`.
import type { PrefetchContext } from 'remote_shared/config';
import { siteApi } from 'remote_shared/api';

export { PrivacyPage as default } from './privacy-page';

/** The retention period the notice states is the one set in the back office, rendered on the server. */
export function prefetch({ dispatch }: PrefetchContext) {
  return dispatch(siteApi.endpoints.getPrivacyNotice.initiate());
}
