import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Icon, VisuallyHidden, type IconName } from 'remote_shared/ui/core';
import { useT } from '@/i18n';
import { useLinkPath } from '../links/use-link-path';
import styles from './feature-grid.module.css';

export interface Feature {
  icon?: IconName;
  title: string;
  text: ReactNode;
  /** An internal (English) path, shown in the page's language, or an external address (opens in a new tab). */
  link?: { label: string; href: string };
}

const isExternal = (href: string) => /^https?:\/\//.test(href);

function FeatureLink({ label, href, title }: { label: string; href: string; title: string }) {
  const t = useT();
  const linkPath = useLinkPath();
  const content = (
    <>
      {label}
      <VisuallyHidden>: {title}</VisuallyHidden>
      <Icon name="arrow-right" size={16} />
    </>
  );
  return isExternal(href) ? (
    <a className={styles.link} href={href} target="_blank" rel="noopener">
      {content}
      <VisuallyHidden> {t('layout.newTab')}</VisuallyHidden>
    </a>
  ) : (
    <Link className={styles.link} to={linkPath(href)}>
      {content}
    </Link>
  );
}

/** Cards of icon, title and text (services, values, benefits), 1 to 4 columns by width. */
export function FeatureGrid({ items, columns = 3, tone = 'plain' }: { items: Feature[]; columns?: 2 | 3 | 4; tone?: 'plain' | 'outlined' }) {
  return (
    <ul className={[styles.grid, styles[`cols${columns}`], styles[tone]].join(' ')}>
      {items.map((item) => (
        <li key={item.title} className={styles.card}>
          {item.icon && (
            <span className={styles.icon}>
              <Icon name={item.icon} size={26} />
            </span>
          )}
          <h3 className={styles.title}>{item.title}</h3>
          <div className={styles.text}>{item.text}</div>
          {item.link && <FeatureLink {...item.link} title={item.title} />}
        </li>
      ))}
    </ul>
  );
}
