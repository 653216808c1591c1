import type { ReactNode } from 'react';
import { useT } from '@/i18n';
import { StatusView } from '../status-view/status-view';

/** The part of an RTK Query list result the view needs. */
interface ListQuery<T> {
  data?: readonly T[];
  isLoading: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface QueryStateProps<T> {
  query: ListQuery<T>;
  /** The spinner's label (spec §2: 'Loading projects...'). */
  loading: string;
  /** A failed load: heading and message, with Retry (never the empty view, docs/decisions/0019-failed-loads-are-never-shown-as-empty-pages.md). */
  error: { title: string; message: ReactNode };
  /** An empty list: heading and message. */
  empty: { title: string; message: string };
  children: (rows: readonly T[]) => ReactNode;
}

/** Every public list's states: loading, error with Retry, empty, or the content. */
function QueryState<T>({ query, loading, error, empty, children }: QueryStateProps<T>) {
  const t = useT();
  const { data, isLoading, isError, isFetching, refetch } = query;
  if (isError && !isFetching)
    return <StatusView kind="error" title={error.title} message={error.message} retry={{ label: t('status.retry'), onClick: () => void refetch() }} />;
  if (isLoading || !data) return <StatusView kind="loading" title={loading} />;
  if (data.length === 0) return <StatusView kind="empty" title={empty.title} message={empty.message} />;
  return children(data);
}

/** QueryState whose content is one element per row, inside a list (or a div) with the given class. */
export function QueryList<T>({
  as: List = 'ul',
  className,
  item,
  ...state
}: Omit<QueryStateProps<T>, 'children'> & { as?: 'ul' | 'div'; className?: string; item: (row: T, index: number) => ReactNode }) {
  return <QueryState {...state}>{(rows) => <List className={className}>{rows.map((row, index) => item(row, index))}</List>}</QueryState>;
}
