import { Link } from 'react-router-dom';
import { buttonClassName } from 'remote_shared/ui/core';
import { useT } from '@/i18n';
import { useLinkPath } from '../links/use-link-path';
import styles from './cta-band.module.css';

/**
 * A call to action at the end of a page: a line, a sentence and one button (to an English path,
 * shown in the page's language), by default Hire Us to the contact form.
 */
export function CtaBand({ title, text, action }: { title: string; text: string; action?: { label: string; to: string } }) {
  const t = useT();
  const linkPath = useLinkPath();
  const { label, to } = action ?? { label: t('blocks.cta.hireUs'), to: '/contact' };
  return (
    <section className={styles.band} aria-label={title}>
      <div className={styles.inner}>
        <div>
          <h2 className={styles.title}>{title}</h2>
          <p className={styles.text}>{text}</p>
        </div>
        <Link className={buttonClassName({ variant: 'accent' }, styles.action)} to={linkPath(to)}>
          {label}
        </Link>
      </div>
    </section>
  );
}
