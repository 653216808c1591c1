// Exposed as `remote_public/pages/our-team`.
import type { PrefetchContext } from 'remote_shared/config';
import { contentApi, localeArg } from 'remote_shared/api';
import { teamMembers } from 'remote_shared/content';

export { OurTeamPage as default } from './our-team-page';

/** The team is rendered on the server. */
export function prefetch({ dispatch, locale }: PrefetchContext) {
  return dispatch(contentApi(teamMembers).endpoints.getTeamMembers.initiate(localeArg(locale)));
}
