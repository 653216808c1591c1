import { useState, type ReactNode } from 'react';
import { useGetRevisionsQuery, useRestoreRevisionMutation } from 'remote_shared/api';
import { notify } from 'remote_shared/notify';
import type { AnyContentType, Revision } from 'remote_shared/schemas';
import { ConfirmDialog, Icon, Modal, Spinner } from 'remote_shared/ui';
import { ActionButton } from '@/components/action-button';
import { usePermissions } from '@/hooks/use-permissions';
import { t as tNow, translateText, useT } from '@/i18n';
import { displayDateTime } from '@/lib/dates';
import { failureOf, toastFailure } from '@/lib/failures';
import { RevisionCompare } from './revision-compare';
import { changedFields, revisionByline, revisionLabel, revisionState } from './revision-labels';
import styles from './history-panel.module.css';

// 'Revision 3' is composed of the word and the number: a message 'Revision {number}' would be read
// by translateText into the API's 'Revision 3 not found'.

export interface HistoryPanelProps {
  type: AnyContentType;
  id: number;
  /** What the record is called ('Amani Uwase'), for the title and the buttons' names. */
  name: string;
  onClose: () => void;
}

/**
 * The history of one record (docs/workflow.md, "History"): its revisions, newest first, with who,
 * when and what changed; two of them compared field by field; and Restore on each older one, which
 * saves its values as a new revision through the same checks as an edit (If-Match, the workflow).
 */
export function HistoryPanel({ type, id, name, onClose }: HistoryPanelProps) {
  const t = useT();
  const ref = { path: type.path, tag: type.typeName, id };
  const history = useGetRevisionsQuery(ref);
  const [restore, { isLoading: restoring }] = useRestoreRevisionMutation();
  const { allows, user } = usePermissions();
  const [asking, setAsking] = useState<Revision | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const data = history.data;
  const canRestore = allows(type, 'update') && data?.deleted === false;
  const newest = data?.items[0];
  const workflow = type.workflow;
  const draftOnly = Boolean(workflow && newest?.state === workflow.live && !(workflow.direct as readonly string[]).includes(user?.role ?? ''));

  const confirm = async () => {
    const revision = asking!;
    try {
      await restore({ ...ref, revision: revision.id, version: data?.version }).unwrap();
      // Said when the API answers: the language of that moment.
      notify.success(tNow('content.history.restoredToast', { number: revision.number }));
      setFailed(null);
    } catch (error) {
      toastFailure(error, tNow('content.history.restoreFailed'));
      // The API's reason, kept in English and translated where it is shown.
      setFailed(failureOf(error).message ?? tNow('content.history.restoreFailed'));
      // A stale version (someone saved meanwhile): show the history as it is now.
      void history.refetch();
    } finally {
      setAsking(null);
    }
  };

  let body: ReactNode;
  if (history.isLoading) body = <Spinner label={t('content.history.loading')} />;
  else if (!data) {
    body = (
      <div className={styles.failed} role="alert">
        <p>{translateText(failureOf(history.error).message ?? '') || t('content.history.loadFailed')}</p>
        <ActionButton icon="refresh" variant="secondary" onClick={() => void history.refetch()}>
          {t('common.retry')}
        </ActionButton>
      </div>
    );
  } else {
    body = (
      <>
        <p className={styles.intro}>{data.deleted ? t('content.history.deletedIntro') : t('content.history.intro')}</p>
        {canRestore && draftOnly && <p className={styles.note}>{t('content.history.asDraft')}</p>}
        {failed && (
          <p className={styles.error} role="alert">
            <Icon name="alert" size={16} />
            {translateText(failed)}
          </p>
        )}
        {data.items.length > 1 && <RevisionCompare type={type} revisions={data.items} />}
        <h3 className={styles.subheading}>
          {data.total > data.items.length
            ? t('content.history.revisionsNewest', { shown: data.items.length, total: data.total })
            : t('content.history.revisions')}
        </h3>
        <ol className={styles.list} aria-label={t('content.history.revisionsOf', { name })}>
          {data.items.map((revision, index) => (
            <li key={revision.id} className={styles.item}>
              <div className={styles.itemText}>
                <p className={styles.itemTitle}>
                  <span className={styles.number}>{`${t('content.history.revision')} ${revision.number}`}</span> {revisionLabel(type, revision, t)}
                </p>
                <p className={styles.muted}>{revisionByline(revision, t)}</p>
                {revision.fields.length > 0 && (
                  <p className={styles.muted}>{t('content.history.changed', { fields: changedFields(type, revision, t).join(', ') })}</p>
                )}
                {/* What the reviewer wrote, with the event it came with ('Changes requested'). */}
                {revision.comment && <blockquote className={styles.comment}>{revision.comment}</blockquote>}
                {revisionState(revision, t) && <p className={styles.muted}>{t('content.history.stateAfter', { state: revisionState(revision, t)! })}</p>}
              </div>
              {canRestore && index > 0 && (
                <ActionButton
                  icon="refresh"
                  variant="secondary"
                  disabled={restoring}
                  onClick={() => setAsking(revision)}
                  aria-label={t('content.history.restoreRevision', { number: revision.number })}
                >
                  {t('content.history.restore')}
                </ActionButton>
              )}
            </li>
          ))}
        </ol>
      </>
    );
  }

  return (
    <Modal open title={t('content.history.title', { name })} size="large" onClose={onClose} busy={restoring}>
      {body}
      <ConfirmDialog
        open={asking !== null}
        title={t('content.history.restoreRevision', { number: asking?.number ?? '' })}
        message={draftOnly ? t('content.history.asDraft') : t('content.history.restoreQuestion')}
        detail={asking ? `${revisionLabel(type, asking, t)}, ${displayDateTime(asking.at)}` : undefined}
        tone="primary"
        confirmLabel={t('content.history.restore')}
        busyLabel={t('content.history.restoring')}
        busy={restoring}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
      />
    </Modal>
  );
}

/** A section's History button and panel: `open(row)` shows that record's history. */
export function useHistoryPanel<R extends { id: number }>(type: AnyContentType, nameOf: (row: R) => string) {
  const [open, setOpen] = useState<{ id: number; name: string } | null>(null);
  const { allows } = usePermissions();
  return {
    /** Whoever may edit the type reads its records' history (the API's rule). */
    allowed: allows(type, 'update'),
    open: (row: R) => setOpen({ id: row.id, name: nameOf(row) }),
    panel: open && <HistoryPanel type={type} id={open.id} name={open.name} onClose={() => setOpen(null)} />,
  };
}

/** The History button of one row or card. */
export function HistoryButton({ name, onClick }: { name: string; onClick: () => void }) {
  const t = useT();
  return (
    <ActionButton icon="clock" variant="secondary" onClick={onClick} aria-label={t('content.history.historyOf', { name })}>
      {t('content.history.button')}
    </ActionButton>
  );
}
