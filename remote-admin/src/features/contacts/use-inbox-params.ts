import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PAGE_PARAM, useListParams } from '@/hooks/use-list-params';
import { isStateFilter } from './inbox-states';
import type { InboxStateFilter } from 'remote_shared/api';

export const STATE_PARAM = 'state';

/**
 * The inbox's tab, search text and page, kept in the address (`?state=&q=&page=`) so reload, back
 * and forward keep them. A new tab goes back to page 1 and adds a history entry, like a page change.
 */
export function useInboxParams() {
  const list = useListParams();
  const [params, setParams] = useSearchParams();
  const raw = params.get(STATE_PARAM);
  const state: InboxStateFilter = isStateFilter(raw) ? raw : 'all';

  const setState = useCallback(
    (value: InboxStateFilter) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        if (value === 'all') next.delete(STATE_PARAM);
        else next.set(STATE_PARAM, value);
        next.delete(PAGE_PARAM);
        return next;
      }),
    [setParams],
  );

  return { ...list, state, setState };
}
