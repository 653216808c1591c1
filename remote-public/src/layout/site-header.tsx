import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { getSite } from 'remote_shared/config';
import { useHydrated } from '@/blocks/hydration/use-hydrated';
import { useLocalePath, usePagePath, useT } from '@/i18n';
import { LanguageSwitcher } from './language-switcher';
import { Icon } from 'remote_shared/ui/core';
import { BrandLogo } from './brand-logo';
import { NavDropdown } from './nav-dropdown';
import { NAV, isActivePath, isGroup } from './nav-links';
import { SocialLinks } from './social-links';
import { StaticMenu } from './static-menu';
import styles from './site-header.module.css';
import { telHref } from './tel-href';

// The panel is only needed once a visitor opens it: its code is not part of the first load.
const loadPanel = () => import('./mobile-panel');
const MobilePanel = lazy(loadPanel);

export function SiteHeader() {
  const site = getSite();
  // The English path: the navigation's links and their current state are the same in every language.
  const pathname = usePagePath();
  const t = useT();
  const lp = useLocalePath();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const phone = site.phones[0];
  const hydrated = useHydrated();

  const closeMenu = useCallback(() => {
    setMenuOpen(false);
    menuButtonRef.current?.focus();
  }, []);

  // Any navigation closes the menu, a change of language on the same page included.
  const address = useLocation().pathname;
  useEffect(() => setMenuOpen(false), [address]);

  return (
    <header className={styles.header}>
      <a className={styles.skip} href="#main">
        {t('layout.skip')}
      </a>
      <div className={styles.topBar}>
        <div className={styles.topInner}>
          <SocialLinks className={styles.social} linkClassName={styles.socialLink} size={16} />
          {phone && (
            <a className={styles.topLink} href={telHref(phone)}>
              <Icon name="phone" size={15} />
              {phone}
            </a>
          )}
          <a className={styles.topLink} href={`mailto:${site.email}`}>
            <Icon name="mail" size={15} />
            {site.email}
          </a>
          <p className={styles.tagline}>{site.tagline}</p>
          <LanguageSwitcher className={styles.languages} />
          <Link className={styles.hire} to={lp('/contact')}>
            {t('layout.hire')}
          </Link>
        </div>
      </div>
      <div className={styles.bar}>
        <div className={styles.barInner}>
          <BrandLogo />
          <nav className={styles.nav} aria-label={t('layout.nav.label')}>
            <ul className={styles.navList}>
              {NAV.map((entry) =>
                isGroup(entry) ? (
                  <NavDropdown key={entry.labelKey} group={entry} pathname={pathname} />
                ) : (
                  <li key={entry.labelKey}>
                    <Link
                      to={lp(entry.to)}
                      className={[styles.navLink, isActivePath(pathname, entry.to) && styles.active].filter(Boolean).join(' ')}
                      aria-current={isActivePath(pathname, entry.to) ? 'page' : undefined}
                    >
                      {t(entry.labelKey)}
                    </Link>
                  </li>
                ),
              )}
            </ul>
          </nav>
          {!hydrated ? (
            <StaticMenu pathname={pathname} />
          ) : (
            <button
              ref={menuButtonRef}
              type="button"
              className={styles.menuButton}
              aria-expanded={menuOpen}
              aria-haspopup="dialog"
              onClick={() => setMenuOpen(true)}
              onPointerEnter={() => void loadPanel()}
              onFocus={() => void loadPanel()}
            >
              <Icon name="menu" size={24} />
              <span>{t('layout.menu')}</span>
            </button>
          )}
        </div>
      </div>
      {menuOpen && (
        <Suspense fallback={null}>
          <MobilePanel pathname={pathname} onClose={closeMenu} />
        </Suspense>
      )}
    </header>
  );
}
