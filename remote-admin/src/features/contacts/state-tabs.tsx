import type { InboxStateFilter } from 'remote_shared/api';
import { countOf, STATE_FILTERS, STATE_LABELS } from './inbox-states';
import styles from './contacts-page.module.css';

/** All, New, Read, Replied, Archived, Spam, each with how many it holds; the current one pressed. */
export function StateTabs({ current, counts, onChange }: { current: InboxStateFilter; counts?: Record<string, number>; onChange: (state: InboxStateFilter) => void }) {
  return (
    <div className={styles.tabs} role="group" aria-label="Show messages">
      {STATE_FILTERS.map((filter) => {
        const count = countOf(filter, counts);
        return (
          <button key={filter} type="button" className={styles.tab} aria-pressed={filter === current} onClick={() => filter !== current && onChange(filter)}>
            {STATE_LABELS[filter]}
            {count !== undefined && <span className={styles.count}>{count}</span>}
          </button>
        );
      })}
    </div>
  );
}
