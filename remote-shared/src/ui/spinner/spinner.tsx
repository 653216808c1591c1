import styles from './spinner.module.css';

export interface SpinnerProps {
  /** Text shown beside the spinner and announced to screen readers; null for a bare spinner. */
  label?: string | null;
  size?: 'small' | 'compact' | 'medium';
  centered?: boolean;
}

export function Spinner({ label = 'Loading...', size = 'medium', centered = false }: SpinnerProps) {
  const spinner = <span className={[styles.spinner, size !== 'medium' && styles[size]].filter(Boolean).join(' ')} aria-hidden="true" />;
  if (label === null) return spinner;
  return (
    <div className={[styles.wrapper, centered && styles.centered].filter(Boolean).join(' ')} role="status">
      {spinner}
      <span>{label}</span>
    </div>
  );
}
