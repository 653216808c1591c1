import { useLocation } from 'react-router-dom';
import { localeArgOfPath, usePublicList } from 'remote_shared/data';
import type { AnyContentType } from 'remote_shared/content';

/**
 * A public list (the team, the projects, the slides...) in the address's language (docs/i18n.md,
 * "Content"): an English address sends the same request as before languages existed.
 */
export function useLocalizedList<T extends AnyContentType>(type: T) {
  return usePublicList(type, localeArgOfPath(useLocation().pathname));
}
