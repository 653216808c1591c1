// Exposed as `remote_public/pages/mission-vision`.
import type { PrefetchContext } from 'remote_shared/config';
import { contentApi, localeArg } from 'remote_shared/api';
import { missionVision } from 'remote_shared/content';

export { MissionVisionPage as default } from './mission-vision-page';

/** The statements are rendered on the server. */
export function prefetch({ dispatch, locale }: PrefetchContext) {
  return dispatch(contentApi(missionVision).endpoints.getMissionVision.initiate(localeArg(locale)));
}
