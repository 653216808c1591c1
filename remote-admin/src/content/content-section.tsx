import { useState, type ComponentType, type ReactNode } from 'react';
import { resolveAssetUrl } from 'remote_shared/config';
import type { AnyContentType, Field } from 'remote_shared/schemas';
import { Button, Icon, type DataTableColumn } from 'remote_shared/ui';
import { PageHeader } from '../components/page-header';
import { RowActions } from '../components/row-actions';
import { TablePanel } from '../components/table-panel';
import { useConfirmedDelete } from '../hooks/use-confirmed-delete';
import { usePermissions } from '../hooks/use-permissions';
import { displayDate } from '../lib/dates';
import { ContentForm } from './content-form';
import { useSectionList } from './endpoints';
import styles from '../components/section.module.css';

type Row = { id: number } & Record<string, unknown>;

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

/** The texts of a section nobody wrote texts for (a new type): from its declaration's labels. */
export function defaultSectionTexts(type: AnyContentType): SectionTexts {
  const { one, many } = type.label;
  const title = type.admin?.title ?? one;
  const lower = one.toLowerCase();
  const searched = (type.admin?.search ?? []).map((name) => (type.fields[name] as Field).label.toLowerCase());
  return {
    addLabel: 'Add New',
    caption: title,
    searchLabel: `Search ${title.toLowerCase()}`,
    searchPlaceholder: searched.join(' or ').replace(/^./, (c) => c.toUpperCase()),
    empty: `No ${many} yet.`,
    noMatch: `No matching ${many} found`,
    loadFailed: `Failed to load ${many}`,
    loadingLabel: `Loading ${many}...`,
    deleteTitle: `Delete ${lower}`,
    deleteQuestion: `Are you sure you want to delete this ${lower}?`,
    deleted: `${one} deleted`,
    deleteFailed: `Failed to delete ${lower}`,
  };
}

/** A row's image in a table; a person's photo (`avatar`) is round and named, a missing one says so. */
export function Thumbnail({ src, alt = '', avatar = false }: { src: string | null | undefined; alt?: string; avatar?: boolean }) {
  const url = resolveAssetUrl(src);
  if (url) return <img src={url} alt={alt} className={avatar ? styles.avatar : styles.thumb} loading="lazy" />;
  return avatar ? (
    <span className={`${styles.noImage} ${styles.avatar}`} aria-label="No photo" role="img">
      <Icon name="users" size={18} />
    </span>
  ) : (
    <span className={styles.noImage}>
      <Icon name="image" size={18} />
    </span>
  );
}

/** A list cell by the field's kind: an image's thumbnail, long text clamped, dates readable. */
function defaultCell(name: string, field: Field, first: boolean) {
  return (row: Row): ReactNode => {
    const value = row[name];
    if (field.kind === 'image') return <Thumbnail src={value as string | null} />;
    if (value == null || value === '') return <span className={styles.muted}>Not set</span>;
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
}

/**
 * A content type's back-office section: its title, Add, the searchable and paged table of
 * `admin.list` (spec §2, §9), Edit and a confirmed Delete, each shown only to a role its
 * declaration allows. A type with no section of its own gets this one as it is.
 */
export function ContentSection<R extends Row>({ type, texts: given, columns, name, detail, Form, hideActionsHeader = false }: ContentSectionProps<R>) {
  const texts = { ...defaultSectionTexts(type), ...given };
  const admin = type.admin!;
  const { list, removeById } = useSectionList<R>(type, texts.loadFailed);
  const { allows } = usePermissions();
  const [form, setForm] = useState<{ record: R | null } | null>(null);

  const fields = type.fields as Record<string, Field>;
  const nameOf = name ?? ((row: R) => String(row[admin.list.find((f) => fields[f]!.kind !== 'image') ?? 'id']));
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
    header: fields[field]!.label,
    ...(fields[field]!.kind === 'image' ? { width: '6rem' } : {}),
    render: defaultCell(field, fields[field]!, index === admin.list.findIndex((f) => fields[f]!.kind !== 'image')),
  }));
  const actions: DataTableColumn<R> = {
    key: 'actions',
    header: 'Actions',
    hideHeader: hideActionsHeader,
    align: 'end',
    render: (row) => (
      <RowActions name={nameOf(row)} onEdit={canUpdate ? () => setForm({ record: row }) : undefined} onDelete={canDelete ? () => deletion.ask(row) : undefined} />
    ),
  };
  const searchText = (row: R) => admin.search.map((field) => String(row[field] ?? '')).join(' ');
  const close = () => setForm(null);

  return (
    <>
      <PageHeader
        title={admin.title}
        description={admin.description}
        actions={
          canCreate && (
            <Button onClick={() => setForm({ record: null })}>
              <Icon name="plus" size={18} />
              {texts.addLabel}
            </Button>
          )
        }
      />
      {texts.readOnlyNote && !(canCreate && canUpdate && canDelete) && <p className={styles.note}>{texts.readOnlyNote}</p>}
      <TablePanel
        query={list}
        caption={texts.caption}
        columns={[...(columns ?? derived), actions]}
        rowKey={(row) => row.id}
        searchText={searchText}
        searchLabel={texts.searchLabel}
        searchPlaceholder={texts.searchPlaceholder}
        emptyMessage={texts.empty}
        noMatchMessage={texts.noMatch}
        loadFailed={texts.loadFailed}
        loadingLabel={texts.loadingLabel}
      />
      {form && (Form ? <Form record={form.record} onClose={close} /> : <ContentForm type={type} record={form.record} onClose={close} />)}
      {deletion.dialog}
    </>
  );
}

export default ContentSection;
