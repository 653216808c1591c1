import { useEffect, useState } from 'react';
import { mainSiteLink } from 'remote_shared/config';
import { Icon, VisuallyHidden, type IconName } from 'remote_shared/ui/core';
import { useEntrance } from '@/blocks/motion/use-entrance';
import type { InViewPhase } from '@/blocks/motion/use-in-view-once';
import { Section } from '@/blocks/section/section';
import styles from './technology-index.module.css';

/** Spec §9: the bars fill 100 ms after they come into view. */
export const BAR_DELAY_MS = 100;

/** The six tiles of spec §2, each opening the main site's page for that platform (docs/decisions.md). */
export const TECHNOLOGIES: { label: string; icon: IconName; path: string }[] = [
  { label: 'WEB', icon: 'globe', path: '/services/web-development' },
  { label: 'ANDROID', icon: 'android', path: '/services/android-development' },
  { label: 'IOS', icon: 'apple', path: '/services/ios-development' },
  { label: 'IOT', icon: 'wifi', path: '/services/iot-development' },
  { label: 'WEARABLES', icon: 'watch', path: '/services/wearables-development' },
  { label: 'TV', icon: 'tv', path: '/services/tv-app-development' },
];

export const SKILLS = [
  { label: 'Front-end and back-end development', percent: 70 },
  { label: 'Mobile app development', percent: 90 },
  { label: 'ICT consultancy', percent: 60 },
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
  return (
    <Section
      tone="surface"
      eyebrow="Technology index"
      title="Solutions for every screen your users have"
      lead="We build for the platforms your citizens and staff already use, and we measure ourselves on what we deliver."
    >
      <div className={styles.layout}>
        <ul className={styles.tiles}>
          {TECHNOLOGIES.map((tech) => {
            const href = mainSiteLink(tech.path);
            const body = (
              <>
                <Icon name={tech.icon} size={32} />
                <span className={styles.tileLabel}>{tech.label}</span>
              </>
            );
            return (
              <li key={tech.label}>
                {href ? (
                  <a className={`${styles.tile} ${styles.tileLink}`} href={href} target="_blank" rel="noopener">
                    {body}
                    <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
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
            <li key={skill.label} className={styles.bar}>
              <div className={styles.barHead}>
                <span>{skill.label}</span>
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
