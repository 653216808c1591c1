import { useId, type ReactNode } from 'react';
import { Button } from '../button/button';
import { Modal } from '../modal/modal';
import { useUiTexts } from '../texts';
import styles from './confirm-dialog.module.css';

export interface ConfirmDialogProps {
  open: boolean;
  title?: string;
  /** The question, e.g. 'Are you sure you want to delete this post?'. */
  message: ReactNode;
  /** What the action applies to (a name or title), shown under the message. */
  detail?: ReactNode;
  confirmLabel?: string;
  /** Label of the confirm button while `busy` (defaults to the confirm label). */
  busyLabel?: string;
  cancelLabel?: string;
  tone?: 'danger' | 'primary';
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a destructive action. Focus starts on Cancel, so Enter never destroys by accident. */
export function ConfirmDialog({
  open,
  title,
  message,
  detail,
  confirmLabel,
  busyLabel,
  cancelLabel,
  tone = 'danger',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const messageId = useId();
  const texts = useUiTexts();
  return (
    <Modal
      open={open}
      title={title ?? texts.confirmTitle}
      onClose={onCancel}
      busy={busy}
      size="small"
      role="alertdialog"
      describedBy={messageId}
      footer={
        <>
          <Button data-autofocus="" variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel ?? texts.cancel}
          </Button>
          <Button variant={tone} onClick={onConfirm} busy={busy}>
            {busy && busyLabel ? busyLabel : (confirmLabel ?? texts.confirmDelete)}
          </Button>
        </>
      }
    >
      <div id={messageId}>
        <p className={styles.message}>{message}</p>
        {detail && <p className={styles.detail}>{detail}</p>}
      </div>
    </Modal>
  );
}
