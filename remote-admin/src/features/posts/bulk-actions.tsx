import { useState } from 'react';
import { useBulkContentMutation } from 'remote_shared/api';
import { notify } from 'remote_shared/notify';
import { allows, allowsTransition, posts, type BulkAction, type BulkResponse } from 'remote_shared/schemas';
import { Button, ConfirmDialog } from 'remote_shared/ui';
import { toastFailure } from '@/lib/failures';
import type { PostRow } from './post-states';
import styles from './posts-page.module.css';

export const BULK_TEXT = {
  label: 'Bulk actions',
  selectAll: 'Select all in this tab',
  selectRow: (title: string) => `Select ${title}`,
  selected: (n: number) => `${n} selected`,
  buttons: { publish: 'Publish', unpublish: 'Unpublish', delete: 'Delete' },
  deleteTitle: 'Delete posts',
  deleteQuestion: 'Are you sure you want to delete these posts?',
  done: { publish: 'published', unpublish: 'unpublished', delete: 'deleted' },
  failed: 'The posts could not be changed',
} as const satisfies { buttons: Record<BulkAction, string>; done: Record<BulkAction, string>; [text: string]: unknown };

const ACTIONS: readonly BulkAction[] = ['publish', 'unpublish', 'delete'];

/** The bulk actions a role may take on posts: the same rules as one post's (docs/workflow.md, "Bulk actions"). */
export function bulkActions(role: string | undefined): BulkAction[] {
  return ACTIONS.filter((action) => (action === 'delete' ? allows(posts, 'delete', role) : allowsTransition(posts, action, role)));
}

const count = (n: number) => `${n} post${n === 1 ? '' : 's'}`;

/** The toast after a bulk action: how many were done, and each failure by title with the API's reason. */
export function bulkSummary(response: BulkResponse, titleOf: (id: number) => string): string {
  const done = response.succeeded ? `${count(response.succeeded)} ${BULK_TEXT.done[response.action]}` : `No post ${BULK_TEXT.done[response.action]}`;
  const failures = response.results.filter((result) => !result.ok).map((result) => `${titleOf(result.id)}: ${result.message ?? `error ${result.status}`}`);
  return failures.length ? `${done}; ${count(failures.length)} failed (${failures.join('; ')})` : done;
}

export interface BulkBarProps {
  role: string | undefined;
  /** The rows of the current tab: "select all" takes them, and only they are acted on. */
  rows: readonly PostRow[];
  selected: ReadonlySet<number>;
  onSelect: (ids: ReadonlySet<number>) => void;
}

/**
 * Above the Posts table for a role that may publish, unpublish or delete: select all, how many
 * are selected, and the actions; a delete is confirmed first. Failed posts stay selected.
 */
export function BulkBar({ role, rows, selected, onSelect }: BulkBarProps) {
  const [bulk, { isLoading }] = useBulkContentMutation();
  const [confirming, setConfirming] = useState(false);
  const actions = bulkActions(role);
  if (actions.length === 0) return null;
  const chosen = rows.filter((row) => selected.has(row.id));
  const all = rows.length > 0 && chosen.length === rows.length;

  const run = async (action: BulkAction) => {
    const ids = chosen.map((row) => row.id);
    try {
      const response = await bulk({ path: posts.path, tag: posts.typeName, action, ids }).unwrap();
      const titles = new Map(chosen.map((row) => [row.id, row.title]));
      const message = bulkSummary(response, (id) => titles.get(id) ?? `Post ${id}`);
      if (response.failed) notify.error(message);
      else notify.success(message);
      onSelect(new Set(response.results.filter((result) => !result.ok).map((result) => result.id)));
    } catch (error) {
      toastFailure(error, BULK_TEXT.failed);
    } finally {
      setConfirming(false);
    }
  };

  return (
    <div className={styles.bulkBar} role="group" aria-label={BULK_TEXT.label}>
      <label className={styles.selectAll}>
        <input type="checkbox" checked={all} disabled={rows.length === 0} onChange={() => onSelect(new Set(all ? [] : rows.map((row) => row.id)))} />
        {BULK_TEXT.selectAll}
      </label>
      <span className={styles.selectedCount} aria-live="polite">
        {BULK_TEXT.selected(chosen.length)}
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
            {BULK_TEXT.buttons[action]}
          </Button>
        ))}
      </div>
      <ConfirmDialog
        open={confirming}
        title={BULK_TEXT.deleteTitle}
        message={BULK_TEXT.deleteQuestion}
        detail={chosen.map((row) => row.title).join(', ')}
        busy={isLoading}
        busyLabel="Deleting..."
        onConfirm={() => void run('delete')}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}

/** The checkbox of one row. */
export function SelectRow({ row, selected, onSelect }: { row: PostRow; selected: ReadonlySet<number>; onSelect: (ids: ReadonlySet<number>) => void }) {
  const on = selected.has(row.id);
  return (
    <input
      type="checkbox"
      className={styles.rowCheck}
      aria-label={BULK_TEXT.selectRow(row.title)}
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
