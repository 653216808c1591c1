import { useRetryReplyMutation } from 'remote_shared/api';
import { notify } from 'remote_shared/notify';
import type { ContactReply } from 'remote_shared/schemas';
import { Badge, Button, Icon, type BadgeTone } from 'remote_shared/ui';
import { displayDate, displayTime } from '@/lib/dates';
import { toastFailure } from '@/lib/failures';
import styles from './message-dialog.module.css';

export const THREAD_TEXT = {
  retried: 'Reply sent',
  stillFailing: 'The mail server still refuses the reply',
  retryFailed: 'Failed to send the reply again',
} as const;

const DELIVERY: Record<ContactReply['delivery'], { label: string; tone: BadgeTone }> = {
  queued: { label: 'Queued', tone: 'info' },
  sent: { label: 'Sent', tone: 'success' },
  failing: { label: 'Failing', tone: 'danger' },
};

/** One reply: who wrote it and when, its text, whether the mail went out, and Retry while it has not. */
function ReplyItem({ contactId, reply, canWrite }: { contactId: number; reply: ContactReply; canWrite: boolean }) {
  const [retry, { isLoading }] = useRetryReplyMutation();
  const delivery = DELIVERY[reply.delivery];
  const onRetry = async () => {
    try {
      const detail = await retry({ id: contactId, replyId: reply.id }).unwrap();
      // The API tries at once and answers either way: say what happened to this reply.
      const now = detail.replies.find((r) => r.id === reply.id);
      if (now?.delivery === 'failing') notify.error(THREAD_TEXT.stillFailing);
      else notify.success(THREAD_TEXT.retried);
    } catch (error) {
      toastFailure(error, THREAD_TEXT.retryFailed);
    }
  };
  return (
    <li className={styles.reply}>
      <div className={styles.replyHead}>
        <span className={styles.author}>{reply.author_name ?? 'A former user'}</span>
        <time dateTime={reply.created_at} className={styles.when}>
          {displayDate(reply.created_at)} at {displayTime(reply.created_at)}
        </time>
        <Badge tone={delivery.tone}>{delivery.label}</Badge>
      </div>
      <p className={styles.replyText}>{reply.text}</p>
      {reply.delivery === 'queued' && <p className={styles.delivery}>Waiting in the outbox to be sent.</p>}
      {reply.delivery === 'failing' && (
        <div className={styles.failing} role="alert">
          <Icon name="alert" size={18} />
          <p className={styles.delivery}>
            Not delivered yet{reply.attempts ? ` after ${reply.attempts} ${reply.attempts === 1 ? 'attempt' : 'attempts'}` : ''}: {reply.error ?? 'the mail server did not accept it'}.
            It is retried automatically.
          </p>
          {canWrite && (
            <Button variant="secondary" size="small" onClick={() => void onRetry()} busy={isLoading}>
              <Icon name="refresh" size={16} />
              Retry
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

/** The replies sent to the visitor, oldest first. */
export function ReplyThread({ contactId, replies, canWrite }: { contactId: number; replies: readonly ContactReply[]; canWrite: boolean }) {
  if (replies.length === 0) return <p className={styles.none}>No replies yet.</p>;
  return (
    <ol className={styles.thread}>
      {replies.map((reply) => (
        <ReplyItem key={reply.id} contactId={contactId} reply={reply} canWrite={canWrite} />
      ))}
    </ol>
  );
}
