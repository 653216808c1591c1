import type { ReactNode } from 'react';
import { AdminHead } from './admin-head';
import styles from './page-header.module.css';

/** A section's title, one line on what it is for, its main action, and the page's (noindex) meta. */
export function PageHeader({ title, description, actions }: { title: string; description: string; actions?: ReactNode }) {
  return (
    <header className={styles.header}>
      <AdminHead title={`${title} · Admin`} description={description} />
      <div>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.description}>{description}</p>
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </header>
  );
}
