import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ActivityFilter } from 'remote_shared/api';
import { AUDIT_ACTIONS, type AuditAction } from 'remote_shared/schemas';
import { PAGE_PARAM, useListParams } from '@/hooks/use-list-params';

type Name = 'actor' | 'type' | 'action' | 'from' | 'to';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filter as the address holds it; values the API would refuse are dropped, not sent. */
function filterOf(params: URLSearchParams): ActivityFilter {
  const actor = Number(params.get('actor'));
  const action = params.get('action');
  const type = params.get('type');
  const day = (name: string) => (DAY.test(params.get(name) ?? '') ? params.get(name)! : undefined);
  return {
    ...(Number.isInteger(actor) && actor > 0 ? { actor } : {}),
    ...(type && /^[a-z][a-z_-]{0,39}$/.test(type) ? { type } : {}),
    ...(action && (AUDIT_ACTIONS as readonly string[]).includes(action) ? { action: action as AuditAction } : {}),
    ...(day('from') ? { from: day('from') } : {}),
    ...(day('to') ? { to: day('to') } : {}),
  };
}

/** The Activity section's filters and page, kept in the address like the inbox's (`?actor=&type=&action=&from=&to=&page=`). */
export function useActivityParams() {
  const { page, setPage } = useListParams();
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  /** A changed filter goes back to page 1 and adds a history entry. */
  const setFilter = useCallback(
    (name: Name, value: string) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set(name, value);
        else next.delete(name);
        next.delete(PAGE_PARAM);
        return next;
      }),
    [setParams],
  );
  const clear = useCallback(() => setParams(new URLSearchParams()), [setParams]);
  return { filter, page, setPage, setFilter, clear };
}
