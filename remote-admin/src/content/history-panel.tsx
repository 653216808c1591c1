import { useState, type ReactNode } from 'react';
import { useGetRevisionsQuery, useRestoreRevisionMutation } from 'remote_shared/api';
import { notify } from 'remote_shared/notify';
import { isIconImage, type AnyContentType, type Field, type Revision } from 'remote_shared/schemas';
import { Button, ConfirmDialog, FormField, Icon, Modal, Spinner } from 'remote_shared/ui';
import { FieldComparison } from '@/components/field-comparison';
import { usePermissions } from '@/hooks/use-permissions';
import { displayDateTime } from '@/lib/dates';
import { failureOf, toastFailure } from '@/lib/failures';
import { editable } from './content-form';
import { Thumbnail } from './thumbnail';
import styles from './history-panel.module.css';

export const HISTORY_TEXTS = {
  intro: 'Every save is kept. Compare any two revisions, or restore one: it is saved again as a new revision, and nothing is lost.',
  asDraft: 'Your restore is saved as a draft of the change: the public page keeps the live version until a Publisher publishes it.',
  deleted: 'This record is deleted. Its history stays readable by Admins, who can bring it back from the Deleted list.',
  loadFailed: 'The history could not be loaded',
  restoreFailed: 'The revision could not be restored',
  notSet: 'Not set',
  compare: 'Compare revision',
  with: 'with revision',
} as const;

/** What made a revision, in words (docs/workflow.md, "History"). */
export function revisionLabel(type: AnyContentType, revision: Revision): string {
  switch (revision.action) {
    case 'baseline':
      return 'As it was before history was kept';
    case 'created':
      return 'Created';
    case 'updated':
      return revision.pending_state ? 'Edited, as a draft of the live version' : 'Edited';
    case 'restored':
      return `Restored revision ${revision.detail}${revision.pending_state ? ', as a draft of the live version' : ''}`;
    case 'transition':
      return `Workflow: ${type.workflow?.transitions[revision.detail ?? '']?.label ?? revision.detail}`;
    case 'deleted':
      return 'Deleted';
    case 'undeleted':
      return 'Brought back';
  }
}

/**
 * Who saved and when: the person's current name, the schedule (a move with nobody behind it), or a
 * removed account. Values from before history (seeded, or older) say only when they were last saved.
 */
export function revisionByline(revision: Revision): string {
  const when = displayDateTime(revision.at);
  if (revision.actor_name) return `by ${revision.actor_name}, ${when}`;
  if (revision.actor_id !== null) return `by a removed account, ${when}`;
  if (revision.action === 'transition') return `by the schedule, ${when}`;
  return `last saved ${when}`;
}

/** One value as the comparison shows it: an image's thumbnail and address, text as written, blanks said. */
function FieldValue({ field, value }: { field: Field; value: unknown }) {
  if (value === null || value === undefined || value === '') return <span className={styles.muted}>{HISTORY_TEXTS.notSet}</span>;
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

const optionLabel = (type: AnyContentType, revision: Revision) => `${revision.number}: ${revisionLabel(type, revision)}, ${displayDateTime(revision.at)}`;
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? '') === JSON.stringify(b ?? '');

/** Two revisions side by side, every field, the ones that differ marked. */
export function RevisionCompare({ type, revisions }: { type: AnyContentType; revisions: Revision[] }) {
  const [left, setLeft] = useState(revisions[Math.min(1, revisions.length - 1)]!.id);
  const [right, setRight] = useState(revisions[0]!.id);
  const a = revisions.find((r) => r.id === left) ?? revisions[0]!;
  const b = revisions.find((r) => r.id === right) ?? revisions[0]!;
  const stateOf = (r: Revision) => (r.state ? `${r.state}${r.pending_state ? `, with changes in ${r.pending_state}` : ''}` : null);
  const rows = editable(type).map(([name, field]) => ({
    name,
    label: field.label,
    left: <FieldValue field={field} value={a.values[name]} />,
    right: <FieldValue field={field} value={b.values[name]} />,
    changed: !same(a.values[name], b.values[name]),
  }));
  if (type.workflow) rows.push({ name: 'state', label: 'Publication', left: <>{stateOf(a)}</>, right: <>{stateOf(b)}</>, changed: stateOf(a) !== stateOf(b) });
  const options = revisions.map((r) => (
    <option key={r.id} value={r.id}>
      {optionLabel(type, r)}
    </option>
  ));
  const changed = rows.filter((row) => row.changed).length;
  return (
    <section className={styles.compare} aria-labelledby="history-compare">
      <h3 id="history-compare" className={styles.subheading}>
        Compare
      </h3>
      <div className={styles.pickers}>
        <FormField as="select" label={HISTORY_TEXTS.compare} value={left} onChange={(event) => setLeft(Number(event.target.value))}>
          {options}
        </FormField>
        <FormField as="select" label={HISTORY_TEXTS.with} value={right} onChange={(event) => setRight(Number(event.target.value))}>
          {options}
        </FormField>
      </div>
      <FieldComparison
        caption={`Revision ${a.number} and revision ${b.number}: ${changed === 0 ? 'no field differs' : `${changed} ${changed === 1 ? 'field differs' : 'fields differ'}`}`}
        left={`Revision ${a.number}`}
        right={`Revision ${b.number}`}
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
      notify.success(`Revision ${revision.number} restored`);
      setFailed(null);
    } catch (error) {
      toastFailure(error, HISTORY_TEXTS.restoreFailed);
      setFailed(failureOf(error).message ?? HISTORY_TEXTS.restoreFailed);
      // A stale version (someone saved meanwhile): show the history as it is now.
      void history.refetch();
    } finally {
      setAsking(null);
    }
  };

  let body: ReactNode;
  if (history.isLoading) body = <Spinner label="Loading the history..." />;
  else if (!data) {
    body = (
      <div className={styles.failed} role="alert">
        <p>{failureOf(history.error).message ?? HISTORY_TEXTS.loadFailed}</p>
        <Button variant="secondary" size="small" onClick={() => void history.refetch()}>
          <Icon name="refresh" size={16} />
          Retry
        </Button>
      </div>
    );
  } else {
    body = (
      <>
        <p className={styles.intro}>{data.deleted ? HISTORY_TEXTS.deleted : HISTORY_TEXTS.intro}</p>
        {canRestore && draftOnly && <p className={styles.note}>{HISTORY_TEXTS.asDraft}</p>}
        {failed && (
          <p className={styles.error} role="alert">
            <Icon name="alert" size={16} />
            {failed}
          </p>
        )}
        {data.items.length > 1 && <RevisionCompare type={type} revisions={data.items} />}
        <h3 className={styles.subheading}>{data.total > data.items.length ? `Revisions (the newest ${data.items.length} of ${data.total})` : 'Revisions'}</h3>
        <ol className={styles.list} aria-label={`Revisions of ${name}`}>
          {data.items.map((revision, index) => (
            <li key={revision.id} className={styles.item}>
              <div className={styles.itemText}>
                <p className={styles.itemTitle}>
                  <span className={styles.number}>{`Revision ${revision.number}`}</span> {revisionLabel(type, revision)}
                </p>
                <p className={styles.muted}>{revisionByline(revision)}</p>
                {revision.fields.length > 0 && (
                  <p className={styles.muted}>{`Changed: ${revision.fields.map((field) => (type.fields[field] as Field | undefined)?.label ?? field).join(', ')}`}</p>
                )}
              </div>
              {canRestore && index > 0 && (
                <Button variant="secondary" size="small" disabled={restoring} onClick={() => setAsking(revision)} aria-label={`Restore revision ${revision.number}`}>
                  <Icon name="refresh" size={16} />
                  Restore
                </Button>
              )}
            </li>
          ))}
        </ol>
      </>
    );
  }

  return (
    <Modal open title={`History: ${name}`} size="large" onClose={onClose} busy={restoring}>
      {body}
      <ConfirmDialog
        open={asking !== null}
        title={`Restore revision ${asking?.number ?? ''}`}
        message={draftOnly ? HISTORY_TEXTS.asDraft : 'Its values are saved as a new revision. The current values stay in the history.'}
        detail={asking ? `${revisionLabel(type, asking)}, ${displayDateTime(asking.at)}` : undefined}
        tone="primary"
        confirmLabel="Restore"
        busyLabel="Restoring..."
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
  return (
    <Button variant="secondary" size="small" onClick={onClick} aria-label={`History of ${name}`}>
      <Icon name="clock" size={16} />
      History
    </Button>
  );
}
