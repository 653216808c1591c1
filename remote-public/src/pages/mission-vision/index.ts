// Exposed as `remote_public/pages/mission-vision`.
import type { PrefetchContext } from 'remote_shared/config';
import { missionVisionApi } from 'remote_shared/api';

export { MissionVisionPage as default } from './mission-vision-page';

/** The statements are rendered on the server. */
export function prefetch({ dispatch }: PrefetchContext) {
  return dispatch(missionVisionApi.endpoints.getMissionVision.initiate());
}
