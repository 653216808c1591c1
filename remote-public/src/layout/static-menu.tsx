import { Icon } from 'remote_shared/ui/core';
import { NAV, isActivePath, isGroup, type NavLinkItem } from './nav-links';
import styles from './site-header.module.css';

function MenuLink({ item, pathname }: { item: NavLinkItem; pathname: string }) {
  const current = isActivePath(pathname, item.to);
  return (
    <li>
      {/* A plain link: before the scripts run, following it loads the page from the server. */}
      <a href={item.to} className={styles.staticLink} aria-current={current ? 'page' : undefined}>
        {item.label}
      </a>
    </li>
  );
}

/**
 * The phone's Menu before the page's scripts run: a native disclosure holding the whole
 * navigation, so a visitor on a slow connection can open it and follow a link at once. Once
 * hydrated, the header swaps it for the Menu button and its panel.
 */
export function StaticMenu({ pathname }: { pathname: string }) {
  return (
    <details className={styles.staticMenu}>
      <summary className={styles.menuButton}>
        <Icon name="menu" size={24} />
        <span>Menu</span>
      </summary>
      <nav className={styles.staticPanel} aria-label="Menu">
        <ul className={styles.staticList}>
          {NAV.map((entry) =>
            isGroup(entry) ? (
              <li key={entry.label}>
                <span className={styles.staticGroup}>{entry.label}</span>
                <ul className={styles.staticList}>
                  {entry.items.map((item) => (
                    <MenuLink key={item.to} item={item} pathname={pathname} />
                  ))}
                </ul>
              </li>
            ) : (
              <MenuLink key={entry.label} item={entry} pathname={pathname} />
            ),
          )}
        </ul>
      </nav>
    </details>
  );
}
