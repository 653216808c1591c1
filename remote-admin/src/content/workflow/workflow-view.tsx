// What a type's publication workflow adds to its section (docs/workflow.md): tabs by state with
// their counts (the roles that publish see what awaits their review first), the bulk actions and a
// selection column for the roles that have one, and a Publication column with each record's state,
// notes and moves. Nothing for a type without a workflow.
import { useState, type ReactNode } from 'react';
import type { AnyContentType } from 'remote_shared/schemas';
import { Badge, Card, type DataTableColumn } from 'remote_shared/ui';
import { EmptyState } from '@/components/empty-state';
import { FilterTabs } from '@/components/filter-tabs';
import { useFilterParam } from '@/hooks/use-filter-param';
import { usePermissions } from '@/hooks/use-permissions';
import { useT } from '@/i18n';
import { displayEat } from '@/lib/dates';
import { BulkBar, SelectRow, bulkActions } from './bulk-actions';
import { PreviewButton } from './preview-button';
import { WorkflowActions } from './workflow-actions';
import {
  AWAITING_REVIEW,
  FILTER_LABELS,
  STATE_LABELS,
  STATE_TONES,
  WORKFLOW_FILTERS,
  filterCounts,
  inFilter,
  isWorkflowFilter,
  previewable,
  publishesDirectly,
  stageOf,
  type WorkflowFilter,
  type WorkflowRow,
} from './workflow-states';
import sectionStyles from '@/components/section.module.css';
import styles from './workflow.module.css';

/** The reviewer's comment on a draft sent back to its author. */
export function ReviewComment({ comment, role }: { comment: string; role?: 'note' }) {
  const t = useT();
  return (
    <p className={styles.comment} role={role}>
      <strong>{`${t('posts.state.changesRequested')} `}</strong>
      {comment}
    </p>
  );
}

/** The comment a record's author should read: its reviewer's, while it is a draft again. */
export const reviewCommentOf = (type: AnyContentType, row: WorkflowRow | null): string | null =>
  row?.review_comment && stageOf(type, row) === type.workflow?.initial ? row.review_comment : null;

/** The publication state, a pending edit of a live record, its time to go live, the reviewer's comment, and the moves the role may make. */
function StateCell({ type, row, name, role }: { type: AnyContentType; row: WorkflowRow; name: string; role: string | undefined }) {
  const t = useT();
  const state = row.state ?? type.workflow!.live;
  const comment = reviewCommentOf(type, row);
  return (
    <div className={styles.stateCell}>
      <Badge tone={STATE_TONES[state] ?? 'neutral'}>{STATE_LABELS[state] ? t(STATE_LABELS[state]) : state}</Badge>
      {row.pending_state && (
        // A change waiting beside the live version: marked as clearly as a state, with what the site shows meanwhile.
        <span className={styles.pendingChange}>
          <Badge tone={row.pending_state === 'review' ? 'warning' : 'info'}>
            {row.pending_state === 'review' ? t('posts.state.changesInReview') : t('posts.state.changesInDraft')}
          </Badge>
          <span className={styles.pendingNote}>{t('posts.state.pendingNote')}</span>
        </span>
      )}
      {row.publish_at && <span className={styles.pending}>{t('posts.state.scheduledFor', { time: displayEat(row.publish_at) })}</span>}
      {comment && <ReviewComment comment={comment} />}
      <WorkflowActions type={type} row={row} name={name} role={role} />
      {type.preview && previewable(type, row) && <PreviewButton type={type} id={row.id} name={name} />}
    </div>
  );
}

/**
 * What an empty tab says would appear in it, as catalogue keys (title, text). The All tab keeps the
 * spec's 'No posts available' (spec §8), so it has none.
 */
const EMPTY_TABS: Record<Exclude<WorkflowFilter, 'all'>, readonly [string, string]> = {
  draft: ['posts.emptyTab.draft.title', 'posts.emptyTab.draft.text'],
  review: ['posts.emptyTab.review.title', 'posts.emptyTab.review.text'],
  scheduled: ['posts.emptyTab.scheduled.title', 'posts.emptyTab.scheduled.text'],
  published: ['posts.emptyTab.published.title', 'posts.emptyTab.published.text'],
  unpublished: ['posts.emptyTab.unpublished.title', 'posts.emptyTab.unpublished.text'],
};

export interface WorkflowView {
  /** Above the list: the tabs and the bulk bar. */
  toolbar: (rows: readonly WorkflowRow[] | undefined) => ReactNode;
  /** In place of the table when the current tab (not All) holds nothing: what would appear there. */
  emptyTab: (rows: readonly WorkflowRow[] | undefined) => ReactNode;
  /** The rows of the current tab. */
  select: (rows: readonly WorkflowRow[]) => readonly WorkflowRow[];
  /** Columns before the declared ones (the selection) and after them (Publication). */
  before: DataTableColumn<WorkflowRow>[];
  after: DataTableColumn<WorkflowRow>[];
}

export function useWorkflowView(type: AnyContentType, nameOf: (row: WorkflowRow) => string): WorkflowView | null {
  const t = useT();
  const { user } = usePermissions();
  const role = user?.role;
  const { state: filter, setState: setFilter } = useFilterParam<WorkflowFilter>(isWorkflowFilter, 'all');
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  if (!type.workflow) return null;
  const reviews = publishesDirectly(type, role);
  const order: readonly WorkflowFilter[] = reviews ? ['review', ...WORKFLOW_FILTERS.filter((f) => f !== 'review')] : WORKFLOW_FILTERS;
  const inTab = (row: WorkflowRow) => inFilter(type, row, filter);
  // A checkbox per row only for a role with a bulk action (docs/workflow.md, "Bulk actions").
  const bulk = bulkActions(type, role).length > 0;
  const selection: DataTableColumn<WorkflowRow> = {
    key: 'select',
    header: t('posts.column.select'),
    hideHeader: true,
    width: '2.5rem',
    render: (row) => <SelectRow row={row} name={nameOf(row)} selected={selected} onSelect={setSelected} />,
  };
  return {
    toolbar: (rows) => {
      const counts = rows && filterCounts(type, rows);
      const tabs = order.map((key) => ({ key, label: t(key === 'review' && reviews ? AWAITING_REVIEW : FILTER_LABELS[key]), count: counts?.[key] }));
      return (
        <>
          <div className={styles.filters}>
            <FilterTabs label={t('posts.filter.label')} tabs={tabs} current={filter} onChange={setFilter} />
          </div>
          {rows && <BulkBar type={type} role={role} rows={rows.filter(inTab)} nameOf={nameOf} selected={selected} onSelect={setSelected} />}
        </>
      );
    },
    select: (rows) => rows.filter(inTab),
    emptyTab: (rows) => {
      if (!rows || filter === 'all' || rows.some(inTab)) return null;
      const [title, text] = EMPTY_TABS[filter];
      return (
        <Card className={sectionStyles.panel}>
          <EmptyState
            icon={filter === 'scheduled' ? 'clock' : 'file'}
            title={t(filter === 'review' && reviews ? 'posts.emptyTab.awaitingReview.title' : title)}
            text={t(text)}
          />
        </Card>
      );
    },
    before: bulk ? [selection] : [],
    after: [{ key: 'state', header: t('posts.column.publication'), render: (row) => <StateCell type={type} row={row} name={nameOf(row)} role={role} /> }],
  };
}
