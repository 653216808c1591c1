import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { getSite } from 'remote_shared/config';
import { Icon } from 'remote_shared/ui/core';
import { useLocale, useLocalePath, useT } from '@/i18n';
import { BrandLogo } from './brand-logo';
import { LanguageSwitcher } from './language-switcher';
import { NAV, isActivePath, isGroup, isGroupActive, type NavGroup, type NavLinkItem } from './nav-links';
import { SocialLinks } from './social-links';
import { telHref } from './tel-href';
import styles from './mobile-panel.module.css';

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

/** A link of the panel, marked as the current page when it is one; following it closes the panel. */
function PanelLink({ item, className, pathname, onNavigate }: { item: NavLinkItem; className: string | undefined; pathname: string; onNavigate: () => void }) {
  const active = isActivePath(pathname, item.to);
  const t = useT();
  const lp = useLocalePath();
  return (
    <li>
      <Link
        to={lp(item.to)}
        className={[className, active && styles.active].filter(Boolean).join(' ')}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
      >
        {t(item.labelKey)}
      </Link>
    </li>
  );
}

function PanelGroup({ group, pathname, onNavigate }: { group: NavGroup; pathname: string; onNavigate: () => void }) {
  // The group holding the current page starts open.
  const [expanded, setExpanded] = useState(() => isGroupActive(pathname, group));
  const id = useId();
  const t = useT();
  return (
    <li>
      <button type="button" className={styles.groupButton} aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded((v) => !v)}>
        {t(group.labelKey)}
        <Icon name={expanded ? 'chevron-up' : 'chevron-down'} size={18} />
      </button>
      <ul id={id} className={styles.groupList} hidden={!expanded}>
        {group.items.map((item) => (
          <PanelLink key={item.to} item={item} className={styles.subLink} pathname={pathname} onNavigate={onNavigate} />
        ))}
      </ul>
    </li>
  );
}

/**
 * The mobile navigation (spec §2): a modal side panel with the same links, collapsible groups and
 * the contact details. Focus stays inside while it is open; Escape, the close button, the backdrop
 * and any link close it.
 */
export default function MobilePanel({ pathname, onClose }: { pathname: string; onClose: () => void }) {
  const site = getSite(useLocale());
  const panelRef = useRef<HTMLDivElement>(null);
  const t = useT();
  const lp = useLocalePath();

  useEffect(() => {
    const panel = panelRef.current;
    panel?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
        return;
      }
      if (event.key !== 'Tab' || !panel) return;
      const items = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null || el === document.activeElement);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      if (!panel.contains(document.activeElement)) {
        event.preventDefault();
        first.focus();
      } else if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
    };
  }, [onClose]);

  return (
    <div className={styles.root}>
      <div className={styles.backdrop} onClick={onClose} data-testid="menu-backdrop" />
      <div ref={panelRef} className={styles.panel} role="dialog" aria-modal="true" aria-label={t('layout.panel.label')}>
        <div className={styles.head}>
          <BrandLogo onClick={onClose} />
          <button type="button" className={styles.close} onClick={onClose} data-autofocus>
            <Icon name="close" size={22} title={t('layout.panel.close')} />
          </button>
        </div>
        <nav aria-label={t('layout.panel.nav')}>
          <ul className={styles.list}>
            {NAV.map((entry) =>
              isGroup(entry) ? (
                <PanelGroup key={entry.labelKey} group={entry} pathname={pathname} onNavigate={onClose} />
              ) : (
                <PanelLink key={entry.labelKey} item={entry} className={styles.link} pathname={pathname} onNavigate={onClose} />
              ),
            )}
          </ul>
        </nav>
        <div className={styles.contact}>
          <LanguageSwitcher className={styles.languages} />
          <h3 className={styles.contactTitle}>{t('layout.panel.contact')}</h3>
          <ul className={styles.contactList}>
            {site.phones.map((phone) => (
              <li key={phone}>
                <Icon name="phone" size={18} />
                <a className={styles.phone} href={telHref(phone)}>
                  {phone}
                </a>
              </li>
            ))}
            <li>
              <Icon name="mail" size={18} />
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </li>
            <li>
              <Icon name="pin" size={18} />
              <span>{site.headOffice.lines.join(', ')}</span>
            </li>
          </ul>
          <Link to={lp('/contact')} className={styles.hire} onClick={onClose}>
            {t('layout.hire')}
          </Link>
          <SocialLinks className={styles.social} linkClassName={styles.socialLink} />
        </div>
      </div>
    </div>
  );
}
