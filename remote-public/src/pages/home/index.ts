// Exposed as `remote_public/pages/home`.
import type { PrefetchContext } from 'remote_shared/config';
import { listPath, localeArg } from 'remote_shared/data';
import { headers } from 'remote_shared/content';

export { HomePage as default } from './home-page';

/** The namespaces of interface strings the page shows besides the core ones (docs/i18n.md): its own, which carries the four values of Why Choose Us (src/messages/companions.json). */
export const messages = ['home'] as const;

/** The hero slides are rendered on the server. */
export function prefetch({ read, locale }: PrefetchContext) {
  return read(listPath(headers, localeArg(locale)));
}
