import { Link } from 'react-router-dom';
import { buttonClassName } from 'remote_shared/ui/core';
import styles from './cta-band.module.css';

/** A call to action at the end of a page: a line, a sentence and one button. */
export function CtaBand({ title, text, action }: { title: string; text: string; action: { label: string; to: string } }) {
  return (
    <section className={styles.band} aria-label={title}>
      <div className={styles.inner}>
        <div>
          <h2 className={styles.title}>{title}</h2>
          <p className={styles.text}>{text}</p>
        </div>
        <Link className={buttonClassName({ variant: 'accent' }, styles.action)} to={action.to}>
          {action.label}
        </Link>
      </div>
    </section>
  );
}
