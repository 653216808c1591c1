import { useState } from 'react';
import { useTransitionContentMutation } from 'remote_shared/api';
import { notify } from 'remote_shared/notify';
import { posts, type PostTransition } from 'remote_shared/schemas';
import { Button } from 'remote_shared/ui';
import { TextField } from '@/components/form-fields';
import { ModalForm } from '@/components/modal-form';
import { fromEatInput, toEatInput } from '@/lib/dates';
import { submissionErrors, toastFailure } from '@/lib/failures';
import { availableTransitions, type PostRow } from './post-states';
import styles from './posts-page.module.css';

export const WORKFLOW_TEXT = {
  done: {
    submit: 'Submitted for review',
    request_changes: 'Changes requested',
    publish: 'Post published',
    unpublish: 'Post unpublished',
    restore: 'Post restored to draft',
    schedule: 'Publishing scheduled',
    unschedule: 'Schedule cancelled',
  },
  failed: 'The post could not be moved',
  commentRequired: 'A comment is required when requesting changes',
  timeRequired: 'Pick a date and time',
  timePast: 'The publishing time must be in the future',
} as const satisfies { done: Record<PostTransition, string>; [text: string]: unknown };

type Dialog = 'request_changes' | 'schedule' | null;

/** The workflow buttons of one post: only the moves its role may make from where the post stands. */
export function WorkflowActions({ row, role }: { row: PostRow; role: string | undefined }) {
  const [transition, { isLoading }] = useTransitionContentMutation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const moves = availableTransitions(row, role);
  if (moves.length === 0) return null;

  const run = (name: PostTransition, extra: { comment?: string; publish_at?: string } = {}) =>
    transition({ path: posts.path, tag: posts.typeName, id: row.id, transition: name, ...extra })
      .unwrap()
      .then(() => notify.success(WORKFLOW_TEXT.done[name]));
  /** A dialog's submit: closes it when done, else keeps what was typed and says why. */
  const submitDialog = async (name: PostTransition, extra: { comment?: string; publish_at?: string }) => {
    try {
      await run(name, extra);
      setDialog(null);
    } catch (error) {
      toastFailure(error, WORKFLOW_TEXT.failed);
      return submissionErrors(error);
    }
  };
  const label = (name: PostTransition) => (name === 'schedule' && row.publish_at ? 'Reschedule' : posts.workflow!.transitions[name]!.label);

  return (
    <div className={styles.moves}>
      {moves.map((name) => (
        <Button
          key={name}
          size="small"
          variant={name === 'publish' || name === 'submit' ? 'primary' : 'secondary'}
          disabled={isLoading}
          aria-label={`${label(name)}: ${row.title}`}
          onClick={() => (name === 'request_changes' || name === 'schedule' ? setDialog(name) : void run(name).catch((error) => toastFailure(error, WORKFLOW_TEXT.failed)))}
        >
          {label(name)}
        </Button>
      ))}
      {dialog === 'request_changes' && (
        <ModalForm<{ comment: string }>
          title="Request changes"
          size="small"
          onClose={() => setDialog(null)}
          initialValues={{ comment: '' }}
          validate={(values) => (values.comment?.trim() ? {} : { comment: WORKFLOW_TEXT.commentRequired })}
          onSubmit={(values) => submitDialog('request_changes', { comment: values.comment.trim() })}
          submitLabel="Send back to draft"
          busyLabel="Sending..."
        >
          <p className={styles.dialogNote}>{`"${row.title}" goes back to its author as a draft, with your comment.`}</p>
          <TextField name="comment" label="Comment for the author" as="textarea" rows={4} required />
        </ModalForm>
      )}
      {dialog === 'schedule' && (
        <ModalForm<{ at: string }>
          title={row.publish_at ? 'Reschedule publishing' : 'Schedule publishing'}
          size="small"
          onClose={() => setDialog(null)}
          initialValues={{ at: row.publish_at ? toEatInput(row.publish_at) : '' }}
          validate={(values) => {
            const iso = fromEatInput(values.at ?? '');
            if (!iso) return { at: WORKFLOW_TEXT.timeRequired };
            return Date.parse(iso) <= Date.now() ? { at: WORKFLOW_TEXT.timePast } : {};
          }}
          onSubmit={(values) => submitDialog('schedule', { publish_at: fromEatInput(values.at) })}
          submitLabel="Schedule"
          busyLabel="Scheduling..."
        >
          <p className={styles.dialogNote}>{`"${row.title}" goes public by itself at this minute (within a minute).`}</p>
          <TextField name="at" label="Publish on (East Africa Time)" type="datetime-local" required hint="Kigali, Nairobi and Addis Ababa time (UTC+3)." />
        </ModalForm>
      )}
    </div>
  );
}
