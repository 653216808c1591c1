import type { ReactNode } from 'react';
import { Icon, type IconName } from 'remote_shared/ui';
import styles from './panel-state.module.css';

/** An empty list, said plainly, with the action that fills it when the role allows one. */
export function EmptyState({ icon, title, text, action }: { icon: IconName; title: string; text?: string; action?: ReactNode }) {
  return (
    <div className={styles.panel}>
      <span className={styles.icon}>
        <Icon name={icon} size={26} />
      </span>
      <h2 className={styles.title}>{title}</h2>
      {text && <p className={styles.text}>{text}</p>}
      {action}
    </div>
  );
}
