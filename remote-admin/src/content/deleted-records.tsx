import { useState } from 'react';
import { useGetDeletedQuery, useUndeleteRecordMutation } from 'remote_shared/api';
import { notify } from 'remote_shared/notify';
import type { AnyContentType } from 'remote_shared/schemas';
import { Button, Icon, Modal, Spinner } from 'remote_shared/ui';
import { ActionButton } from '@/components/action-button';
import { usePermissions } from '@/hooks/use-permissions';
import { t as tNow, translateText, useT } from '@/i18n';
import { displayDateTime } from '@/lib/dates';
import { failureOf, toastFailure } from '@/lib/failures';
import { HistoryButton, HistoryPanel } from './history-panel';
import styles from './history-panel.module.css';

type Row = { id: number } & Record<string, unknown>;

/**
 * A section's deleted records (docs/workflow.md, "History"), for an Admin: a Deleted button that
 * lists them with who deleted each and when, each one's history, and Bring back (under its own id,
 * so its public address works again). Nothing for other roles, or a type that cannot be deleted.
 */
export function DeletedRecords<R extends Row>({ type, nameOf }: { type: AnyContentType; nameOf: (row: R) => string }) {
  const t = useT();
  const { can, allows } = usePermissions();
  const [open, setOpen] = useState(false);
  if (!can('history:deleted') || !allows(type, 'delete')) return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Icon name="archive" size={18} />
        {t('content.deleted.button')}
      </Button>
      {open && <DeletedDialog type={type} nameOf={nameOf} onClose={() => setOpen(false)} />}
    </>
  );
}

function DeletedDialog<R extends Row>({ type, nameOf, onClose }: { type: AnyContentType; nameOf: (row: R) => string; onClose: () => void }) {
  const t = useT();
  const ref = { path: type.path, tag: type.typeName };
  const list = useGetDeletedQuery(ref);
  const [undelete, { isLoading }] = useUndeleteRecordMutation();
  const [history, setHistory] = useState<{ id: number; name: string } | null>(null);
  // The declaration's labels arrive in English ('Team member', 'team members').
  const many = translateText(type.label.many);
  const bringBack = async (id: number) => {
    // Said when the API answers: the language of that moment.
    const one = translateText(type.label.one);
    try {
      await undelete({ ...ref, id }).unwrap();
      notify.success(tNow('content.deleted.broughtBack', { one }));
    } catch (error) {
      const reason = failureOf(error).message;
      toastFailure(error, reason ? translateText(reason) : tNow('content.deleted.bringBackFailed', { one: one.toLowerCase() }));
    }
  };
  const rows = (list.data ?? []).map((record) => ({ ...record, name: nameOf({ ...record.values, id: record.id } as R) }));
  return (
    <Modal open title={t('content.deleted.title', { many })} size="large" onClose={onClose} busy={isLoading}>
      <p className={styles.intro}>{t('content.deleted.intro', { many })}</p>
      {list.isLoading ? (
        <Spinner label={t('content.deleted.loading', { many })} />
      ) : list.error ? (
        <div className={styles.failed} role="alert">
          <p>{translateText(failureOf(list.error).message ?? '')}</p>
          <Button variant="secondary" size="small" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : rows.length === 0 ? (
        <p className={styles.muted}>{t('content.deleted.none', { many })}</p>
      ) : (
        <ul className={styles.list} aria-label={t('content.deleted.title', { many })}>
          {rows.map((row) => (
            <li key={row.id} className={styles.item}>
              <div className={styles.itemText}>
                <p className={styles.itemTitle}>{row.name}</p>
                <p className={styles.muted}>
                  {row.actor_name
                    ? t('content.deleted.by', { name: row.actor_name, when: displayDateTime(row.deleted_at) })
                    : t('content.deleted.byRemoved', { when: displayDateTime(row.deleted_at) })}
                </p>
              </div>
              <div className={styles.actions}>
                <HistoryButton name={row.name} onClick={() => setHistory({ id: row.id, name: row.name })} />
                <ActionButton
                  icon="refresh"
                  disabled={isLoading}
                  onClick={() => void bringBack(row.id)}
                  aria-label={t('content.deleted.bringBackNamed', { name: row.name })}
                >
                  {t('content.deleted.bringBack')}
                </ActionButton>
              </div>
            </li>
          ))}
        </ul>
      )}
      {history && <HistoryPanel type={type} id={history.id} name={history.name} onClose={() => setHistory(null)} />}
    </Modal>
  );
}
