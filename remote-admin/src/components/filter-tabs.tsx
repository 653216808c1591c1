import styles from './filter-tabs.module.css';

export interface FilterTab<K extends string> {
  key: K;
  label: string;
  /** How many rows the tab holds; left out while unknown. */
  count?: number;
}

/** A row of filter buttons, each with its count, the current one pressed (the inbox's states, the posts' workflow). */
export function FilterTabs<K extends string>({
  label,
  tabs,
  current,
  onChange,
}: {
  label: string;
  tabs: readonly FilterTab<K>[];
  current: K;
  onChange: (key: K) => void;
}) {
  return (
    <div className={styles.tabs} role="group" aria-label={label}>
      {tabs.map((tab) => (
        <button key={tab.key} type="button" className={styles.tab} aria-pressed={tab.key === current} onClick={() => tab.key !== current && onChange(tab.key)}>
          {tab.label}
          {tab.count !== undefined && <span className={styles.count}>{tab.count}</span>}
        </button>
      ))}
    </div>
  );
}
