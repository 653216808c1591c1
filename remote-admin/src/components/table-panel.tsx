import type { ReactNode } from 'react';
import { Card, DataTable, Spinner, type DataTableColumn } from 'remote_shared/ui';
import { useListParams } from '../hooks/use-list-params';
import { LoadError } from './load-error';
import styles from './section.module.css';

/** The part of an RTK Query list result the panel needs. */
export interface ListQuery<T> {
  data?: readonly T[];
  error?: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface TablePanelProps<T> {
  query: ListQuery<T>;
  caption: string;
  columns: DataTableColumn<T>[];
  rowKey: (row: T) => string | number;
  /** Text a row is searched in here; left out when the server searches (`total` given). */
  searchText?: (row: T) => string;
  searchLabel: string;
  searchPlaceholder: string;
  emptyMessage: ReactNode;
  noMatchMessage: ReactNode;
  /** The heading of the error shown with Retry when the list cannot be loaded. */
  loadFailed: string;
  loadingLabel: string;
  /** Server paging: `query.data` is the current page and `total` counts every match. */
  total?: number;
  rowClassName?: (row: T) => string | undefined;
}

/**
 * A section's list: the table once loaded, the failure with Retry, or a spinner; never a blank panel.
 * Search and page live in the address (use-list-params), 10 rows a page (spec §9), paged here or,
 * with `total`, by the server.
 */
export function TablePanel<T>({ query, loadFailed, loadingLabel, ...table }: TablePanelProps<T>) {
  const { data: rows, error, isFetching, refetch } = query;
  const { search, page, setSearch, setPage } = useListParams();
  return (
    <Card className={styles.panel}>
      {rows ? (
        <DataTable {...table} rows={rows} search={search} onSearchChange={setSearch} page={page} onPageChange={setPage} pageSize={10} />
      ) : error ? (
        <LoadError title={loadFailed} error={error} onRetry={() => void refetch()} retrying={isFetching} />
      ) : (
        <Spinner centered label={loadingLabel} />
      )}
    </Card>
  );
}
