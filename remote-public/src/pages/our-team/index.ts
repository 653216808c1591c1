// Exposed as `remote_public/pages/our-team`.
import type { PrefetchContext } from 'remote_shared/config';
import { teamApi } from 'remote_shared/api';

export { OurTeamPage as default } from './our-team-page';

/** The team is rendered on the server. */
export function prefetch({ dispatch }: PrefetchContext) {
  return dispatch(teamApi.endpoints.getTeam.initiate());
}
