import { useState } from 'react';
import { useTransitionContentMutation } from 'remote_shared/api';
import { notify } from 'remote_shared/notify';
import { posts, type PostTransition } from 'remote_shared/schemas';
import { Button } from 'remote_shared/ui';
import { TextField } from '@/components/form-fields';
import { ModalForm } from '@/components/modal-form';
import { t as tNow, translateText, useT } from '@/i18n';
import { fromEatInput, toEatInput } from '@/lib/dates';
import { submissionErrors, toastFailure } from '@/lib/failures';
import { availableTransitions, type PostRow } from './post-states';
import styles from './posts-page.module.css';

/** The toast after each move, as catalogue keys. */
const DONE: Record<PostTransition, string> = {
  submit: 'posts.workflow.done.submit',
  request_changes: 'posts.workflow.done.requestChanges',
  publish: 'posts.workflow.done.publish',
  unpublish: 'posts.workflow.done.unpublish',
  restore: 'posts.workflow.done.restore',
  schedule: 'posts.workflow.done.schedule',
  unschedule: 'posts.workflow.done.unschedule',
};

type Dialog = 'request_changes' | 'schedule' | null;

/** The workflow buttons of one post: only the moves its role may make from where the post stands. */
export function WorkflowActions({ row, role }: { row: PostRow; role: string | undefined }) {
  const t = useT();
  const [transition, { isLoading }] = useTransitionContentMutation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const moves = availableTransitions(row, role);
  if (moves.length === 0) return null;

  const run = (name: PostTransition, extra: { comment?: string; publish_at?: string } = {}) =>
    transition({ path: posts.path, tag: posts.typeName, id: row.id, transition: name, ...extra })
      .unwrap()
      // Toasted when the API answers: the language of that moment.
      .then(() => notify.success(tNow(DONE[name])));
  /** A dialog's submit: closes it when done, else keeps what was typed and says why. */
  const submitDialog = async (name: PostTransition, extra: { comment?: string; publish_at?: string }) => {
    try {
      await run(name, extra);
      setDialog(null);
    } catch (error) {
      toastFailure(error, tNow('posts.workflow.failed'));
      return submissionErrors(error);
    }
  };
  // The declaration's labels arrive in English ('Submit for review').
  const label = (name: PostTransition) => (name === 'schedule' && row.publish_at ? t('posts.workflow.reschedule') : translateText(posts.workflow!.transitions[name]!.label));

  return (
    <div className={styles.moves}>
      {moves.map((name) => (
        <Button
          key={name}
          size="small"
          variant={name === 'publish' || name === 'submit' ? 'primary' : 'secondary'}
          disabled={isLoading}
          aria-label={`${label(name)}: ${row.title}`}
          onClick={() => (name === 'request_changes' || name === 'schedule' ? setDialog(name) : void run(name).catch((error) => toastFailure(error, tNow('posts.workflow.failed'))))}
        >
          {label(name)}
        </Button>
      ))}
      {dialog === 'request_changes' && (
        <ModalForm<{ comment: string }>
          title={t('posts.workflow.requestTitle')}
          size="small"
          onClose={() => setDialog(null)}
          initialValues={{ comment: '' }}
          validate={(values) => (values.comment?.trim() ? {} : { comment: t('posts.workflow.commentRequired') })}
          onSubmit={(values) => submitDialog('request_changes', { comment: values.comment.trim() })}
          submitLabel={t('posts.workflow.sendBack')}
          busyLabel={t('posts.workflow.sending')}
        >
          <p className={styles.dialogNote}>{t('posts.workflow.requestNote', { title: row.title })}</p>
          <TextField name="comment" label={t('posts.workflow.comment')} as="textarea" rows={4} required />
        </ModalForm>
      )}
      {dialog === 'schedule' && (
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
          onSubmit={(values) => submitDialog('schedule', { publish_at: fromEatInput(values.at) })}
          submitLabel={t('posts.workflow.schedule')}
          busyLabel={t('posts.workflow.scheduling')}
        >
          <p className={styles.dialogNote}>{t('posts.workflow.scheduleNote', { title: row.title })}</p>
          <TextField name="at" label={t('posts.workflow.publishOn')} type="datetime-local" required hint={t('posts.workflow.publishOnHint')} />
        </ModalForm>
      )}
    </div>
  );
}
