// A section's table, drawn from its declaration's `admin.list` (spec §2, §9): each column's cell
// by its field's kind (an image's thumbnail, a person's photo, a choice's badge, long text clamped,
// dates readable), the missing-translation badge in the first column of text, then the columns a
// workflow adds and the row's actions; searched by `admin.search`, 10 rows a page.
import type { ReactNode } from 'react';
import type { AnyContentType, Field, ListColumn } from 'remote_shared/schemas';
import { Badge, type DataTableColumn } from 'remote_shared/ui';
import { TablePanel, type ListQuery } from '@/components/table-panel';
import { translateText, useT, type T } from '@/i18n';
import { displayDate } from '@/lib/dates';
import { fieldsOf, listColumns, type Row } from './fields';
import type { ListWords } from './section-words';
import { Thumbnail } from './thumbnail';
import { MissingTranslations } from './translations';
import styles from '@/components/section.module.css';

/** From this many columns besides the actions, the Actions heading is hidden. */
const MANY_COLUMNS = 6;

const blank = (value: unknown) => value === null || value === undefined || value === '';

/** A cell by the column and its field's kind; `first`: the column that names the row (shown strong). */
function cell(t: T, column: ListColumn, field: Field, first: boolean, nameOf: (row: Row) => string) {
  return (row: Row): ReactNode => {
    const value = row[column.field];
    if (field.kind === 'image')
      return column.show === 'avatar' ? <Thumbnail src={value as string | null} alt={nameOf(row)} avatar /> : <Thumbnail src={value as string | null} />;
    // A choice shows as stored (spec §4), its default when blank.
    if (column.show === 'badge')
      return <Badge tone={column.tones?.[String(value || field.default)] ?? 'warning'}>{String(value || field.default || '')}</Badge>;
    if (blank(value)) return <span className={styles.muted}>{t('content.notSet')}</span>;
    if (field.kind === 'generated') return <span className={styles.nowrap}>{displayDate(String(value))}</span>;
    if (field.kind === 'longText') return <span className={styles.clamp}>{String(value)}</span>;
    const below = column.below && !blank(row[column.below]) ? <span className={styles.muted}>{String(row[column.below])}</span> : null;
    // A date is shown as stored, the long English form of spec §3 ('March 5, 2025').
    return first || below ? (
      <>
        <span className={first ? styles.strong : undefined}>{String(value)}</span>
        {below}
      </>
    ) : (
      String(value)
    );
  };
}

/** The declared columns, the missing-translation badge in the first one of text (spec §2 fixes each table's columns). */
export function declaredColumns(type: AnyContentType, t: T, nameOf: (row: Row) => string): DataTableColumn<Row>[] {
  const fields = fieldsOf(type);
  const columns = listColumns(type);
  const first = columns.findIndex((column) => fields[column.field]!.kind !== 'image');
  return columns.map((column, index) => {
    const field = fields[column.field]!;
    const render = cell(t, column, field, index === first, nameOf);
    return {
      key: column.field,
      // The declaration's words arrive in English ('Position').
      header: translateText(column.label ?? field.label),
      ...(field.kind === 'image' ? { width: column.show === 'avatar' ? '5rem' : '6rem' } : {}),
      render:
        index === first && type.localized.length
          ? (row: Row) => (
              <>
                {render(row)} <MissingTranslations type={type} record={row} />
              </>
            )
          : render,
    };
  });
}

export function ContentTable({
  type,
  words,
  query,
  columns,
  actions,
}: {
  type: AnyContentType;
  words: ListWords;
  query: ListQuery<Row>;
  /** Every column but the actions: the declared ones and a workflow's. */
  columns: DataTableColumn<Row>[];
  actions: (row: Row) => ReactNode;
}) {
  const t = useT();
  const search = type.admin!.search;
  return (
    <TablePanel
      query={query}
      texts={words}
      // A table of many columns (the posts') leaves the Actions heading to screen readers: on a
      // phone its buttons then take the card's whole width.
      columns={[
        ...columns,
        { key: 'actions', header: t('content.section.actions'), hideHeader: columns.length >= MANY_COLUMNS, align: 'end', render: actions },
      ]}
      rowKey={(row) => row.id}
      searchText={search.length ? (row) => search.map((field) => String(row[field] ?? '')).join(' ') : undefined}
    />
  );
}
