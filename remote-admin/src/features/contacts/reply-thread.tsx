import { useRetryReplyMutation } from 'remote_shared/api';
import { notify } from 'remote_shared/notify';
import type { ContactReply } from 'remote_shared/schemas';
import { Badge, Icon, type BadgeTone } from 'remote_shared/ui';
import { ActionButton } from '@/components/action-button';
import { useT } from '@/i18n';
import { displayDate, displayTime } from '@/lib/dates';
import { toastFailure } from '@/lib/failures';
import styles from './message-dialog.module.css';

/** Each delivery's badge: the catalogue key of its name, and its tone. */
const DELIVERY: Record<ContactReply['delivery'], { label: string; tone: BadgeTone }> = {
  queued: { label: 'contacts.delivery.queued', tone: 'info' },
  sent: { label: 'contacts.delivery.sent', tone: 'success' },
  failing: { label: 'contacts.delivery.failing', tone: 'danger' },
};

/** One reply: who wrote it and when, its text, whether the mail went out, and Retry while it has not. */
function ReplyItem({ contactId, reply, canWrite }: { contactId: number; reply: ContactReply; canWrite: boolean }) {
  const t = useT();
  const [retry, { isLoading }] = useRetryReplyMutation();
  const delivery = DELIVERY[reply.delivery];
  const onRetry = async () => {
    try {
      const detail = await retry({ id: contactId, replyId: reply.id }).unwrap();
      // The API tries at once and answers either way: say what happened to this reply.
      const now = detail.replies.find((r) => r.id === reply.id);
      if (now?.delivery === 'failing') notify.error(t('contacts.thread.stillFailing'));
      else notify.success(t('contacts.thread.retried'));
    } catch (error) {
      toastFailure(error, t('contacts.thread.retryFailed'));
    }
  };
  return (
    <li className={styles.reply}>
      <div className={styles.replyHead}>
        <span className={styles.author}>{reply.author_name ?? t('contacts.thread.formerUser')}</span>
        <time dateTime={reply.created_at} className={styles.when}>
          {displayDate(reply.created_at)} {t('contacts.at')} {displayTime(reply.created_at)}
        </time>
        <Badge tone={delivery.tone}>{t(delivery.label)}</Badge>
      </div>
      <p className={styles.replyText}>{reply.text}</p>
      {reply.delivery === 'queued' && <p className={styles.delivery}>{t('contacts.thread.queued')}</p>}
      {reply.delivery === 'failing' && (
        <div className={styles.failing} role="alert">
          <Icon name="alert" size={18} />
          <p className={styles.delivery}>
            {t('contacts.thread.notDelivered', { attempts: reply.attempts, reason: reply.error ?? t('contacts.thread.notAccepted') })}
          </p>
          {canWrite && (
            <ActionButton icon="refresh" variant="secondary" onClick={() => void onRetry()} busy={isLoading}>
              {t('common.retry')}
            </ActionButton>
          )}
        </div>
      )}
    </li>
  );
}

/** The replies sent to the visitor, oldest first. */
export function ReplyThread({ contactId, replies, canWrite }: { contactId: number; replies: readonly ContactReply[]; canWrite: boolean }) {
  const t = useT();
  if (replies.length === 0) return <p className={styles.none}>{t('contacts.thread.none')}</p>;
  return (
    <ol className={styles.thread}>
      {replies.map((reply) => (
        <ReplyItem key={reply.id} contactId={contactId} reply={reply} canWrite={canWrite} />
      ))}
    </ol>
  );
}
