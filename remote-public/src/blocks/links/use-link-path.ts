import { useCallback } from 'react';
import { unlocalizePath } from 'remote_shared/i18n';
import { useLocalePath } from '@/i18n';

/**
 * The address of a link a block was given, in the page's language: an English path (`/contact`)
 * becomes `/sw/contact` on a Kiswahili page; one already in a language, or an external address,
 * stays as it is. Blocks take English paths, and a caller that localized its own gets it back.
 */
export function useLinkPath(): (path: string) => string {
  const lp = useLocalePath();
  return useCallback((path: string) => (unlocalizePath(path) === path ? lp(path) : path), [lp]);
}
