import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from 'remote_shared/ui/core';
import { useHydrated } from '@/blocks/hydration/use-hydrated';
import { isActivePath, isGroupActive, type NavGroup } from './nav-links';
import { useLocalePath, useT } from '@/i18n';
import styles from './site-header.module.css';

/**
 * A disclosure menu of the main navigation (Our Company, Our Services): the button toggles the
 * list, arrow keys move through it, Escape closes it and returns focus to the button; a click
 * elsewhere or focus leaving closes it. Mouse users also get it on hover (CSS), and before the
 * scripts run, keyboard focus inside it opens it (CSS, `data-static`).
 */
export function NavDropdown({ group, pathname }: { group: NavGroup; pathname: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();
  const t = useT();
  const lp = useLocalePath();

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const links = () => [...(rootRef.current?.querySelectorAll<HTMLAnchorElement>('ul a') ?? [])];

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    if (!open) setOpen(true);
    // The list renders on the next frame when it was closed.
    requestAnimationFrame(() => {
      const items = links();
      const current = items.indexOf(document.activeElement as HTMLAnchorElement);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = current === -1 ? (step === 1 ? 0 : items.length - 1) : (current + step + items.length) % items.length;
      items[next]?.focus();
    });
  };

  const active = isGroupActive(pathname, group);
  return (
    <li
      ref={rootRef}
      className={styles.dropdown}
      data-open={open || undefined}
      data-static={hydrated ? undefined : true}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={[styles.navLink, active && styles.active].filter(Boolean).join(' ')}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        {t(group.labelKey)}
        <Icon name="chevron-down" size={16} className={styles.chevron} />
      </button>
      <ul id={id} className={styles.menu} hidden={!open}>
        {group.items.map((item) => {
          const current = isActivePath(pathname, item.to);
          return (
            <li key={item.to}>
              <Link
                to={lp(item.to)}
                className={[styles.menuLink, current && styles.menuLinkActive].filter(Boolean).join(' ')}
                aria-current={current ? 'page' : undefined}
                onClick={() => setOpen(false)}
              >
                {t(item.labelKey)}
              </Link>
            </li>
          );
        })}
      </ul>
    </li>
  );
}
