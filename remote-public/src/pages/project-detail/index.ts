// Exposed as `remote_public/pages/project-detail`.
import type { PrefetchContext } from 'remote_shared/config';
import { readArg, readPath } from 'remote_shared/data';
import { posts } from 'remote_shared/content';
import { projectId } from './project-id';

export { ProjectDetailPage as default } from './project-detail-page';

/** The namespaces of interface strings the page shows besides the core ones (docs/i18n.md). */
export const messages = ['project'] as const;

/** The project is rendered on the server (a missing one answers 404). */
export function prefetch({ read, params, locale }: PrefetchContext) {
  const id = projectId(params.id);
  return id === null ? undefined : read(readPath(posts, readArg(id, locale)));
}
