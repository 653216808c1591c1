import { useEffect, useState } from 'react';
import { Icon, VisuallyHidden } from 'remote_shared/ui/core';
import { useEntrance } from '@/blocks/motion/use-entrance';
import type { InViewPhase } from '@/blocks/motion/use-in-view-once';
import styles from './counters-band.module.css';

/** Counter animation of spec §9. */
export const COUNTER_DURATION_MS = 2000;

export interface Counter {
  value: number;
  suffix: string;
  label: string;
}

/** Spec §2: the two claims, and the set that counts up. */
export const HIGHLIGHTS = [
  { figure: '15+', label: 'countries across Africa' },
  { figure: '10k', label: 'happy corporate clients' },
];

export const COUNTERS: Counter[] = [
  { value: 330, suffix: '+', label: 'Active Clients' },
  { value: 850, suffix: '+', label: 'Projects Done' },
  { value: 25, suffix: '+', label: 'Team Advisors' },
  { value: 10, suffix: '+', label: 'Glorious Years' },
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
  return (
    <section className={styles.band} aria-label="Our numbers">
      <div className={styles.inner}>
        <ul className={styles.highlights}>
          {HIGHLIGHTS.map((item) => (
            <li key={item.label} className={styles.highlight}>
              <Icon name={item.figure === '15+' ? 'globe' : 'users'} size={28} />
              <span>
                <strong className={styles.highlightFigure}>{item.figure}</strong> {item.label}
              </span>
            </li>
          ))}
        </ul>
        <div ref={ref} className={styles.counters}>
          {COUNTERS.map((counter) => (
            <div key={counter.label} className={styles.counter}>
              <p className={styles.figure}>
                <span aria-hidden="true">{`${Math.round(counter.value * easeOut(progress))}${counter.suffix}`}</span>
                <VisuallyHidden>{`${counter.value}${counter.suffix}`}</VisuallyHidden>
              </p>
              <p className={styles.label}>{counter.label}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
