import { Link } from 'react-router-dom';
import { getSite } from 'remote_shared/config';
import styles from './brand-logo.module.css';

/** The wordmark: a small drawn mark and the company name, linking home. */
export function BrandLogo({ inverse = false, onClick }: { inverse?: boolean; onClick?: () => void }) {
  const { name } = getSite();
  return (
    <Link to="/" className={[styles.brand, inverse && styles.inverse].filter(Boolean).join(' ')} onClick={onClick}>
      <svg className={styles.mark} width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
        <rect width="36" height="36" rx="9" fill="#0b6e69" />
        <circle cx="18" cy="19" r="7" fill="#f2a93b" />
        <path d="M5 25h26M9 29h18" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
      </svg>
      <span className={styles.name}>{name}</span>
    </Link>
  );
}
