import { useEffect, useState } from 'react';
import { mainSiteLink } from 'remote_shared/config';
import { Icon, VisuallyHidden, type IconName } from 'remote_shared/ui/core';
import { useEntrance } from '@/blocks/motion/use-entrance';
import type { InViewPhase } from '@/blocks/motion/use-in-view-once';
import { Section } from '@/blocks/section/section';
import { useT } from '@/i18n';
import styles from './technology-index.module.css';

/** Spec §9: the bars fill 100 ms after they come into view. */
export const BAR_DELAY_MS = 100;

/**
 * The six tiles of spec §2, each opening the main site's page for that platform (docs/decisions/0020-company-links-come-from-the-site-configuration.md).
 * A platform's own name (`name`) reads the same in every language; the others have a catalogue key.
 */
export type Technology = ({ name: string } | { labelKey: string }) & { icon: IconName; path: string };

export const TECHNOLOGIES: Technology[] = [
  { labelKey: 'home.tech.web', icon: 'globe', path: '/services/web-development' },
  { name: 'ANDROID', icon: 'android', path: '/services/android-development' },
  { name: 'IOS', icon: 'apple', path: '/services/ios-development' },
  { name: 'IOT', icon: 'wifi', path: '/services/iot-development' },
  { labelKey: 'home.tech.wearables', icon: 'watch', path: '/services/wearables-development' },
  { name: 'TV', icon: 'tv', path: '/services/tv-app-development' },
];

export const SKILLS = [
  { labelKey: 'home.tech.skills.development', percent: 70 },
  { labelKey: 'home.tech.skills.mobile', percent: 90 },
  { labelKey: 'home.tech.skills.ict', percent: 60 },
];

/** Full on the server and without motion; emptied while off screen, then filled after the delay. */
function useBarsFilled(phase: InViewPhase, reduced: boolean): boolean {
  const [filled, setFilled] = useState(true);
  useEffect(() => {
    if (reduced || phase === 'initial') {
      setFilled(true);
      return;
    }
    setFilled(false);
    if (phase === 'waiting') return;
    const timer = setTimeout(() => setFilled(true), BAR_DELAY_MS);
    return () => clearTimeout(timer);
  }, [phase, reduced]);
  return filled;
}

export function TechnologyIndex() {
  const { ref: barsRef, reduced, phase } = useEntrance<HTMLUListElement>();
  const filled = useBarsFilled(phase, reduced);
  const t = useT();
  return (
    <Section tone="surface" eyebrow={t('home.tech.eyebrow')} title={t('home.tech.title')} lead={t('home.tech.lead')}>
      <div className={styles.layout}>
        <ul className={styles.tiles}>
          {TECHNOLOGIES.map((tech) => {
            const href = mainSiteLink(tech.path);
            const label = 'name' in tech ? tech.name : t(tech.labelKey);
            const body = (
              <>
                <Icon name={tech.icon} size={32} />
                <span className={styles.tileLabel}>{label}</span>
              </>
            );
            return (
              <li key={tech.path}>
                {href ? (
                  <a className={`${styles.tile} ${styles.tileLink}`} href={href} target="_blank" rel="noopener">
                    {body}
                    <VisuallyHidden> {t('layout.newTab')}</VisuallyHidden>
                  </a>
                ) : (
                  <div className={styles.tile}>{body}</div>
                )}
              </li>
            );
          })}
        </ul>
        <ul ref={barsRef} className={styles.bars} data-filled={filled || undefined}>
          {SKILLS.map((skill) => (
            <li key={skill.labelKey} className={styles.bar}>
              <div className={styles.barHead}>
                <span>{t(skill.labelKey)}</span>
                <strong>{skill.percent}%</strong>
              </div>
              <div className={styles.track} aria-hidden="true">
                <div className={styles.fill} style={{ width: `${skill.percent}%` }} />
              </div>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
