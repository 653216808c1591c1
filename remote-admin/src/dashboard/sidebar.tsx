import { Fragment, useEffect, useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useLogoutMutation } from 'remote_shared/api';
import { getSite } from 'remote_shared/config';
import { logout } from 'remote_shared/session';
import { Icon } from 'remote_shared/ui';
import { translateText, useT } from '@/i18n';
import { roleLabel, usePermissions } from '../hooks/use-permissions';
import type { DashboardSection } from './sections';
import { ACCOUNT_PATH, mayOpen } from '@/lib/session';
import styles from './sidebar.module.css';

/** The server ends every token of this user; the stored one goes whatever the answer (offline, 401). */
function useSignOut() {
  const [endTokens] = useLogoutMutation();
  return async () => {
    try {
      await Promise.race([endTokens().unwrap(), new Promise((resolve) => setTimeout(resolve, 3000))]);
    } catch {
      // Signed out here all the same; the token still expires at its time.
    }
    logout();
  };
}

/** Navy sidebar on wide screens; on phones a top bar whose Menu button opens the same links. */
export function Sidebar({ sections }: { sections: readonly DashboardSection[] }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const badgesId = useId();
  const { pathname } = useLocation();
  const { user } = usePermissions();
  const signOut = useSignOut();
  const [signingOut, setSigningOut] = useState(false);
  const site = getSite();
  const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.link} ${styles.active}` : styles.link);

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <aside className={styles.sidebar}>
      <div className={styles.bar}>
        <div className={styles.brand}>
          <span className={styles.logo} aria-hidden="true">
            {site.shortName.slice(0, 1)}
          </span>
          <span>
            <span className={styles.brandName}>{site.shortName}</span>
            <span className={styles.brandSub}>{t('nav.adminDashboard')}</span>
          </span>
        </div>
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={open}
          aria-controls="admin-navigation"
          aria-describedby={badgesId}
          onClick={() => setOpen((value) => !value)}
        >
          <Icon name={open ? 'close' : 'menu'} size={22} />
          {t('nav.menu')}
          {/* On phones the links are folded away: their counts show on the button, as its description, so its name stays Menu. */}
          <span id={badgesId} aria-hidden="true" className={styles.menuBadges}>
            {!open && sections.map((section) => section.badge && <Fragment key={section.path}>{section.badge}</Fragment>)}
          </span>
        </button>
      </div>
      <div id="admin-navigation" className={styles.panel} data-open={open || undefined}>
        <nav aria-label={t('nav.dashboard')}>
          <ul className={styles.links}>
            {sections
              .filter((section) => !section.hidden && mayOpen(user, `/admin/dashboard/${section.path}`))
              .map((section) => (
                <li key={section.path}>
                  <NavLink to={`/admin/dashboard/${section.path}`} className={linkClass}>
                    <Icon name={section.icon} size={20} />
                    {translateText(section.label)}
                    {section.badge}
                  </NavLink>
                </li>
              ))}
          </ul>
        </nav>
        <div className={styles.footer}>
          {user && (
            <p className={styles.user}>
              <span className={styles.userName}>{user.name ?? t('nav.signedIn')}</span>
              <span className={styles.userRole}>{roleLabel(user.role, t)}</span>
            </p>
          )}
          <NavLink to={ACCOUNT_PATH} className={linkClass}>
            <Icon name="user" size={20} />
            {t('nav.account')}
          </NavLink>
          <button
            type="button"
            className={styles.logout}
            disabled={signingOut}
            onClick={() => {
              setSigningOut(true);
              void signOut();
            }}
          >
            <Icon name="logout" size={20} />
            {t('nav.logout')}
          </button>
        </div>
      </div>
    </aside>
  );
}
