// Exposed as `remote_public/pages/project-preview`: a post on its project page before it is public,
// through a signed link (docs/workflow.md, "Preview"). The page server renders it for each request.
import type { PrefetchContext } from 'remote_shared/config';
import { previewPath } from 'remote_shared/data';
import { posts } from 'remote_shared/content';
import { projectId } from '@/pages/project-detail/project-id';

export { ProjectPreviewPage as default } from './project-preview-page';

/** The namespaces of interface strings the page shows besides the core ones (docs/i18n.md): its own, and the project page's it previews. */
export const messages = ['preview', 'project'] as const;

/** The preview is rendered on the server; an expired or forged link answers its own status. */
export function prefetch({ read, params, search }: PrefetchContext) {
  const id = projectId(params.id);
  const token = search.get('token');
  return id === null || !token ? undefined : read(previewPath({ path: posts.path, id, token }));
}
