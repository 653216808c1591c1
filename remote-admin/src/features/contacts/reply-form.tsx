import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { useReplyToMessageMutation } from 'remote_shared/api';
import { notify } from 'remote_shared/notify';
import { fieldErrors, replyInput } from 'remote_shared/schemas';
import { Button, Icon } from 'remote_shared/ui';
import { TextField } from '@/components/form-fields';
import { keepFocus, submitOrFocusError } from '@/components/form-submit';
import { submissionErrors, toastFailure } from '@/lib/failures';
import styles from './message-dialog.module.css';

export const REPLY_TEXT = {
  sent: 'Reply sent',
  queued: 'Reply saved: it goes out as soon as the mail server takes it',
  failed: 'Failed to send the reply',
} as const;

interface ReplyValues {
  text?: string;
}

/**
 * Writes to the visitor from the company address. The text is required ('Write a reply'); a
 * failed send keeps it, with the reason under the field, so nothing typed is lost.
 */
export function ReplyForm({ contactId, to }: { contactId: number; to: string }) {
  const [reply] = useReplyToMessageMutation();
  return (
    <Form<ReplyValues>
      onSubmit={async (values, form) => {
        try {
          const detail = await reply({ id: contactId, body: { text: values.text ?? '' } }).unwrap();
          notify.success(detail.replies.at(-1)?.delivery === 'sent' ? REPLY_TEXT.sent : REPLY_TEXT.queued);
          // After the submission settles, so final-form does not mark the emptied field as failed.
          setTimeout(() => form.restart(), 0);
        } catch (error) {
          toastFailure(error, REPLY_TEXT.failed);
          // The reason goes under the field, whose text stays as typed.
          const { [FORM_ERROR]: reason, text } = (submissionErrors(error) ?? {}) as Record<string, string | undefined>;
          return { text: text ?? reason ?? REPLY_TEXT.failed };
        }
      }}
      validate={(values) => fieldErrors(replyInput, { text: values.text ?? '' })}
      subscription={{ submitting: true }}
      render={({ handleSubmit, form, submitting }) => (
        <form noValidate className={styles.composer} onSubmit={(event) => submitOrFocusError(event, handleSubmit, form)} aria-label="Reply">
          <TextField name="text" label="Your reply" as="textarea" rows={5} required hint={`Sent from the company address to ${to}, with the message quoted.`} />
          <div className={styles.composerActions}>
            <Button type="submit" busy={submitting} onMouseDown={keepFocus}>
              <Icon name="mail" size={18} />
              {submitting ? 'Sending...' : 'Send reply'}
            </Button>
          </div>
        </form>
      )}
    />
  );
}
