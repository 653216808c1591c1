import { VisuallyHidden } from 'remote_shared/ui';
import styles from './table-skeleton.module.css';

/**
 * A list still loading, drawn as grey rows the size of the table to come, so the panel does not
 * jump when it arrives; screen readers hear `label` once (a status), not the empty shapes.
 */
export function TableSkeleton({ columns, label, rows = 5 }: { columns: number; label: string; rows?: number }) {
  return (
    <div className={styles.skeleton} role="status" aria-busy="true">
      <VisuallyHidden>{label}</VisuallyHidden>
      <div aria-hidden="true">
        <div className={styles.search} />
        {Array.from({ length: rows }, (_, row) => (
          <div key={row} className={styles.row} style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
            {Array.from({ length: columns }, (_, cell) => (
              <span key={cell} className={styles.cell} />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
