import type { ReactNode } from 'react';
import { Button, Icon } from 'remote_shared/ui';
import styles from './row-actions.module.css';

/** Edit and Delete for one row or card; each is left out when the role may not do it. */
export function RowActions({
  name,
  onEdit,
  onDelete,
  deleteDisabledReason,
  extra,
}: {
  /** What the row is called, so each button has its own accessible name ('Edit Amani Uwase'). */
  name: string;
  onEdit?: () => void;
  onDelete?: () => void;
  deleteDisabledReason?: string;
  /** Further actions of the row, between Edit and Delete. */
  extra?: ReactNode;
}) {
  if (!onEdit && !onDelete && !extra) return <span className={styles.none}>View only</span>;
  return (
    <div className={styles.actions}>
      {onEdit && (
        <Button variant="secondary" size="small" onClick={onEdit} aria-label={`Edit ${name}`}>
          <Icon name="edit" size={16} />
          Edit
        </Button>
      )}
      {extra}
      {onDelete && (
        <Button
          variant="ghost"
          size="small"
          className={styles.delete}
          onClick={onDelete}
          aria-label={`Delete ${name}`}
          disabled={Boolean(deleteDisabledReason)}
          title={deleteDisabledReason}
        >
          <Icon name="trash" size={16} />
          Delete
        </Button>
      )}
    </div>
  );
}
