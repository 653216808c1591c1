import type { ReactNode } from 'react';
import { Icon, type IconName } from 'remote_shared/ui';
import styles from './notice.module.css';

/** A sentence the section wants read before the work starts (mail not configured, why a message is spam). */
export function Notice({
  tone = 'info',
  icon = 'alert',
  title,
  children,
}: {
  tone?: 'info' | 'warning' | 'danger';
  icon?: IconName;
  title?: string;
  children: ReactNode;
}) {
  return (
    <div className={`${styles.notice} ${styles[tone]}`} role="status">
      <Icon name={icon} size={20} className={styles.icon} />
      <div>
        {title && <p className={styles.title}>{title}</p>}
        {/* A div, not a p: a notice may hold a list (why a message is spam). */}
        <div className={styles.text}>{children}</div>
      </div>
    </div>
  );
}
