import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { getSite } from 'remote_shared/config';
import { Icon } from 'remote_shared/ui';
import { AdminHead } from '@/components/admin-head';
import { TextField } from '@/components/form-fields';
import { LOGIN_PATH } from '@/lib/session';
import { useT } from '@/i18n';
import styles from './login-page.module.css';

/** The card of the pages before signing in (login, forgot and reset password): brand, title, one line. */
export function AuthCard({ title, lead, description, children }: { title: string; lead: ReactNode; description: string; children: ReactNode }) {
  const site = getSite();
  return (
    <main className={styles.page}>
      <AdminHead title={title} description={description} />
      <div className={styles.card}>
        <div className={styles.brand}>
          <span className={styles.logo} aria-hidden="true">
            {site.shortName.slice(0, 1)}
          </span>
          <span className={styles.brandName}>{site.name}</span>
        </div>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{lead}</p>
        {children}
      </div>
    </main>
  );
}

const NOTICES = {
  info: { className: styles.notice, role: 'status' },
  problem: { className: `${styles.notice} ${styles.error}`, role: 'alert' },
  done: { className: styles.done, role: 'status' },
} as const;

/** A message above or instead of the form: a problem is an alert, anything else a status. */
export function AuthNotice({ tone, icon, children }: { tone: keyof typeof NOTICES; icon: ComponentProps<typeof Icon>['name']; children: ReactNode }) {
  const { className, role } = NOTICES[tone];
  return (
    <p className={className} role={role}>
      <Icon name={icon} size={18} />
      {children}
    </p>
  );
}

/** The way back under the forgot and reset password forms. */
export function BackToSignIn() {
  const t = useT();
  return (
    <p className={styles.aside}>
      <Link to={LOGIN_PATH}>{t('auth.backToSignIn')}</Link>
    </p>
  );
}

/** The email address of the sign-in and forgot password forms, filled from the browser's saved account. */
export function EmailField() {
  const t = useT();
  return <TextField name="email" label={t('auth.emailAddress')} type="email" autoComplete="username" required />;
}
