import { useState, type ReactNode } from 'react';
import { notify } from 'remote_shared/notify';
import { ConfirmDialog } from 'remote_shared/ui';
import { useT } from '@/i18n';
import { failureOf, toastFailure } from '../lib/failures';

export interface ConfirmedDeleteOptions<Row, Result = unknown> {
  /** Deletes the row: the mutation's trigger, unwrapped. */
  remove: (row: Row) => Promise<Result>;
  /** The dialog's title ('Delete post'), question (spec §7 where it gives one) and the item it names. */
  title: string;
  question: string;
  detail: (row: Row) => string;
  /** Toasted after the delete, or made from what the API answered (the counts an erasure says); a failure's text may name the API's reason (spec §8, team). */
  deleted: string | ((result: Result) => string);
  failed: string | ((reason: string) => string);
  /** The confirm button and its busy label, when the action is not called Delete (Erase everything). */
  confirmLabel?: string;
  busyLabel?: string;
}

/**
 * Delete with a confirmation, the same in every section: ask names the row and opens the dialog
 * (focus on Cancel), Delete calls the API, toasts the section's success or failure, then closes.
 */
export function useConfirmedDelete<Row, Result = unknown>({
  remove,
  title,
  question,
  detail,
  deleted,
  failed,
  confirmLabel,
  busyLabel,
}: ConfirmedDeleteOptions<Row, Result>): {
  ask: (row: Row) => void;
  dialog: ReactNode;
} {
  const t = useT();
  const [row, setRow] = useState<Row | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (row === null) return;
    setBusy(true);
    try {
      const result = await remove(row);
      notify.success(typeof deleted === 'string' ? deleted : deleted(result));
    } catch (failure) {
      toastFailure(failure, typeof failed === 'string' ? failed : failed(failureOf(failure).message ?? t('common.unknownError')));
    } finally {
      setBusy(false);
      setRow(null);
    }
  };

  const dialog = (
    <ConfirmDialog
      open={row !== null}
      title={title}
      message={question}
      detail={row === null ? undefined : detail(row)}
      busy={busy}
      confirmLabel={confirmLabel ?? t('common.delete')}
      busyLabel={busyLabel ?? t('common.deleting')}
      onConfirm={() => void confirm()}
      onCancel={() => setRow(null)}
    />
  );
  return { ask: setRow, dialog };
}
