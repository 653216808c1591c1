// Exposed as `remote_public/pages/home`.
import type { PrefetchContext } from 'remote_shared/config';
import { headersApi } from 'remote_shared/api';

export { HomePage as default } from './home-page';

/** The hero slides are rendered on the server. */
export function prefetch({ dispatch }: PrefetchContext) {
  return dispatch(headersApi.endpoints.getHeaders.initiate());
}
