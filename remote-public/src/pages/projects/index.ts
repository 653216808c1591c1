// Exposed as `remote_public/pages/projects`.
import type { PrefetchContext } from 'remote_shared/config';
import { contentApi, localeArg } from 'remote_shared/api';
import { posts } from 'remote_shared/content';

export { ProjectsPage as default } from './projects-page';

/** The portfolio is rendered on the server. */
export function prefetch({ dispatch, locale }: PrefetchContext) {
  return dispatch(contentApi(posts).endpoints.getPosts.initiate(localeArg(locale)));
}
