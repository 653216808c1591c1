import type { ReactNode } from 'react';
import { Button, Icon, Spinner, type IconName } from 'remote_shared/ui/core';
import styles from './status-view.module.css';

type StatusKind = 'loading' | 'error' | 'empty' | 'not-found';

export interface StatusViewProps {
  kind: StatusKind;
  /** Loading: the spinner's label. Otherwise the view's heading. */
  title: string;
  message?: ReactNode;
  /** A button (Retry, Try Again) or any other action. */
  retry?: { label: string; onClick: () => void };
  action?: ReactNode;
}

const ICONS: Record<Exclude<StatusKind, 'loading'>, IconName> = { error: 'alert', empty: 'inbox', 'not-found': 'search' };

/** The loading, error, empty and not-found states of the pages that show server data (spec §2, §8). */
export function StatusView({ kind, title, message, retry, action }: StatusViewProps) {
  if (kind === 'loading') {
    return (
      <div className={styles.view}>
        <Spinner label={title} />
      </div>
    );
  }
  return (
    <div className={[styles.view, styles[kind === 'error' ? 'error' : 'quiet']].join(' ')} role={kind === 'error' ? 'alert' : undefined}>
      <span className={styles.icon}>
        <Icon name={ICONS[kind]} size={28} />
      </span>
      <h2 className={styles.title}>{title}</h2>
      {message && <div className={styles.message}>{message}</div>}
      {(retry || action) && (
        <div className={styles.actions}>
          {retry && (
            <Button variant="primary" onClick={retry.onClick}>
              <Icon name="refresh" size={18} />
              {retry.label}
            </Button>
          )}
          {action}
        </div>
      )}
    </div>
  );
}
