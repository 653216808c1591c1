import type { ReactNode } from 'react';
import { Card, Spinner } from 'remote_shared/ui';
import type { ListQuery } from './table-panel';
import { LoadError } from './load-error';

/**
 * The states of a section that is not a table (the card grids): the content once loaded, the
 * empty state, the failure with Retry, or a spinner; never a blank panel.
 */
export function QueryPanel<T>({
  query,
  loadFailed,
  loadingLabel,
  empty,
  children,
}: {
  query: ListQuery<T>;
  loadFailed: string;
  loadingLabel: string;
  empty: ReactNode;
  children: (rows: readonly T[]) => ReactNode;
}) {
  const { data: rows, error, isFetching, refetch } = query;
  if (rows && rows.length > 0) return children(rows);
  return (
    <Card>
      {rows ? (
        empty
      ) : error ? (
        <LoadError title={loadFailed} error={error} onRetry={() => void refetch()} retrying={isFetching} />
      ) : (
        <Spinner centered label={loadingLabel} />
      )}
    </Card>
  );
}
