import { useState, type ReactNode } from 'react';
import { useGetRevisionsQuery, useRestoreRevisionMutation } from 'remote_shared/api';
import { notify } from 'remote_shared/notify';
import { isIconImage, type AnyContentType, type Field, type Revision } from 'remote_shared/schemas';
import { Button, ConfirmDialog, FormField, Icon, Modal, Spinner } from 'remote_shared/ui';
import { FieldComparison } from '@/components/field-comparison';
import { usePermissions } from '@/hooks/use-permissions';
import { t as tNow, translateText, useT, type T } from '@/i18n';
import { displayDateTime } from '@/lib/dates';
import { failureOf, toastFailure } from '@/lib/failures';
import { editable } from './content-form';
import { Thumbnail } from './thumbnail';
import styles from './history-panel.module.css';

// 'Revision 3' is composed of the word and the number: a message 'Revision {number}' would be read
// by translateText into the API's 'Revision 3 not found'.

/** What made a revision, in words (docs/workflow.md, "History"), in the language of `t`. */
export function revisionLabel(type: AnyContentType, revision: Revision, t: T = tNow): string {
  switch (revision.action) {
    case 'baseline':
      return t('content.history.baseline');
    case 'created':
      return t('content.history.created');
    case 'updated':
      return revision.pending_state ? t('content.history.editedAsDraft') : t('content.history.edited');
    case 'restored':
      return revision.pending_state ? t('content.history.restoredAsDraft', { number: revision.detail ?? '' }) : t('content.history.restored', { number: revision.detail ?? '' });
    case 'transition': {
      // The declaration's label of the move arrives in English ('Publish').
      const label = type.workflow?.transitions[revision.detail ?? '']?.label;
      return t('content.history.workflow', { action: label ? translateText(label) : (revision.detail ?? '') });
    }
    case 'deleted':
      return t('content.history.deleted');
    case 'undeleted':
      return t('content.history.broughtBack');
  }
}

/**
 * Who saved and when: the person's current name, the schedule (a move with nobody behind it), or a
 * removed account. Values from before history (seeded, or older) say only when they were last saved.
 */
export function revisionByline(revision: Revision, t: T = tNow): string {
  const when = displayDateTime(revision.at);
  if (revision.actor_name) return t('content.history.byName', { name: revision.actor_name, when });
  if (revision.actor_id !== null) return t('content.history.byRemoved', { when });
  if (revision.action === 'transition') return t('content.history.bySchedule', { when });
  return t('content.history.lastSaved', { when });
}

/** A workflow state as the comparison shows it ('draft'), as catalogue keys; another type's states as they are. */
const STATE_NAMES: Record<string, string> = {
  draft: 'content.history.state.draft',
  review: 'content.history.state.review',
  published: 'content.history.state.published',
  unpublished: 'content.history.state.unpublished',
};

/** One value as the comparison shows it: an image's thumbnail and address, text as written, blanks said. */
function FieldValue({ field, value }: { field: Field; value: unknown }) {
  const t = useT();
  if (value === null || value === undefined || value === '') return <span className={styles.muted}>{t('content.notSet')}</span>;
  const text = String(value);
  if (field.kind === 'image' || (field.kind === 'icon' && isIconImage(text))) {
    return (
      <span className={styles.image}>
        <Thumbnail src={text} />
        <span className={styles.muted}>{text}</span>
      </span>
    );
  }
  return <>{text}</>;
}

const optionLabel = (t: T, type: AnyContentType, revision: Revision) => `${revision.number}: ${revisionLabel(type, revision, t)}, ${displayDateTime(revision.at)}`;
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? '') === JSON.stringify(b ?? '');

/** Two revisions side by side, every field, the ones that differ marked. */
export function RevisionCompare({ type, revisions }: { type: AnyContentType; revisions: Revision[] }) {
  const t = useT();
  const [left, setLeft] = useState(revisions[Math.min(1, revisions.length - 1)]!.id);
  const [right, setRight] = useState(revisions[0]!.id);
  const a = revisions.find((r) => r.id === left) ?? revisions[0]!;
  const b = revisions.find((r) => r.id === right) ?? revisions[0]!;
  const stateName = (state: string) => (STATE_NAMES[state] ? t(STATE_NAMES[state]) : state);
  const stateOf = (r: Revision) => {
    if (!r.state) return null;
    return r.pending_state ? t('content.history.withChanges', { state: stateName(r.state), pending: stateName(r.pending_state) }) : stateName(r.state);
  };
  const rows = editable(type).map(([name, field]) => ({
    name,
    // The declaration's label arrives in English ('Position').
    label: translateText(field.label),
    left: <FieldValue field={field} value={a.values[name]} />,
    right: <FieldValue field={field} value={b.values[name]} />,
    changed: !same(a.values[name], b.values[name]),
  }));
  if (type.workflow) rows.push({ name: 'state', label: t('content.history.publication'), left: <>{stateOf(a)}</>, right: <>{stateOf(b)}</>, changed: stateOf(a) !== stateOf(b) });
  const options = revisions.map((r) => (
    <option key={r.id} value={r.id}>
      {optionLabel(t, type, r)}
    </option>
  ));
  const changed = rows.filter((row) => row.changed).length;
  return (
    <section className={styles.compare} aria-labelledby="history-compare">
      <h3 id="history-compare" className={styles.subheading}>
        {t('content.history.compare')}
      </h3>
      <div className={styles.pickers}>
        <FormField as="select" label={t('content.history.compareRevision')} value={left} onChange={(event) => setLeft(Number(event.target.value))}>
          {options}
        </FormField>
        <FormField as="select" label={t('content.history.withRevision')} value={right} onChange={(event) => setRight(Number(event.target.value))}>
          {options}
        </FormField>
      </div>
      <FieldComparison
        caption={t('content.history.compareCaption', {
          a: a.number,
          b: b.number,
          differ: changed === 0 ? t('content.history.noneDiffer') : t('content.history.someDiffer', { count: changed }),
        })}
        left={`${t('content.history.revision')} ${a.number}`}
        right={`${t('content.history.revision')} ${b.number}`}
        fields={rows}
      />
    </section>
  );
}

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
        <Button variant="secondary" size="small" onClick={() => void history.refetch()}>
          <Icon name="refresh" size={16} />
          {t('common.retry')}
        </Button>
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
        <h3 className={styles.subheading}>{data.total > data.items.length ? t('content.history.revisionsNewest', { shown: data.items.length, total: data.total }) : t('content.history.revisions')}</h3>
        <ol className={styles.list} aria-label={t('content.history.revisionsOf', { name })}>
          {data.items.map((revision, index) => (
            <li key={revision.id} className={styles.item}>
              <div className={styles.itemText}>
                <p className={styles.itemTitle}>
                  <span className={styles.number}>{`${t('content.history.revision')} ${revision.number}`}</span> {revisionLabel(type, revision, t)}
                </p>
                <p className={styles.muted}>{revisionByline(revision, t)}</p>
                {revision.fields.length > 0 && (
                  <p className={styles.muted}>
                    {t('content.history.changed', {
                      fields: revision.fields.map((field) => translateText((type.fields[field] as Field | undefined)?.label ?? field)).join(', '),
                    })}
                  </p>
                )}
              </div>
              {canRestore && index > 0 && (
                <Button variant="secondary" size="small" disabled={restoring} onClick={() => setAsking(revision)} aria-label={t('content.history.restoreRevision', { number: revision.number })}>
                  <Icon name="refresh" size={16} />
                  {t('content.history.restore')}
                </Button>
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
    <Button variant="secondary" size="small" onClick={onClick} aria-label={t('content.history.historyOf', { name })}>
      <Icon name="clock" size={16} />
      {t('content.history.button')}
    </Button>
  );
}
