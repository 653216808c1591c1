import { useState } from 'react';
import { useBulkContentMutation } from 'remote_shared/api';
import { notify } from 'remote_shared/notify';
import { allows, allowsTransition, type AnyContentType, type BulkAction, type BulkResponse } from 'remote_shared/schemas';
import { Button, ConfirmDialog } from 'remote_shared/ui';
import { t as tNow, translateText, useT, type T } from '@/i18n';
import { toastFailure } from '@/lib/failures';
import { stageOf, type WorkflowRow } from './workflow-states';
import styles from './workflow.module.css';

/** The buttons, and what the toast says was done ('2 posts published') or not ('No post published'), as catalogue keys. */
const BUTTONS: Record<BulkAction, string> = { publish: 'posts.bulk.publish', unpublish: 'posts.bulk.unpublish', delete: 'common.delete' };
const DONE: Record<BulkAction, string> = { publish: 'posts.bulk.done.publish', unpublish: 'posts.bulk.done.unpublish', delete: 'posts.bulk.done.delete' };
const NONE: Record<BulkAction, string> = { publish: 'posts.bulk.none.publish', unpublish: 'posts.bulk.none.unpublish', delete: 'posts.bulk.none.delete' };

const ACTIONS: readonly BulkAction[] = ['publish', 'unpublish', 'delete'];

/** The bulk actions a role may take on a type's records: the same rules as one record's (docs/workflow.md, "Bulk actions"). */
export function bulkActions(type: AnyContentType, role: string | undefined): BulkAction[] {
  if (!type.workflow) return [];
  return ACTIONS.filter((action) => (action === 'delete' ? allows(type, 'delete', role) : allowsTransition(type, action, role)));
}

/** Can `action` be taken on the row where it stands (a delete always can)? The API's rule of one record's move. */
function appliesTo(type: AnyContentType, action: BulkAction, row: WorkflowRow): boolean {
  if (action === 'delete') return true;
  const move = type.workflow?.transitions[action];
  return move !== undefined && (move.from.includes(stageOf(type, row)) || move.from.includes(row.state ?? type.workflow!.live));
}

/**
 * The toast after a bulk action: how many were done, and each failure by title with the API's
 * reason (in the back office's language when the catalogue knows it), in the language of `t`.
 */
function bulkSummary(response: BulkResponse, titleOf: (id: number) => string, t: T = tNow): string {
  const done = response.succeeded ? t(DONE[response.action], { count: response.succeeded }) : t(NONE[response.action]);
  const failures = response.results
    .filter((result) => !result.ok)
    .map((result) => `${titleOf(result.id)}: ${result.message ? translateText(result.message) : t('posts.bulk.errorStatus', { status: result.status })}`);
  return failures.length ? t('posts.bulk.withFailures', { done, failed: t('posts.count', { count: failures.length }), failures: failures.join('; ') }) : done;
}

export interface BulkBarProps {
  type: AnyContentType;
  role: string | undefined;
  /** The rows of the current tab: "select all" takes them, and only they are acted on. */
  rows: readonly WorkflowRow[];
  /** What a record is called (its title). */
  nameOf: (row: WorkflowRow) => string;
  selected: ReadonlySet<number>;
  onSelect: (ids: ReadonlySet<number>) => void;
}

/**
 * Above the table for a role that may publish, unpublish or delete: select all, how many are
 * selected, and the actions; a delete is confirmed first. Failed records stay selected.
 */
export function BulkBar({ type, role, rows, nameOf, selected, onSelect }: BulkBarProps) {
  const t = useT();
  const [bulk, { isLoading }] = useBulkContentMutation();
  const [confirming, setConfirming] = useState(false);
  const allowed = bulkActions(type, role);
  if (allowed.length === 0) return null;
  const chosen = rows.filter((row) => selected.has(row.id));
  // Only the actions that apply to the selection (to the tab's rows while none is selected):
  // no Publish over published posts, no Unpublish over drafts.
  const actions = allowed.filter((action) => (chosen.length ? chosen : rows).some((row) => appliesTo(type, action, row)));
  const all = rows.length > 0 && chosen.length === rows.length;

  const run = async (action: BulkAction) => {
    // Every selected row is sent: one the action does not apply to comes back named with the API's
    // reason, and stays selected for another action.
    const ids = chosen.map((row) => row.id);
    try {
      const response = await bulk({ path: type.path, tag: type.typeName, action, ids }).unwrap();
      const titles = new Map(chosen.map((row) => [row.id, nameOf(row)]));
      // 'Post 7' (the declaration's label, translated) is composed here rather than a message: a
      // message 'Post {id}' would be read by translateText into the API's 'Post not found'.
      const message = bulkSummary(response, (id) => titles.get(id) ?? `${translateText(type.label.one)} ${id}`);
      if (response.failed) notify.error(message);
      else notify.success(message);
      onSelect(new Set(response.results.filter((result) => !result.ok).map((result) => result.id)));
    } catch (error) {
      toastFailure(error, tNow('posts.bulk.failed'));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <div className={styles.bulkBar} role="group" aria-label={t('posts.bulk.label')}>
      <label className={styles.selectAll}>
        <input type="checkbox" checked={all} disabled={rows.length === 0} onChange={() => onSelect(new Set(all ? [] : rows.map((row) => row.id)))} />
        {t('posts.bulk.selectAll')}
      </label>
      <span className={styles.selectedCount} aria-live="polite">
        {t('posts.bulk.selected', { count: chosen.length })}
      </span>
      <div className={styles.moves}>
        {actions.map((action) => (
          <Button
            key={action}
            size="small"
            variant={action === 'publish' ? 'primary' : action === 'delete' ? 'danger' : 'secondary'}
            disabled={chosen.length === 0 || isLoading}
            onClick={() => (action === 'delete' ? setConfirming(true) : void run(action))}
          >
            {t(BUTTONS[action])}
          </Button>
        ))}
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('posts.bulk.deleteTitle')}
        message={t('posts.bulk.deleteQuestion')}
        detail={chosen.map(nameOf).join(', ')}
        busy={isLoading}
        busyLabel={t('common.deleting')}
        onConfirm={() => void run('delete')}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}

/** The checkbox of one row; `name`: what the record is called. */
export function SelectRow({
  row,
  name,
  selected,
  onSelect,
}: {
  row: WorkflowRow;
  name: string;
  selected: ReadonlySet<number>;
  onSelect: (ids: ReadonlySet<number>) => void;
}) {
  const t = useT();
  const on = selected.has(row.id);
  return (
    <input
      type="checkbox"
      className={styles.rowCheck}
      aria-label={t('posts.bulk.selectRow', { title: name })}
      checked={on}
      onChange={() => {
        const next = new Set(selected);
        if (on) next.delete(row.id);
        else next.add(row.id);
        onSelect(next);
      }}
    />
  );
}
