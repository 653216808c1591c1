import { useGetInboxSummaryQuery } from 'remote_shared/api';
import { VisuallyHidden } from 'remote_shared/ui';
import { usePermissions } from '../hooks/use-permissions';
import styles from './sidebar.module.css';

/** How often the sidebar asks for new messages (docs/inbox.md). */
export const UNREAD_POLL_MS = 30_000;

/**
 * The Contacts entry's count of new messages, asked every 30 s; only for roles that may read them,
 * and not while the user must first replace a password an Admin set (the API answers nothing else then).
 */
export function UnreadBadge() {
  const { can, user } = usePermissions();
  const allowed = can('contacts:read') && !user?.credentialsExpired;
  const { data } = useGetInboxSummaryQuery(undefined, { skip: !allowed, pollingInterval: UNREAD_POLL_MS, skipPollingIfUnfocused: true });
  if (!allowed || !data?.unread) return null;
  return (
    <span className={styles.badge}>
      <span aria-hidden="true">{data.unread > 99 ? '99+' : data.unread}</span>
      <VisuallyHidden>{` (${data.unread} unread)`}</VisuallyHidden>
    </span>
  );
}
