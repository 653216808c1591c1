import { useRef } from 'react';
import { useInViewOnce } from './use-in-view-once';
import { useReducedMotion } from './use-reduced-motion';

/**
 * What a one-time entrance animation needs: the ref for the element whose first sight starts it,
 * whether the visitor asked for reduced motion (then it never waits to be seen), and its phase.
 */
export function useEntrance<T extends Element>() {
  const ref = useRef<T>(null);
  const reduced = useReducedMotion();
  const phase = useInViewOnce(ref, !reduced);
  return { ref, reduced, phase };
}
