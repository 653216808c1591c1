import { useEffect, useState, type RefObject } from 'react';

/**
 * Where an element stands for a one-time entrance animation:
 * - 'initial': server render and first browser render (show the final state, crawlers see it);
 * - 'waiting': known to be off screen (safe to reset to the start state unseen);
 * - 'visible': scrolled into view once (run the animation).
 * Without IntersectionObserver, or when `enabled` is false, it stays 'initial'.
 */
export type InViewPhase = 'initial' | 'waiting' | 'visible';

export function useInViewOnce(ref: RefObject<Element | null>, enabled = true, threshold = 0.3): InViewPhase {
  const [phase, setPhase] = useState<InViewPhase>('initial');
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (entry?.isIntersecting) {
          setPhase('visible');
          observer.disconnect();
        } else {
          setPhase('waiting');
        }
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled, threshold]);
  return phase;
}
