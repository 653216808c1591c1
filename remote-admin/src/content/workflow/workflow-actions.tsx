import { useState } from 'react';
import { useTransitionContentMutation } from 'remote_shared/api';
import { notify } from 'remote_shared/notify';
import type { AnyContentType } from 'remote_shared/schemas';
import { Button } from 'remote_shared/ui';
import { TextField } from '@/components/form-fields';
import { ModalForm } from '@/components/modal-form';
import { t as tNow, translateText, useT } from '@/i18n';
import { fromEatInput, toEatInput } from '@/lib/dates';
import { submissionErrors, toastFailure } from '@/lib/failures';
import { availableTransitions, type WorkflowRow } from './workflow-states';
import styles from './workflow.module.css';

/** The toast after each move, as catalogue keys. */
const DONE: Record<string, string> = {
  submit: 'posts.workflow.done.submit',
  request_changes: 'posts.workflow.done.requestChanges',
  publish: 'posts.workflow.done.publish',
  unpublish: 'posts.workflow.done.unpublish',
  restore: 'posts.workflow.done.restore',
  schedule: 'posts.workflow.done.schedule',
  unschedule: 'posts.workflow.done.unschedule',
};

/**
 * The workflow buttons of one record: only the moves its role may make from where it stands; a
 * move that asks for a comment or a time opens its dialog. `name`: what the record is called.
 */
export function WorkflowActions({ type, row, name: title, role }: { type: AnyContentType; row: WorkflowRow; name: string; role: string | undefined }) {
  const t = useT();
  const [transition, { isLoading }] = useTransitionContentMutation();
  // The move whose dialog is open.
  const [dialog, setDialog] = useState<string | null>(null);
  const moves = availableTransitions(type, row, role);
  if (moves.length === 0) return null;
  const transitions = type.workflow!.transitions;

  const run = (name: string, extra: { comment?: string; publish_at?: string } = {}) =>
    transition({ path: type.path, tag: type.typeName, id: row.id, transition: name, ...extra })
      .unwrap()
      // Toasted when the API answers: the language of that moment.
      .then(() => notify.success(DONE[name] ? tNow(DONE[name]) : translateText(transitions[name]!.label)));
  /** A dialog's submit: closes it when done, else keeps what was typed and says why. */
  const submitDialog = async (name: string, extra: { comment?: string; publish_at?: string }) => {
    try {
      await run(name, extra);
      setDialog(null);
    } catch (error) {
      toastFailure(error, tNow('posts.workflow.failed'));
      return submissionErrors(error);
    }
  };
  // The declaration's labels arrive in English ('Submit for review').
  const label = (name: string) =>
    transitions[name]!.schedule === 'set' && row.publish_at ? t('posts.workflow.reschedule') : translateText(transitions[name]!.label);
  /** The moves that need more than a click: a comment for the author, a time to go live. */
  const asks = (name: string) => Boolean(transitions[name]!.comment) || transitions[name]!.schedule === 'set';
  /** The way forward stands out: a move that takes a draft on, or makes a record live. */
  const forward = (name: string) => {
    const { to, from } = transitions[name]!;
    return to === type.workflow!.live || (to !== undefined && to !== type.workflow!.initial && from.includes(type.workflow!.initial));
  };

  return (
    <div className={styles.moves}>
      {moves.map((name) => (
        <Button
          key={name}
          size="small"
          variant={forward(name) ? 'primary' : 'secondary'}
          disabled={isLoading}
          aria-label={`${label(name)}: ${title}`}
          onClick={() => (asks(name) ? setDialog(name) : void run(name).catch((error) => toastFailure(error, tNow('posts.workflow.failed'))))}
        >
          {label(name)}
        </Button>
      ))}
      {dialog && transitions[dialog]!.comment && (
        <ModalForm<{ comment: string }>
          title={t('posts.workflow.requestTitle')}
          size="small"
          onClose={() => setDialog(null)}
          initialValues={{ comment: '' }}
          validate={(values) => (values.comment?.trim() ? {} : { comment: t('posts.workflow.commentRequired') })}
          onSubmit={(values) => submitDialog(dialog, { comment: values.comment.trim() })}
          submitLabel={t('posts.workflow.sendBack')}
          busyLabel={t('posts.workflow.sending')}
        >
          <p className={styles.dialogNote}>{t('posts.workflow.requestNote', { title })}</p>
          <TextField name="comment" label={t('posts.workflow.comment')} as="textarea" rows={4} required />
        </ModalForm>
      )}
      {dialog && transitions[dialog]!.schedule === 'set' && (
        <ModalForm<{ at: string }>
          title={row.publish_at ? t('posts.workflow.rescheduleTitle') : t('posts.workflow.scheduleTitle')}
          size="small"
          onClose={() => setDialog(null)}
          initialValues={{ at: row.publish_at ? toEatInput(row.publish_at) : '' }}
          validate={(values) => {
            const iso = fromEatInput(values.at ?? '');
            if (!iso) return { at: t('posts.workflow.timeRequired') };
            return Date.parse(iso) <= Date.now() ? { at: t('posts.workflow.timePast') } : {};
          }}
          onSubmit={(values) => submitDialog(dialog, { publish_at: fromEatInput(values.at) })}
          submitLabel={t('posts.workflow.schedule')}
          busyLabel={t('posts.workflow.scheduling')}
        >
          <p className={styles.dialogNote}>{t('posts.workflow.scheduleNote', { title })}</p>
          <TextField name="at" label={t('posts.workflow.publishOn')} type="datetime-local" required hint={t('posts.workflow.publishOnHint')} />
        </ModalForm>
      )}
    </div>
  );
}
