import { useEffect, useId, useRef } from 'react';
import { inboxApi, useGetInboxMessageQuery, useSetInboxStateMutation } from 'remote_shared/api';
import type { InboxMessage } from 'remote_shared/schemas';
import { Badge, Modal, Spinner } from 'remote_shared/ui';
import { LoadError } from '@/components/load-error';
import { Notice } from '@/components/notice';
import { usePermissions } from '@/hooks/use-permissions';
import { displayDate, displayTime } from '@/lib/dates';
import { STATE_LABELS, STATE_TONES } from './inbox-states';
import { ReplyForm } from './reply-form';
import { ReplyThread } from './reply-thread';
import { StateActions } from './state-actions';
import styles from './message-dialog.module.css';

export const MESSAGE_TEXT = {
  threadFailed: 'Failed to load the replies',
  spamTitle: 'Set aside as spam',
  noReason: 'No reason was recorded.',
  noReplyToSpam: 'Mark this message not spam before replying to it.',
} as const;

/** While a reply waits in the outbox, its delivery is asked again this often. */
export const QUEUED_POLL_MS = 10_000;

/** Opening a new message reads it, for the whole team; once per opening, and only by a role that may. */
function useMarkRead(message: InboxMessage, allowed: boolean) {
  const [setState] = useSetInboxStateMutation();
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !allowed || message.state !== 'new') return;
    done.current = true;
    // A failure is harmless: the message stays new for the next reader.
    setState({ id: message.id, state: 'read' })
      .unwrap()
      .catch(() => undefined);
  }, [message, allowed, setState]);
}

/**
 * One message in full (the row it was opened from, then the API's fresh copy): who sent it and
 * when, its state, the spam reasons, the replies with their delivery, the composer and the moves.
 */
export function MessageDialog({ message, onClose }: { message: InboxMessage; onClose: () => void }) {
  const { can } = usePermissions();
  const canWrite = can('contacts:write');
  // A reply just sent is queued; the thread shows it going out (or failing) without a reload.
  const cached = inboxApi.endpoints.getInboxMessage.useQueryState(message.id);
  const waiting = cached.data?.replies.some((reply) => reply.delivery === 'queued') ?? false;
  const detail = useGetInboxMessageQuery(message.id, { pollingInterval: waiting ? QUEUED_POLL_MS : 0 });
  const shown = detail.data ?? message;
  const repliesId = useId();
  useMarkRead(message, canWrite);

  return (
    <Modal
      open
      size="large"
      title={`Message from ${message.name}`}
      onClose={onClose}
      footer={canWrite ? <StateActions id={shown.id} state={shown.state} /> : undefined}
    >
      <dl className={styles.meta}>
        <dt>Email</dt>
        <dd>
          <a href={`mailto:${shown.email_address}`}>{shown.email_address}</a>
        </dd>
        <dt>Received</dt>
        <dd>
          {displayDate(shown.date)} at {displayTime(shown.date)}
        </dd>
        <dt>State</dt>
        <dd className={styles.badges}>
          <Badge tone={STATE_TONES[shown.state]}>{STATE_LABELS[shown.state]}</Badge>
          {shown.overdue && <Badge tone="warning">Overdue</Badge>}
        </dd>
      </dl>
      {shown.state === 'spam' && (
        <Notice tone="warning" title={MESSAGE_TEXT.spamTitle}>
          {shown.spam_reasons || MESSAGE_TEXT.noReason}
        </Notice>
      )}
      <p className={styles.message}>{shown.message || 'No message.'}</p>
      <section aria-labelledby={repliesId} className={styles.section}>
        <h3 id={repliesId} className={styles.heading}>
          Replies
        </h3>
        {detail.data ? (
          <ReplyThread contactId={shown.id} replies={detail.data.replies} canWrite={canWrite} />
        ) : detail.error ? (
          <LoadError title={MESSAGE_TEXT.threadFailed} error={detail.error} onRetry={() => void detail.refetch()} retrying={detail.isFetching} />
        ) : (
          <Spinner centered label="Loading replies..." />
        )}
      </section>
      {canWrite &&
        (shown.state === 'spam' ? (
          <p className={styles.none}>{MESSAGE_TEXT.noReplyToSpam}</p>
        ) : (
          <ReplyForm contactId={shown.id} to={shown.email_address} />
        ))}
    </Modal>
  );
}
