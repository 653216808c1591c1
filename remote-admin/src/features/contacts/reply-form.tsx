import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { useReplyToMessageMutation } from 'remote_shared/api';
import { notify } from 'remote_shared/notify';
import { fieldErrors, replyInput } from 'remote_shared/schemas';
import { Icon } from 'remote_shared/ui';
import { TextField } from '@/components/form-fields';
import { submitOrFocusError } from '@/components/form-submit';
import { SubmitButton } from '@/components/submit-button';
import { translateText, useT } from '@/i18n';
import { submissionErrors, toastFailure } from '@/lib/failures';
import { translatedErrors } from '@/i18n';
import styles from './message-dialog.module.css';

interface ReplyValues {
  text?: string;
}

/**
 * Writes to the visitor from the company address. The text is required ('Write a reply'); a
 * failed send keeps it, with the reason under the field, so nothing typed is lost.
 */
export function ReplyForm({ contactId, to }: { contactId: number; to: string }) {
  const t = useT();
  const [reply] = useReplyToMessageMutation();
  return (
    <Form<ReplyValues>
      onSubmit={async (values, form) => {
        try {
          const detail = await reply({ id: contactId, body: { text: values.text ?? '' } }).unwrap();
          notify.success(detail.replies.at(-1)?.delivery === 'sent' ? t('contacts.reply.sent') : t('contacts.reply.queued'));
          // After the submission settles, so final-form does not mark the emptied field as failed.
          setTimeout(() => form.restart(), 0);
        } catch (error) {
          toastFailure(error, t('contacts.reply.failed'));
          // The reason goes under the field, whose text stays as typed.
          const { [FORM_ERROR]: reason, text } = (submissionErrors(error) ?? {}) as Record<string, string | undefined>;
          const shown = text ?? reason;
          return { text: shown ? translateText(shown) : t('contacts.reply.failed') };
        }
      }}
      validate={(values) => translatedErrors(fieldErrors(replyInput, { text: values.text ?? '' }))}
      subscription={{ submitting: true }}
      render={({ handleSubmit, form, submitting }) => (
        <form noValidate className={styles.composer} onSubmit={(event) => submitOrFocusError(event, handleSubmit, form)} aria-label={t('contacts.reply.label')}>
          <TextField name="text" label={t('contacts.reply.text')} as="textarea" rows={5} required hint={t('contacts.reply.hint', { to })} />
          <div className={styles.composerActions}>
            <SubmitButton busy={submitting}>
              <Icon name="mail" size={18} />
              {submitting ? t('contacts.reply.sending') : t('contacts.reply.send')}
            </SubmitButton>
          </div>
        </form>
      )}
    />
  );
}
