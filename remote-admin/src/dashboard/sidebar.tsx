import { useEffect, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { getSite } from 'remote_shared/config';
import { logout } from 'remote_shared/session';
import { Icon, type IconName } from 'remote_shared/ui';
import { roleLabel, usePermissions } from '../hooks/use-permissions';
import styles from './sidebar.module.css';

/** The dashboard's sections (spec §2). */
export const SECTIONS: { path: string; label: string; icon: IconName }[] = [
  { path: 'users', label: 'Users', icon: 'users' },
  { path: 'posts', label: 'Posts', icon: 'file' },
  { path: 'contacts', label: 'Contacts', icon: 'inbox' },
  { path: 'team', label: 'Team', icon: 'team' },
  { path: 'headers', label: 'Header', icon: 'image' },
  { path: 'mission-vision', label: 'Mission & Vision', icon: 'target' },
];

/** Navy sidebar on wide screens; on phones a top bar whose Menu button opens the same links. */
export function Sidebar() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const { user } = usePermissions();
  const site = getSite();

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
            <span className={styles.brandSub}>Admin dashboard</span>
          </span>
        </div>
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={open}
          aria-controls="admin-navigation"
          onClick={() => setOpen((value) => !value)}
        >
          <Icon name={open ? 'close' : 'menu'} size={22} />
          Menu
        </button>
      </div>
      <div id="admin-navigation" className={styles.panel} data-open={open || undefined}>
        <nav aria-label="Dashboard">
          <ul className={styles.links}>
            {SECTIONS.map((section) => (
              <li key={section.path}>
                <NavLink to={`/admin/dashboard/${section.path}`} className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}>
                  <Icon name={section.icon} size={20} />
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.footer}>
          {user && (
            <p className={styles.user}>
              <span className={styles.userName}>{user.name ?? 'Signed in'}</span>
              <span className={styles.userRole}>{roleLabel(user.role)}</span>
            </p>
          )}
          <button type="button" className={styles.logout} onClick={() => logout()}>
            <Icon name="logout" size={20} />
            Logout
          </button>
        </div>
      </div>
    </aside>
  );
}
