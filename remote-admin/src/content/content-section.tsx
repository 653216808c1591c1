import { useState, type ComponentType, type ReactNode } from 'react';
import { keepsHistory, type AnyContentType, type Field } from 'remote_shared/schemas';
import { Button, Icon, type DataTableColumn } from 'remote_shared/ui';
import { PageHeader } from '../components/page-header';
import { RowActions } from '../components/row-actions';
import { TablePanel } from '../components/table-panel';
import { useConfirmedDelete } from '../hooks/use-confirmed-delete';
import { usePermissions } from '../hooks/use-permissions';
import { t as tNow, translateText, useT, type T } from '@/i18n';
import { displayDate } from '../lib/dates';
import { ContentForm } from './content-form';
import { DeletedRecords } from './deleted-records';
import { useSectionList } from './endpoints';
import { HistoryButton, useHistoryPanel } from './history-panel';
import { Thumbnail } from './thumbnail';
import { MissingTranslations, useMissingFilter } from './translations';
import styles from '../components/section.module.css';

type Row = { id: number } & Record<string, unknown>;

export { Thumbnail };

export interface SectionTexts {
  addLabel: string;
  caption: string;
  searchLabel: string;
  searchPlaceholder: string;
  empty: string;
  noMatch: string;
  loadFailed: string;
  loadingLabel: string;
  deleteTitle: string;
  deleteQuestion: string;
  deleted: string;
  deleteFailed: string | ((reason: string) => string);
  /** Said above the table when the role may not change anything, or only some things. */
  readOnlyNote?: string;
}

/**
 * The texts of a section nobody wrote texts for (a new type): from its declaration's labels, which
 * arrive in English ('Team member', 'team members'). `t`: a component's, so they follow its language.
 */
export function defaultSectionTexts(type: AnyContentType, t: T = tNow): SectionTexts {
  const one = translateText(type.label.one);
  const many = translateText(type.label.many);
  const title = translateText(type.admin?.title ?? type.label.one);
  const lower = one.toLowerCase();
  const searched = (type.admin?.search ?? []).map((name) => translateText((type.fields[name] as Field).label).toLowerCase());
  return {
    addLabel: t('content.section.add'),
    caption: title,
    // Composed ('Search faq'): a message 'Search {title}' would be read by translateText into the API's 'Search text must be…'.
    searchLabel: `${t('ui.search')} ${title.toLowerCase()}`,
    searchPlaceholder: searched.join(` ${t('content.or')} `).replace(/^./, (c) => c.toUpperCase()),
    empty: t('content.section.empty', { many }),
    noMatch: t('content.section.noMatch', { many }),
    loadFailed: t('content.section.loadFailed', { many }),
    loadingLabel: t('content.section.loading', { many }),
    deleteTitle: t('content.section.deleteTitle', { one: lower }),
    deleteQuestion: t('content.section.deleteQuestion', { one: lower }),
    // Its message is wrapped in a select on `one` so that translateText does not take it for the
    // pattern of every API message ending in 'deleted' ('This team member is not deleted').
    deleted: t('content.section.deleted', { one }),
    deleteFailed: t('content.section.deleteFailed', { one: lower }),
  };
}

/** A list cell by the field's kind: an image's thumbnail, long text clamped, dates readable. */
function defaultCell(t: T, name: string, field: Field, first: boolean) {
  return (row: Row): ReactNode => {
    const value = row[name];
    if (field.kind === 'image') return <Thumbnail src={value as string | null} />;
    if (value == null || value === '') return <span className={styles.muted}>{t('content.notSet')}</span>;
    if (field.kind === 'generated') return <span className={styles.nowrap}>{displayDate(String(value))}</span>;
    if (field.kind === 'longText') return <span className={styles.clamp}>{String(value)}</span>;
    return first ? <span className={styles.strong}>{String(value)}</span> : String(value);
  };
}

export interface EditFormProps<R> {
  record: R | null;
  onClose: () => void;
}

export interface ContentSectionProps<R extends Row> {
  type: AnyContentType;
  texts?: Partial<SectionTexts>;
  /** Columns in place of the ones derived from `admin.list` (the Actions column is added). */
  columns?: DataTableColumn<R>[];
  /** The text a row is named by in its buttons and the delete dialog. */
  name?: (row: R) => string;
  detail?: (row: R) => string;
  /** The create/edit form; the form derived from the fields when not given. */
  Form?: ComponentType<EditFormProps<R>>;
  /** Hide the Actions column header (posts, users). */
  hideActionsHeader?: boolean;
  /** Above the table: filters such as the posts' workflow tabs. */
  toolbar?: (rows: readonly R[] | undefined) => ReactNode;
  /** The rows the table shows of the loaded list (a tab's). */
  select?: (rows: readonly R[]) => readonly R[];
}

/**
 * A content type's back-office section: its title, Add, the searchable and paged table of
 * `admin.list` (spec §2, §9), Edit and a confirmed Delete, each shown only to a role its
 * declaration allows. A type with no section of its own gets this one as it is.
 */
export function ContentSection<R extends Row>({ type, texts: given, columns, name, detail, Form, hideActionsHeader = false, toolbar, select }: ContentSectionProps<R>) {
  const t = useT();
  const texts = { ...defaultSectionTexts(type, t), ...given };
  const admin = type.admin!;
  const { list, removeById } = useSectionList<R>(type, texts.loadFailed);
  const { allows, can } = usePermissions();
  const [form, setForm] = useState<{ record: R | null } | null>(null);

  const fields = type.fields as Record<string, Field>;
  const nameOf = name ?? ((row: R) => String(row[admin.list.find((f) => fields[f]!.kind !== 'image') ?? 'id']));
  // Every record's history, and the deleted ones for an Admin (docs/workflow.md, "History").
  const history = useHistoryPanel<R>(type, nameOf);
  const showHistory = keepsHistory(type) && history.allowed;
  const showDeleted = keepsHistory(type) && can('history:deleted') && allows(type, 'delete');
  const deletion = useConfirmedDelete<R>({
    remove: (row) => removeById(row.id),
    title: texts.deleteTitle,
    question: texts.deleteQuestion,
    detail: detail ?? nameOf,
    deleted: texts.deleted,
    failed: texts.deleteFailed,
  });

  const canCreate = allows(type, 'create');
  const canUpdate = allows(type, 'update');
  const canDelete = allows(type, 'delete');
  const derived: DataTableColumn<R>[] = admin.list.map((field, index) => ({
    key: field,
    header: translateText(fields[field]!.label),
    ...(fields[field]!.kind === 'image' ? { width: '6rem' } : {}),
    render: defaultCell(t, field, fields[field]!, index === admin.list.findIndex((f) => fields[f]!.kind !== 'image')),
  }));
  // Which records lack a translation, and a filter for them (docs/i18n.md, "Content").
  const missing = useMissingFilter<R>(type);
  // The badge goes in the first column of a declared text field (a post's title, a member's name),
  // not in a selection or image column: the spec fixes each table's columns (spec §2).
  const shown = columns ?? derived;
  const named = type.localized.length ? shown.findIndex((column) => fields[column.key] !== undefined && fields[column.key]!.kind !== 'image') : -1;
  const withBadge = shown.map((column, index) =>
    index !== named
      ? column
      : {
          ...column,
          render: (row: R) => (
            <>
              {column.render ? column.render(row) : String(row[column.key] ?? '')} <MissingTranslations type={type} record={row} />
            </>
          ),
        },
  );
  const actions: DataTableColumn<R> = {
    key: 'actions',
    header: t('content.section.actions'),
    hideHeader: hideActionsHeader,
    align: 'end',
    render: (row) => (
      <RowActions
        name={nameOf(row)}
        onEdit={canUpdate ? () => setForm({ record: row }) : undefined}
        onDelete={canDelete ? () => deletion.ask(row) : undefined}
        extra={showHistory ? <HistoryButton name={nameOf(row)} onClick={() => history.open(row)} /> : undefined}
      />
    ),
  };
  const searchText = (row: R) => admin.search.map((field) => String(row[field] ?? '')).join(' ');
  const close = () => setForm(null);

  return (
    <>
      <PageHeader
        title={translateText(admin.title)}
        description={translateText(admin.description)}
        actions={
          (canCreate || showDeleted) && (
            <>
              {showDeleted && <DeletedRecords<R> type={type} nameOf={nameOf} />}
              {canCreate && (
                <Button onClick={() => setForm({ record: null })}>
                  <Icon name="plus" size={18} />
                  {texts.addLabel}
                </Button>
              )}
            </>
          )
        }
      />
      {texts.readOnlyNote && !(canCreate && canUpdate && canDelete) && <p className={styles.note}>{texts.readOnlyNote}</p>}
      {missing.toolbar(toolbar?.(list.data))}
      <TablePanel
        query={missing.query(list, select)}
        texts={texts}
        columns={[...withBadge, actions]}
        rowKey={(row) => row.id}
        searchText={searchText}
      />
      {form && (Form ? <Form record={form.record} onClose={close} /> : <ContentForm type={type} record={form.record} onClose={close} />)}
      {deletion.dialog}
      {history.panel}
    </>
  );
}

export default ContentSection;
