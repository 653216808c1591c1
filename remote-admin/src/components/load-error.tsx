import { Button, Icon } from 'remote_shared/ui';
import { failureOf } from '../lib/failures';
import { translateText, useT } from '@/i18n';
import styles from './panel-state.module.css';

/** A load that failed: what failed, why (when the API said), and Retry. Never a blank panel. */
export function LoadError({ title, error, onRetry, retrying = false }: { title: string; error?: unknown; onRetry: () => void; retrying?: boolean }) {
  const t = useT();
  const reason = failureOf(error).message;
  return (
    <div className={styles.panel} role="alert">
      <span className={`${styles.icon} ${styles.danger}`}>
        <Icon name="alert" size={26} />
      </span>
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.text}>{reason ? translateText(reason) : t('common.tryAgain')}</p>
      <Button variant="secondary" onClick={onRetry} busy={retrying}>
        <Icon name="refresh" size={18} />
        {t('common.retry')}
      </Button>
    </div>
  );
}
