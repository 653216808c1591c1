// Every content type's back-office section, drawn from its declaration (docs/content-sections.md):
// its title, Add and the Deleted list, the note for a role that may not write, the filters (a
// workflow's tabs, the missing translations), the list as a table or as cards (`admin.layout`), the
// form, a confirmed delete, and each record's history. Each action shows only to a role the
// declaration allows; what it says is the section's words (section-words.ts).
import { useState } from 'react';
import { keepsHistory, type AnyContentType } from 'remote_shared/schemas';
import { Button, Icon } from 'remote_shared/ui';
import { PageHeader } from '@/components/page-header';
import { RowActions } from '@/components/row-actions';
import { useConfirmedDelete } from '@/hooks/use-confirmed-delete';
import { usePermissions } from '@/hooks/use-permissions';
import { translateText, useT } from '@/i18n';
import { ContentCards } from './content-cards';
import { ContentForm } from './content-form';
import { ContentTable, declaredColumns } from './content-table';
import { DeletedRecords } from './deleted-records';
import { useSectionList } from './endpoints';
import { recordDetail, recordName, type Row } from './fields';
import { HistoryButton, useHistoryPanel } from './history-panel';
import { sectionWords } from './section-words';
import { useMissingFilter } from './translations';
import { useWorkflowView } from './workflow/workflow-view';
import styles from '@/components/section.module.css';

function ContentSection({ type }: { type: AnyContentType }) {
  const t = useT();
  const words = sectionWords(type, t);
  const admin = type.admin!;
  const { list, removeById } = useSectionList<Row>(type, words.loadFailed);
  const { allows, can } = usePermissions();
  const [form, setForm] = useState<{ record: Row | null } | null>(null);
  const untitled = t('content.item');
  const nameOf = (row: Row) => recordName(type, row, untitled);
  // Every record's history, and the deleted ones for an Admin (docs/workflow.md, "History").
  const history = useHistoryPanel<Row>(type, nameOf);
  const showHistory = keepsHistory(type) && history.allowed;
  const showDeleted = keepsHistory(type) && can('history:deleted') && allows(type, 'delete');
  const deletion = useConfirmedDelete<Row>({
    remove: (row) => removeById(row.id),
    title: words.deleteTitle,
    question: words.deleteQuestion,
    detail: (row) => recordDetail(type, row, untitled),
    deleted: words.deleted,
    failed: words.deleteFailed,
  });
  const workflow = useWorkflowView(type, nameOf);
  // Which records lack a translation, and a filter for them (docs/i18n.md, "Content").
  const missing = useMissingFilter<Row>(type);

  const may = { create: allows(type, 'create'), update: allows(type, 'update'), delete: allows(type, 'delete') };
  // The note for a role that lacks an operation the type has (mission and vision has only update).
  const readOnly = (['create', 'update', 'delete'] as const).some((operation) => type.access[operation] !== undefined && !may[operation]);
  const add = may.create && (
    <Button onClick={() => setForm({ record: null })}>
      <Icon name="plus" size={18} />
      {words.addLabel}
    </Button>
  );
  const actions = (row: Row) => (
    <RowActions
      name={nameOf(row)}
      onEdit={may.update ? () => setForm({ record: row }) : undefined}
      onDelete={may.delete ? () => deletion.ask(row) : undefined}
      extra={showHistory ? <HistoryButton name={nameOf(row)} onClick={() => history.open(row)} /> : undefined}
    />
  );
  const query = missing.query(list, workflow?.select);

  return (
    <>
      <PageHeader
        title={translateText(admin.title)}
        description={translateText(admin.description)}
        actions={
          (may.create || showDeleted) && (
            <>
              {showDeleted && <DeletedRecords<Row> type={type} nameOf={nameOf} />}
              {add}
            </>
          )
        }
      />
      {readOnly && words.readOnlyNote && <p className={styles.note}>{words.readOnlyNote}</p>}
      {missing.toolbar(workflow?.toolbar(list.data))}
      {/* An empty workflow tab says what would appear in it, rather than an empty table and its pager. */}
      {workflow?.emptyTab(list.data) ??
        (admin.layout === 'cards' ? (
          <ContentCards type={type} words={words} query={query} actions={actions} add={add} />
        ) : (
          <ContentTable
            type={type}
            words={words}
            query={query}
            columns={[...(workflow?.before ?? []), ...declaredColumns(type, t, nameOf), ...(workflow?.after ?? [])]}
            actions={actions}
          />
        ))}
      {form && (
        <ContentForm type={type} record={form.record} words={words} name={form.record ? nameOf(form.record) : undefined} onClose={() => setForm(null)} />
      )}
      {deletion.dialog}
      {history.panel}
    </>
  );
}

export default ContentSection;
