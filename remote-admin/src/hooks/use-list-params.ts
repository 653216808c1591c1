import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Query names that keep a table's state in the address (docs/decisions/0032-table-state-in-the-address.md). */
const SEARCH_PARAM = 'q';
export const PAGE_PARAM = 'page';

/**
 * A table's search text and page, kept in the address so back, forward and refresh keep them.
 * Typing replaces the entry (no history entry per key) and goes back to page 1; changing page adds one.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const search = params.get(SEARCH_PARAM) ?? '';
  const page = Math.max(1, Number.parseInt(params.get(PAGE_PARAM) ?? '1', 10) || 1);

  const setSearch = useCallback(
    (value: string) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (value) next.set(SEARCH_PARAM, value);
          else next.delete(SEARCH_PARAM);
          next.delete(PAGE_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const setPage = useCallback(
    (value: number) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        if (value > 1) next.set(PAGE_PARAM, String(value));
        else next.delete(PAGE_PARAM);
        return next;
      }),
    [setParams],
  );

  return { search, page, setSearch, setPage };
}
