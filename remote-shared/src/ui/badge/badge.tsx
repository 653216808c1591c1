import type { ReactNode } from 'react';
import tones from '../styles/tone.module.css';
import styles from './badge.module.css';

/** Colours of spec §4: green, yellow (warning), blue (info), grey (neutral). */
export type BadgeTone = 'neutral' | 'primary' | 'success' | 'warning' | 'info' | 'danger';

export function Badge({ tone = 'neutral', children, className }: { tone?: BadgeTone; children: ReactNode; className?: string }) {
  return <span className={[styles.badge, tones[tone], className].filter(Boolean).join(' ')}>{children}</span>;
}
