import { useMemo, useState } from 'react';
import { DEFAULT_POST_STATUS, postStage, posts } from 'remote_shared/schemas';
import { Badge, type DataTableColumn } from 'remote_shared/ui';
import { FilterTabs } from '@/components/filter-tabs';
import { ContentSection, Thumbnail } from '@/content/content-section';
import { useFilterParam } from '@/hooks/use-filter-param';
import { usePermissions } from '@/hooks/use-permissions';
import { LIST_TEXTS, sectionTexts, useT, type T } from '@/i18n';
import { displayEat } from '@/lib/dates';
import { BulkBar, SelectRow, bulkActions } from './bulk-actions';
import { PostForm } from './post-form';
import { PreviewButton, previewable } from './preview-button';
import { AWAITING_REVIEW, FILTER_LABELS, POST_FILTERS, STATE_LABELS, STATE_TONES, filterCounts, inFilter, isPostFilter, type PostFilter, type PostRow } from './post-states';
import { statusTone } from './status-tone';
import { WorkflowActions } from './workflow-actions';
import styles from '@/components/section.module.css';
import own from './posts-page.module.css';

/** The publication state (docs/workflow.md), a pending edit of a live post, the reviewer's comment, and the moves the role may make. */
function StateCell({ row, role }: { row: PostRow; role: string | undefined }) {
  const t = useT();
  const state = row.state ?? 'published';
  const stage = postStage(row);
  return (
    <div className={own.stateCell}>
      <Badge tone={STATE_TONES[state]}>{t(STATE_LABELS[state])}</Badge>
      {row.pending_state && <span className={own.pending}>{row.pending_state === 'review' ? t('posts.state.changesInReview') : t('posts.state.changesInDraft')}</span>}
      {row.publish_at && <span className={own.pending}>{t('posts.state.scheduledFor', { time: displayEat(row.publish_at) })}</span>}
      {row.review_comment && stage === 'draft' && (
        <p className={own.comment}>
          <strong>{`${t('posts.state.changesRequested')} `}</strong>
          {row.review_comment}
        </p>
      )}
      <WorkflowActions row={row} role={role} />
      {previewable(row) && <PreviewButton row={row} />}
    </div>
  );
}

type Selection = { selected: ReadonlySet<number>; onSelect: (ids: ReadonlySet<number>) => void };

function columns(t: T, role: string | undefined, selection: Selection | undefined): DataTableColumn<PostRow>[] {
  return [
    // A checkbox per row only for a role with a bulk action (docs/workflow.md, "Bulk actions").
    ...(selection ? [{ key: 'select', header: t('posts.column.select'), hideHeader: true, width: '2.5rem', render: (post: PostRow) => <SelectRow row={post} {...selection} /> }] : []),
    { key: 'image', header: t('common.image'), width: '6rem', render: (post) => <Thumbnail src={post.image_url} /> },
    {
      key: 'title',
      header: t('posts.column.title'),
      render: (post) => (
        <>
          <span className={styles.strong}>{post.title}</span>
          {post.client && <span className={styles.muted}>{post.client}</span>}
        </>
      ),
    },
    { key: 'category', header: t('posts.column.category') },
    // The status is the record's value (Pending, Ongoing, Completed), as the public site shows it.
    { key: 'status', header: t('posts.column.status'), render: (post) => <Badge tone={statusTone(post.status)}>{post.status || DEFAULT_POST_STATUS}</Badge> },
    {
      key: 'published',
      header: t('posts.column.published'),
      render: (post) => (post.published ? <span className={styles.nowrap}>{post.published}</span> : <span className={styles.muted}>{t('content.notSet')}</span>),
    },
    { key: 'state', header: t('posts.column.publication'), render: (post) => <StateCell row={post} role={role} /> },
  ];
}

/**
 * Posts, shown publicly as projects (spec §2): searched by title and category (spec §9), in tabs by
 * publication state with their counts; the roles that publish see what awaits their review first.
 */
export function PostsPage() {
  const t = useT();
  const { user } = usePermissions();
  const role = user?.role;
  const { state: filter, setState: setFilter } = useFilterParam<PostFilter>(isPostFilter, 'all');
  const reviews = (posts.workflow!.direct as readonly string[]).includes(role ?? '');
  const order: readonly PostFilter[] = reviews ? ['review', ...POST_FILTERS.filter((f) => f !== 'review')] : POST_FILTERS;
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const bulk = bulkActions(role).length > 0;
  const cols = useMemo(() => columns(t, role, bulk ? { selected, onSelect: setSelected } : undefined), [t, role, bulk, selected]);

  return (
    <ContentSection<PostRow>
      type={posts}
      texts={{ ...sectionTexts(t, 'posts', LIST_TEXTS), deleteFailed: t('posts.delete.failed') }}
      columns={cols}
      name={(post) => post.title}
      Form={PostForm}
      hideActionsHeader
      toolbar={(rows) => {
        const counts = rows && filterCounts(rows);
        const tabs = order.map((key) => ({ key, label: t(key === 'review' && reviews ? AWAITING_REVIEW : FILTER_LABELS[key]), count: counts?.[key] }));
        return (
          <>
            <div className={own.filters}>
              <FilterTabs label={t('posts.filter.label')} tabs={tabs} current={filter} onChange={setFilter} />
            </div>
            {rows && <BulkBar role={role} rows={rows.filter((row) => inFilter(row, filter))} selected={selected} onSelect={setSelected} />}
          </>
        );
      }}
      select={(rows) => rows.filter((row) => inFilter(row, filter))}
    />
  );
}

export default PostsPage;
