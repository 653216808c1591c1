// Exposed as `remote_public/pages/project-detail`.
import type { PrefetchContext } from 'remote_shared/config';
import { contentApi, readArg } from 'remote_shared/api';
import { posts } from 'remote_shared/content';
import { projectId } from './project-id';

export { ProjectDetailPage as default } from './project-detail-page';

/** The project is rendered on the server (a missing one answers 404). */
export function prefetch({ dispatch, params, locale }: PrefetchContext) {
  const id = projectId(params.id);
  return id === null ? undefined : dispatch(contentApi(posts).endpoints.getPost.initiate(readArg(id, locale)));
}
