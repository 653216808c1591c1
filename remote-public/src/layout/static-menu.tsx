import { Icon } from 'remote_shared/ui/core';
import { NAV, isActivePath, isGroup, type NavLinkItem } from './nav-links';
import { useLocalePath, useT } from '@/i18n';
import { LanguageSwitcher } from './language-switcher';
import styles from './site-header.module.css';

function MenuLink({ item, pathname }: { item: NavLinkItem; pathname: string }) {
  const current = isActivePath(pathname, item.to);
  const t = useT();
  const lp = useLocalePath();
  return (
    <li>
      {/* A plain link: before the scripts run, following it loads the page from the server. */}
      <a href={lp(item.to)} className={styles.staticLink} aria-current={current ? 'page' : undefined}>
        {t(item.labelKey)}
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
  const t = useT();
  return (
    <details className={styles.staticMenu}>
      <summary className={styles.menuButton}>
        <Icon name="menu" size={24} />
        <span>{t('layout.menu')}</span>
      </summary>
      <nav className={styles.staticPanel} aria-label={t('layout.menu')}>
        <ul className={styles.staticList}>
          {NAV.map((entry) =>
            isGroup(entry) ? (
              <li key={entry.labelKey}>
                <span className={styles.staticGroup}>{t(entry.labelKey)}</span>
                <ul className={styles.staticList}>
                  {entry.items.map((item) => (
                    <MenuLink key={item.to} item={item} pathname={pathname} />
                  ))}
                </ul>
              </li>
            ) : (
              <MenuLink key={entry.labelKey} item={entry} pathname={pathname} />
            ),
          )}
        </ul>
        <LanguageSwitcher plain className={styles.staticLanguages} />
      </nav>
    </details>
  );
}
