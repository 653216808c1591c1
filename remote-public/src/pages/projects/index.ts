// Exposed as `remote_public/pages/projects`.
import type { PrefetchContext } from 'remote_shared/config';
import { listPath, localeArg } from 'remote_shared/data';
import { posts } from 'remote_shared/content';

export { ProjectsPage as default } from './projects-page';

/** The namespaces of interface strings the page shows besides the core ones (docs/i18n.md). */
export const messages = ['projects'] as const;

/** The portfolio is rendered on the server. */
export function prefetch({ read, locale }: PrefetchContext) {
  return read(listPath(posts, localeArg(locale)));
}
