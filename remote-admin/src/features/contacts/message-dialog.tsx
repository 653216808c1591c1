import { useEffect, useId, useRef } from 'react';
import { inboxApi, useGetInboxMessageQuery, useSetInboxStateMutation } from 'remote_shared/api';
import type { ContactReply, InboxMessage } from 'remote_shared/schemas';
import { Badge, Modal, Spinner } from 'remote_shared/ui';
import { LoadError } from '@/components/load-error';
import { Notice } from '@/components/notice';
import { usePermissions } from '@/hooks/use-permissions';
import { useT } from '@/i18n';
import { displayDate, displayTime } from '@/lib/dates';
import { stateLabel, STATE_TONES } from './inbox-states';
import { ReplyForm } from './reply-form';
import { ReplyThread } from './reply-thread';
import { SpamReasons } from './spam-reasons';
import { StateActions } from './state-actions';
import styles from './message-dialog.module.css';

/**
 * How often a reply's delivery is asked again while the window is open (docs/inbox.md, "Notification
 * and replies"): a reply just sent usually leaves within a second or two, so it is asked every 2 s
 * for its first minute; one still queued after that (mail not configured, a slow server) every 10 s;
 * a failing one, which the outbox retries with back-off, every 15 s. Sent replies are not asked again.
 */
const JUST_SENT_POLL_MS = 2_000;
const QUEUED_POLL_MS = 10_000;
const FAILING_POLL_MS = 15_000;
const JUST_SENT_MS = 60_000;

export function deliveryPollMs(replies: readonly ContactReply[] | undefined, now = Date.now()): number {
  if (!replies) return 0;
  const queued = replies.filter((reply) => reply.delivery === 'queued');
  if (queued.some((reply) => now - Date.parse(reply.created_at) < JUST_SENT_MS)) return JUST_SENT_POLL_MS;
  if (queued.length > 0) return QUEUED_POLL_MS;
  return replies.some((reply) => reply.delivery === 'failing') ? FAILING_POLL_MS : 0;
}

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
  const t = useT();
  const { can } = usePermissions();
  const canWrite = can('contacts:write');
  // A reply just sent is queued; the thread shows it going out (or failing, then going out) without a reload.
  const cached = inboxApi.endpoints.getInboxMessage.useQueryState(message.id);
  const detail = useGetInboxMessageQuery(message.id, { pollingInterval: deliveryPollMs(cached.data?.replies) });
  const shown = detail.data ?? message;
  const repliesId = useId();
  useMarkRead(message, canWrite);

  return (
    <Modal
      open
      size="large"
      title={t('contacts.message.title', { name: message.name })}
      onClose={onClose}
      footer={canWrite ? <StateActions id={shown.id} state={shown.state} /> : undefined}
    >
      <dl className={styles.meta}>
        <dt>{t('contacts.message.email')}</dt>
        <dd>
          <a href={`mailto:${shown.email_address}`}>{shown.email_address}</a>
        </dd>
        <dt>{t('contacts.message.received')}</dt>
        <dd>
          {/* The word alone, not '{date} at {time}': translateText would read any English text with ' at ' as that. */}
          {displayDate(shown.date)} {t('contacts.at')} {displayTime(shown.date)}
        </dd>
        <dt>{t('contacts.message.state')}</dt>
        <dd className={styles.badges}>
          <Badge tone={STATE_TONES[shown.state]}>{stateLabel(t, shown.state)}</Badge>
          {shown.overdue && <Badge tone="warning">{t('contacts.overdue')}</Badge>}
        </dd>
      </dl>
      {shown.state === 'spam' && (
        <Notice tone="warning" title={t('contacts.message.spamTitle')}>
          {shown.spam_signals?.length ? <SpamReasons signals={shown.spam_signals} /> : t('contacts.message.noReason')}
        </Notice>
      )}
      <p className={styles.message}>{shown.message || t('contacts.message.noMessage')}</p>
      <section aria-labelledby={repliesId} className={styles.section}>
        <h3 id={repliesId} className={styles.heading}>
          {t('contacts.message.replies')}
        </h3>
        {detail.data ? (
          <ReplyThread contactId={shown.id} replies={detail.data.replies} canWrite={canWrite} />
        ) : detail.error ? (
          <LoadError title={t('contacts.message.threadFailed')} error={detail.error} onRetry={() => void detail.refetch()} retrying={detail.isFetching} />
        ) : (
          <Spinner centered label={t('contacts.message.loadingReplies')} />
        )}
      </section>
      {canWrite &&
        (shown.state === 'spam' ? (
          <p className={styles.none}>{t('contacts.message.noReplyToSpam')}</p>
        ) : (
          <ReplyForm contactId={shown.id} to={shown.email_address} />
        ))}
    </Modal>
  );
}
