// Exposed as `remote_public/pages/home`.
import type { PrefetchContext } from 'remote_shared/config';
import { contentApi, localeArg } from 'remote_shared/api';
import { headers } from 'remote_shared/content';

export { HomePage as default } from './home-page';

/** The hero slides are rendered on the server. */
export function prefetch({ dispatch, locale }: PrefetchContext) {
  return dispatch(contentApi(headers).endpoints.getHeaders.initiate(localeArg(locale)));
}
