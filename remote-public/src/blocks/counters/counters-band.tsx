import { useEffect, useState } from 'react';
import { Icon, VisuallyHidden } from 'remote_shared/ui/core';
import { useEntrance } from '@/blocks/motion/use-entrance';
import type { InViewPhase } from '@/blocks/motion/use-in-view-once';
import { useT } from '@/i18n';
import styles from './counters-band.module.css';

/** Counter animation of spec §9. */
export const COUNTER_DURATION_MS = 2000;

export interface Counter {
  value: number;
  suffix: string;
  /** The catalogue key of its label. */
  labelKey: string;
}

/** Spec §2: the two claims, and the set that counts up. */
export const HIGHLIGHTS = [
  { figure: '15+', labelKey: 'blocks.counters.countries' },
  { figure: '10k', labelKey: 'blocks.counters.clients' },
];

export const COUNTERS: Counter[] = [
  { value: 330, suffix: '+', labelKey: 'blocks.counters.activeClients' },
  { value: 850, suffix: '+', labelKey: 'blocks.counters.projectsDone' },
  { value: 25, suffix: '+', labelKey: 'blocks.counters.advisors' },
  { value: 10, suffix: '+', labelKey: 'blocks.counters.years' },
];

const easeOut = (t: number) => 1 - (1 - t) ** 3;

/**
 * 0 → 1 over the animation once the counters are in view. It starts at 1 (the server renders the
 * final numbers for crawlers and visitors without scripts); it resets to 0 only while off screen,
 * so nobody sees the jump, and it stays at 1 for reduced motion.
 */
export function useCountProgress(phase: InViewPhase, reduced: boolean, duration = COUNTER_DURATION_MS): number {
  const [progress, setProgress] = useState(1);
  useEffect(() => {
    if (reduced || phase === 'initial') {
      setProgress(1);
      return;
    }
    setProgress(0);
    if (phase === 'waiting') return;
    let start: number | null = null;
    let frame = 0;
    const tick = (now: number) => {
      start ??= now;
      const t = Math.min(1, (now - start) / duration);
      setProgress(t);
      if (t < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [phase, reduced, duration]);
  return progress;
}

export function CountersBand() {
  const { ref, reduced, phase } = useEntrance<HTMLDivElement>();
  const progress = useCountProgress(phase, reduced);
  const t = useT();
  return (
    <section className={styles.band} aria-label={t('blocks.counters.label')}>
      <div className={styles.inner}>
        <ul className={styles.highlights}>
          {HIGHLIGHTS.map((item) => (
            <li key={item.labelKey} className={styles.highlight}>
              <Icon name={item.figure === '15+' ? 'globe' : 'users'} size={28} />
              <span>
                <strong className={styles.highlightFigure}>{item.figure}</strong> {t(item.labelKey)}
              </span>
            </li>
          ))}
        </ul>
        <div ref={ref} className={styles.counters}>
          {COUNTERS.map((counter) => (
            <div key={counter.labelKey} className={styles.counter}>
              <p className={styles.figure}>
                <span aria-hidden="true">{`${Math.round(counter.value * easeOut(progress))}${counter.suffix}`}</span>
                <VisuallyHidden>{`${counter.value}${counter.suffix}`}</VisuallyHidden>
              </p>
              <p className={styles.label}>{t(counter.labelKey)}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
