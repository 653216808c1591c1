// Exposed as `remote_public/pages/projects`.
import type { PrefetchContext } from 'remote_shared/config';
import { postsApi } from 'remote_shared/api';

export { ProjectsPage as default } from './projects-page';

/** The portfolio is rendered on the server. */
export function prefetch({ dispatch }: PrefetchContext) {
  return dispatch(postsApi.endpoints.getPosts.initiate());
}
