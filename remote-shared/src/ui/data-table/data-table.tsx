import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Icon } from '../icon/icon';
import { useUiTexts } from '../texts';
import styles from './data-table.module.css';

export interface DataTableColumn<T> {
  key: string;
  /** Column heading; also the cell's label when rows stack on phones. */
  header: string;
  /** Cell content; by default the row's property named `key`. */
  render?: (row: T) => ReactNode;
  align?: 'start' | 'end';
  /** CSS width of the column on wide screens, e.g. '6rem'. */
  width?: string;
  /** Hide the heading visually (e.g. an Actions column); it stays for screen readers. */
  hideHeader?: boolean;
}

export interface DataTableProps<T> {
  /** The table's accessible name (a caption for screen readers). */
  caption: string;
  columns: DataTableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** Text a row is searched in (lower-cased); without it (and without `total`) there is no search box. */
  searchText?: (row: T) => string;
  /** The search text, controlled from outside (the admin keeps it in the address). */
  search?: string;
  onSearchChange?: (value: string) => void;
  searchLabel?: string;
  searchPlaceholder?: string;
  /** The 1-based page, controlled from outside. */
  page: number;
  onPageChange: (page: number) => void;
  pageSize?: number;
  /**
   * Server mode: `rows` are already the current page of the search, and `total` counts every
   * match. The search box then only reports its text (`onSearchChange`); nothing is filtered here.
   */
  total?: number;
  /** A class for a row (an unread message in bold). */
  rowClassName?: (row: T) => string | undefined;
  /** Shown when there are no rows at all. */
  emptyMessage: ReactNode;
  /** Shown when rows exist but none matches the search. */
  noMatchMessage: ReactNode;
  /** Extra controls beside the search box (an Add button). */
  toolbar?: ReactNode;
}

/** Page numbers to show: all of them when few, else the ends and the neighbours of the current one. */
export function pageItems(current: number, count: number): (number | 'gap')[] {
  if (count <= 7) return Array.from({ length: count }, (_, i) => i + 1);
  const items: (number | 'gap')[] = [1];
  const from = Math.max(2, Math.min(current - 1, count - 4));
  const to = Math.min(count - 1, Math.max(current + 1, 5));
  if (from > 2) items.push('gap');
  for (let n = from; n <= to; n += 1) items.push(n);
  if (to < count - 1) items.push('gap');
  items.push(count);
  return items;
}

/** More columns than this and the cells are packed closer. */
const DENSE_FROM = 6;

function matches(text: string, query: string): boolean {
  return text.toLowerCase().includes(query.trim().toLowerCase());
}

/**
 * A searchable, paged table. Filtering and paging happen here on the rows given (spec §9), or on
 * the server when `total` is given (the contact inbox).
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  searchText,
  search = '',
  onSearchChange,
  searchLabel,
  searchPlaceholder,
  page,
  onPageChange,
  pageSize = 10,
  total: serverTotal,
  rowClassName,
  emptyMessage,
  noMatchMessage,
  toolbar,
}: DataTableProps<T>) {
  const searchId = useId();
  const texts = useUiTexts();
  // The box keeps its own text so typing never waits on the owner's (possibly deferred) update.
  const [draft, setDraft] = useState(search);
  const sent = useRef(search);
  useEffect(() => {
    if (search !== sent.current) {
      sent.current = search;
      setDraft(search);
    }
  }, [search]);

  const server = serverTotal !== undefined;
  const query = search.trim();
  const filtered = query && searchText && !server ? rows.filter((row) => matches(searchText(row), query)) : rows;
  const total = server ? serverTotal : filtered.length;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const start = (current - 1) * pageSize;
  const visible = server ? rows : filtered.slice(start, start + pageSize);
  const from = visible.length === 0 ? 0 : start + 1;
  const to = visible.length === 0 ? 0 : start + visible.length;
  const hasSearch = Boolean(searchText || (server && onSearchChange));
  // The server answers no rows at all only when nothing is held, unless a search narrowed it.
  const nothingHeld = server ? !query : rows.length === 0;

  return (
    <div className={styles.root}>
      {(hasSearch || toolbar) && (
        <div className={styles.toolbar}>
          {hasSearch && (
            <div className={styles.search}>
              <label htmlFor={searchId} className={styles.searchLabel}>
                {searchLabel ?? texts.search}
              </label>
              <span className={styles.searchField}>
                <Icon name="search" size={18} className={styles.searchIcon} />
                <input
                  id={searchId}
                  type="search"
                  className={styles.searchInput}
                  value={draft}
                  placeholder={searchPlaceholder ?? texts.searchPlaceholder}
                  autoComplete="off"
                  onChange={(event) => {
                    setDraft(event.target.value);
                    sent.current = event.target.value;
                    onSearchChange?.(event.target.value);
                  }}
                />
              </span>
            </div>
          )}
          {toolbar && <div className={styles.actions}>{toolbar}</div>}
        </div>
      )}
      <div className={styles.scroller}>
        {/* A table of many columns (the posts') packs its cells closer, so it fits 1280 px in every language. */}
        <table className={[styles.table, columns.length > DENSE_FROM && styles.dense].filter(Boolean).join(' ')}>
          <caption className={styles.caption}>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  style={column.width ? { width: column.width } : undefined}
                  className={[column.align === 'end' && styles.end].filter(Boolean).join(' ') || undefined}
                >
                  {column.hideHeader ? <span className={styles.caption}>{column.header}</span> : column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {visible.length === 0 ? (
              <tr className={styles.emptyRow}>
                <td colSpan={columns.length} className={styles.empty}>
                  {nothingHeld ? emptyMessage : noMatchMessage}
                </td>
              </tr>
            ) : (
              visible.map((row) => (
                <tr key={rowKey(row)} className={rowClassName?.(row)}>
                  {columns.map((column) => (
                    <td
                      key={column.key}
                      data-label={column.hideHeader ? undefined : column.header}
                      className={[column.align === 'end' && styles.end].filter(Boolean).join(' ') || undefined}
                    >
                      <div className={styles.value}>{column.render ? column.render(row) : String((row as Record<string, unknown>)[column.key] ?? '')}</div>
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <div className={styles.footer}>
        <p className={styles.summary} aria-live="polite">
          {texts.showing(from, to, total)}
        </p>
        <nav aria-label={texts.pages(caption)} className={styles.pager}>
          <button type="button" className={styles.pageButton} onClick={() => onPageChange(current - 1)} disabled={current <= 1}>
            <Icon name="chevron-left" size={16} />
            {texts.previous}
          </button>
          {pageItems(current, pageCount).map((item, index) =>
            item === 'gap' ? (
              <span key={`gap-${index}`} className={styles.gap} aria-hidden="true">
                …
              </span>
            ) : (
              <button
                key={item}
                type="button"
                className={`${styles.pageButton} ${styles.number}`}
                aria-label={texts.page(item)}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => item !== current && onPageChange(item)}
              >
                {item}
              </button>
            ),
          )}
          <button type="button" className={styles.pageButton} onClick={() => onPageChange(current + 1)} disabled={current >= pageCount}>
            {texts.next}
            <Icon name="chevron-right" size={16} />
          </button>
        </nav>
      </div>
    </div>
  );
}
