// Exposed as `remote_public/pages/our-team`.
import type { PrefetchContext } from 'remote_shared/config';
import { listPath, localeArg } from 'remote_shared/data';
import { teamMembers } from 'remote_shared/content';

export { OurTeamPage as default } from './our-team-page';

/** The namespaces of interface strings the page shows besides the core ones (docs/i18n.md). */
export const messages = ['team'] as const;

/** The team is rendered on the server. */
export function prefetch({ read, locale }: PrefetchContext) {
  return read(listPath(teamMembers, localeArg(locale)));
}
