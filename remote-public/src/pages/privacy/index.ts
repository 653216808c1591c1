// Exposed as `remote_public/pages/privacy`.
import type { PrefetchContext } from 'remote_shared/config';
import { PRIVACY_NOTICE_PATH } from 'remote_shared/data';

export { PrivacyPage as default } from './privacy-page';

/** The namespaces of interface strings the page shows besides the core ones (docs/i18n.md). */
export const messages = ['privacy'] as const;

/** The retention period the notice states is the one set in the back office, rendered on the server. */
export function prefetch({ read }: PrefetchContext) {
  return read(PRIVACY_NOTICE_PATH);
}
