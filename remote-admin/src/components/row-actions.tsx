import type { ReactNode } from 'react';
import { ActionButton } from './action-button';
import { useT } from '@/i18n';
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
  const t = useT();
  if (!onEdit && !onDelete && !extra) return <span className={styles.none}>{t('common.viewOnly')}</span>;
  return (
    <div className={styles.actions}>
      {onEdit && (
        <ActionButton icon="edit" variant="secondary" onClick={onEdit} aria-label={t('common.editNamed', { name })}>
          {t('common.edit')}
        </ActionButton>
      )}
      {extra}
      {onDelete && (
        <ActionButton
          icon="trash"
          variant="ghost"
          className={styles.delete}
          onClick={onDelete}
          aria-label={t('common.deleteNamed', { name })}
          disabled={Boolean(deleteDisabledReason)}
          title={deleteDisabledReason}
        >
          {t('common.delete')}
        </ActionButton>
      )}
    </div>
  );
}
