import { Link } from 'react-router-dom';
import { getSite } from 'remote_shared/config';
import { useLocalePath } from '@/i18n';
import styles from './brand-logo.module.css';

/** The wordmark: a small drawn mark and the company name, linking home (in the page's language). */
export function BrandLogo({ inverse = false, onClick }: { inverse?: boolean; onClick?: () => void }) {
  const { name } = getSite();
  const lp = useLocalePath();
  return (
    <Link to={lp('/')} className={[styles.brand, inverse && styles.inverse].filter(Boolean).join(' ')} onClick={onClick}>
      <svg className={styles.mark} width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
        <rect width="36" height="36" rx="9" fill="#0b6e69" />
        <circle cx="18" cy="19" r="7" fill="#f2a93b" />
        <path d="M5 25h26M9 29h18" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
      </svg>
      <span className={styles.name}>{name}</span>
    </Link>
  );
}
