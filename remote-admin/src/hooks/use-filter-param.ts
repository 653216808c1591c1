import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PAGE_PARAM } from './use-list-params';

const STATE_PARAM = 'state';

/**
 * A section's filter tab kept in the address (`?state=`), so reload, back and forward keep it: the
 * inbox's states, the posts' workflow. A new tab goes back to page 1 and adds a history entry.
 */
export function useFilterParam<K extends string>(isFilter: (value: string | null) => value is K, fallback: K) {
  const [params, setParams] = useSearchParams();
  const raw = params.get(STATE_PARAM);
  const state: K = isFilter(raw) ? raw : fallback;

  const setState = useCallback(
    (value: K) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        if (value === fallback) next.delete(STATE_PARAM);
        else next.set(STATE_PARAM, value);
        next.delete(PAGE_PARAM);
        return next;
      }),
    [setParams, fallback],
  );
  return { state, setState };
}
