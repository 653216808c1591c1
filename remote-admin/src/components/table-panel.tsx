import type { ReactNode } from 'react';
import { Card, DataTable, Spinner, type DataTableColumn } from 'remote_shared/ui';
import { useListParams } from '../hooks/use-list-params';
import { LoadError } from './load-error';
import { TableSkeleton } from './table-skeleton';
import styles from './section.module.css';

/** The part of an RTK Query list result the panel needs. */
export interface ListQuery<T> {
  data?: readonly T[];
  error?: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/** What a list says: its caption, search box, empty and failed states (a section's texts fit). */
interface TableTexts {
  caption: string;
  searchLabel?: string;
  searchPlaceholder?: string;
  empty: ReactNode;
  /** When a search matches nothing; `empty` when left out. */
  noMatch?: ReactNode;
  /** The heading of the error shown with Retry when the list cannot be loaded. */
  loadFailed: string;
  loadingLabel: string;
}

export interface TablePanelProps<T> {
  query: ListQuery<T>;
  texts: TableTexts;
  columns: DataTableColumn<T>[];
  rowKey: (row: T) => string | number;
  /** Text a row is searched in here; left out when the server searches (`total` given). */
  searchText?: (row: T) => string;
  /** Server paging: `query.data` is the current page and `total` counts every match. */
  total?: number;
  rowClassName?: (row: T) => string | undefined;
  /** false: no search box (a list filtered by other controls, the Activity section). */
  searchable?: boolean;
  /** While loading, grey rows the shape of the table instead of a spinner. */
  skeleton?: boolean;
}

/**
 * A section's list: the table once loaded, the failure with Retry, or a spinner (or a skeleton); never a blank panel.
 * Search and page live in the address (use-list-params), 10 rows a page (spec §9), paged here or,
 * with `total`, by the server.
 */
export function TablePanel<T>({ query, texts, searchable = true, skeleton = false, ...table }: TablePanelProps<T>) {
  const { data: rows, error, isFetching, refetch } = query;
  const { loadFailed, loadingLabel } = texts;
  const { search, page, setSearch, setPage } = useListParams();
  return (
    <Card className={styles.panel}>
      {rows ? (
        <DataTable
          {...table}
          caption={texts.caption}
          searchLabel={texts.searchLabel ?? ''}
          searchPlaceholder={texts.searchPlaceholder ?? ''}
          emptyMessage={texts.empty}
          noMatchMessage={texts.noMatch ?? texts.empty}
          rows={rows}
          search={search}
          onSearchChange={searchable ? setSearch : undefined}
          page={page}
          onPageChange={setPage}
          pageSize={10}
        />
      ) : error ? (
        <LoadError title={loadFailed} error={error} onRetry={() => void refetch()} retrying={isFetching} />
      ) : skeleton ? (
        <TableSkeleton columns={table.columns.length} label={loadingLabel} />
      ) : (
        <Spinner centered label={loadingLabel} />
      )}
    </Card>
  );
}
