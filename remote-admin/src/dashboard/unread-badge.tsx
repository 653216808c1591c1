import { useGetInboxSummaryQuery } from 'remote_shared/api';
import { Icon, VisuallyHidden } from 'remote_shared/ui';
import { useT } from '@/i18n';
import { usePermissions } from '../hooks/use-permissions';
import styles from './sidebar.module.css';

/** How often the sidebar asks for new messages (docs/inbox.md). */
const UNREAD_POLL_MS = 30_000;

/**
 * The Contacts entry's count of new messages, asked every 30 s, and beside it the Spam badge: the
 * last days' messages set aside only for being sent within seconds of opening the page, most often
 * a person who pasted their details (docs/inbox.md, "Spam"). Only for roles that may read them,
 * and not while the user must first replace a password an Admin set (the API answers nothing else then).
 */
export function UnreadBadge() {
  const t = useT();
  const { can, user } = usePermissions();
  const allowed = can('contacts:read') && !user?.credentialsExpired;
  const { data } = useGetInboxSummaryQuery(undefined, { skip: !allowed, pollingInterval: UNREAD_POLL_MS, skipPollingIfUnfocused: true });
  if (!allowed || !data) return null;
  // An API older than the Spam badge answers without the count.
  const toCheck = data.spam_to_check ?? 0;
  return (
    <>
      {data.unread > 0 && (
        <span className={styles.badge}>
          <span aria-hidden="true">{data.unread > 99 ? '99+' : data.unread}</span>
          <VisuallyHidden>{` (${data.unread} unread)`}</VisuallyHidden>
        </span>
      )}
      {toCheck > 0 && (
        <span className={`${styles.badge} ${styles.spamBadge}`} title={t('contacts.spamToCheck.badge', { count: toCheck })}>
          <Icon name="alert" size={12} />
          <span aria-hidden="true">{toCheck > 99 ? '99+' : toCheck}</span>
          <VisuallyHidden>{` (${t('contacts.spamToCheck.badge', { count: toCheck })})`}</VisuallyHidden>
        </span>
      )}
    </>
  );
}
