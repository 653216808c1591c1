import type { InboxStateFilter } from 'remote_shared/api';
import { FilterTabs } from '@/components/filter-tabs';
import { useT } from '@/i18n';
import { countOf, STATE_FILTERS, stateLabel } from './inbox-states';

/** All, New, Read, Replied, Archived, Spam, each with how many it holds; the current one pressed. */
export function StateTabs({
  current,
  counts,
  onChange,
}: {
  current: InboxStateFilter;
  counts?: Record<string, number>;
  onChange: (state: InboxStateFilter) => void;
}) {
  const t = useT();
  const tabs = STATE_FILTERS.map((filter) => ({ key: filter, label: stateLabel(t, filter), count: countOf(filter, counts) }));
  return <FilterTabs label={t('contacts.tabs.label')} tabs={tabs} current={current} onChange={onChange} />;
}
