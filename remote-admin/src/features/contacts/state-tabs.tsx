import type { InboxStateFilter } from 'remote_shared/api';
import { FilterTabs } from '@/components/filter-tabs';
import { countOf, STATE_FILTERS, STATE_LABELS } from './inbox-states';

/** All, New, Read, Replied, Archived, Spam, each with how many it holds; the current one pressed. */
export function StateTabs({ current, counts, onChange }: { current: InboxStateFilter; counts?: Record<string, number>; onChange: (state: InboxStateFilter) => void }) {
  const tabs = STATE_FILTERS.map((filter) => ({ key: filter, label: STATE_LABELS[filter], count: countOf(filter, counts) }));
  return <FilterTabs label="Show messages" tabs={tabs} current={current} onChange={onChange} />;
}
