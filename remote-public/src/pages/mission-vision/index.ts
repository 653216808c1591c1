// Exposed as `remote_public/pages/mission-vision`.
import type { PrefetchContext } from 'remote_shared/config';
import { listPath, localeArg } from 'remote_shared/data';
import { missionVision } from 'remote_shared/content';

export { MissionVisionPage as default } from './mission-vision-page';

/** The namespaces of interface strings the page shows besides the core ones (docs/i18n.md). */
export const messages = ['missionVision'] as const;

/** The statements are rendered on the server. */
export function prefetch({ read, locale }: PrefetchContext) {
  return read(listPath(missionVision, localeArg(locale)));
}
