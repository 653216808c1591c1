// Exposed as `remote_public/pages/mission-vision`.
import type { PrefetchContext } from 'remote_shared/config';
import { listPath, localeArg } from 'remote_shared/data';
import { missionVision } from 'remote_shared/content';

export { MissionVisionPage as default } from './mission-vision-page';

/** The statements are rendered on the server. */
export function prefetch({ read, locale }: PrefetchContext) {
  return read(listPath(missionVision, localeArg(locale)));
}
