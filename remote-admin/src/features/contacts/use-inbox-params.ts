import type { InboxStateFilter } from 'remote_shared/api';
import { useFilterParam } from '@/hooks/use-filter-param';
import { useListParams } from '@/hooks/use-list-params';
import { isStateFilter } from './inbox-states';

/** The inbox's tab, search text and page, kept in the address (`?state=&q=&page=`). */
export function useInboxParams() {
  const list = useListParams();
  const { state, setState } = useFilterParam<InboxStateFilter>(isStateFilter, 'all');
  return { ...list, state, setState };
}
