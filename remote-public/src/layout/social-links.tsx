import { useT } from '@/i18n';
import { getSite } from 'remote_shared/config';
import { Icon, type IconName } from 'remote_shared/ui/core';
import styles from './social-links.module.css';

const NETWORKS: { key: 'facebook' | 'twitter' | 'linkedin' | 'instagram'; label: string; icon: IconName }[] = [
  { key: 'facebook', label: 'Facebook', icon: 'facebook' },
  { key: 'twitter', label: 'X (Twitter)', icon: 'twitter' },
  { key: 'linkedin', label: 'LinkedIn', icon: 'linkedin' },
  { key: 'instagram', label: 'Instagram', icon: 'instagram' },
];

/** The company's social profiles from the site configuration; a profile without an address is not shown (never a dead `#`). */
export function SocialLinks({ className, linkClassName, size = 18 }: { className?: string; linkClassName?: string; size?: number }) {
  const { social, name } = getSite();
  const t = useT();
  const links = NETWORKS.filter((network) => social[network.key]);
  if (links.length === 0) return null;
  return (
    <ul className={[styles.list, className].filter(Boolean).join(' ')} aria-label={t('layout.social.label', { name })}>
      {links.map((network) => (
        <li key={network.key}>
          <a className={[styles.link, linkClassName].filter(Boolean).join(' ')} href={social[network.key]} target="_blank" rel="noopener noreferrer">
            <Icon name={network.icon} size={size} title={t('layout.social.link', { network: network.label })} />
          </a>
        </li>
      ))}
    </ul>
  );
}
