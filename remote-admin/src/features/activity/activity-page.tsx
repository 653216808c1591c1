import { fetchActivityCsv, useGetActivityPageQuery, useGetUsersQuery } from 'remote_shared/api';
import { AUDIT_ACTIONS, type AnyContentType, type AuditEntry } from 'remote_shared/schemas';
import { Button, FormField, Icon, type DataTableColumn } from 'remote_shared/ui';
import { PageHeader } from '@/components/page-header';
import { TablePanel } from '@/components/table-panel';
import { displayDate, displayTime } from '@/lib/dates';
import { useCsvExport } from '@/hooks/use-csv-export';
import { roleLabel } from '@/hooks/use-permissions';
import { useActivityParams } from './use-activity-params';
import own from './activity-page.module.css';

export const ACTIVITY_TEXT = {
  title: 'Activity',
  description: 'Who did what and when: every change, sign-in and publication, kept for good. Entries name people and records by id, never a visitor’s details.',
  loadFailed: 'Failed to load activity',
  empty: 'No activity matches these filters.',
  exportFailed: 'Failed to export activity',
} as const;

const humanise = (action: string) => action.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());


/** One of the filters: "any" first, then the choices. */
function FilterSelect({ label, any, value, options, onChange }: { label: string; any: string; value: string | number | undefined; options: { value: string | number; label: string }[]; onChange: (value: string) => void }) {
  return (
    <FormField as="select" label={label} value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
      <option value="">{any}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </FormField>
  );
}

const COLUMNS: DataTableColumn<AuditEntry>[] = [
  {
    key: 'at',
    header: 'When',
    width: '10rem',
    render: (entry) => (
      <span className={own.when}>
        {displayDate(entry.at)}
        <span className={own.muted}>{displayTime(entry.at)}</span>
      </span>
    ),
  },
  {
    key: 'actor',
    header: 'Who',
    render: (entry) =>
      entry.actor_id === null ? (
        <span className={own.muted}>System</span>
      ) : (
        <>
          <span className={own.name}>{entry.actor_name ?? `User ${entry.actor_id}`}</span>
          <span className={own.muted}>{entry.actor_role ? roleLabel(entry.actor_role) : ''}</span>
        </>
      ),
  },
  {
    key: 'action',
    header: 'Action',
    render: (entry) => (
      <>
        <span className={own.name}>{humanise(entry.action)}</span>
        {entry.outcome !== 'success' && <span className={own.refused}>{entry.outcome}</span>}
      </>
    ),
  },
  {
    key: 'record',
    header: 'Record',
    render: (entry) => (entry.content_type ? `${entry.content_type}${entry.record_id === null ? '' : ` #${entry.record_id}`}` : <span className={own.muted}>—</span>),
  },
  {
    key: 'details',
    header: 'Details',
    render: (entry) => (
      <>
        {entry.fields.length > 0 && <span className={own.fields}>Fields: {entry.fields.join(', ')}</span>}
        {entry.reason && <span className={own.muted}>{entry.reason}</span>}
      </>
    ),
  },
  { key: 'ip', header: 'IP', render: (entry) => <span className={own.ip}>{entry.ip || '—'}</span> },
];

/**
 * The audit trail (docs/workflow.md, "Audit trail"), Admin only: filters by person, content type,
 * action and date range, kept in the address; paged by the server; the filter as CSV.
 */
export function ActivityPage({ contentTypes }: { contentTypes: readonly AnyContentType[] }) {
  const { filter, page, setFilter, clear } = useActivityParams();
  const list = useGetActivityPageQuery({ ...filter, page });
  const users = useGetUsersQuery();
  const csv = useCsvExport(() => fetchActivityCsv(filter), ACTIVITY_TEXT.exportFailed);
  const types = [
    ...contentTypes.filter((type) => type.admin).map((type) => ({ value: type.resource, label: type.admin!.title })),
    { value: 'user', label: 'Users' },
    { value: 'contact', label: 'Contact messages' },
  ];
  const filtered = Object.keys(filter).length > 0;

  return (
    <>
      <PageHeader
        title={ACTIVITY_TEXT.title}
        description={ACTIVITY_TEXT.description}
        actions={
          <Button variant="secondary" onClick={() => void csv.run()} busy={csv.busy}>
            <Icon name="download" size={18} />
            Export CSV
          </Button>
        }
      />
      <form className={own.filters} aria-label="Filter activity" onSubmit={(event) => event.preventDefault()}>
        <FilterSelect label="Person" any="Everyone" value={filter.actor} options={(users.data ?? []).map((user) => ({ value: user.id, label: user.full_name }))} onChange={(value) => setFilter('actor', value)} />
        <FilterSelect label="Content type" any="Any" value={filter.type} options={types} onChange={(value) => setFilter('type', value)} />
        <FilterSelect label="Action" any="Any" value={filter.action} options={AUDIT_ACTIONS.map((action) => ({ value: action, label: humanise(action) }))} onChange={(value) => setFilter('action', value)} />
        <FormField type="date" label="From" value={filter.from ?? ''} onChange={(event) => setFilter('from', event.target.value)} />
        <FormField type="date" label="To" value={filter.to ?? ''} onChange={(event) => setFilter('to', event.target.value)} />
        {filtered && (
          <Button variant="secondary" size="small" className={own.clear} onClick={clear}>
            Clear filters
          </Button>
        )}
      </form>
      <TablePanel
        query={{ data: list.data?.items, error: list.error, isFetching: list.isFetching, refetch: list.refetch }}
        total={list.data?.total}
        searchable={false}
        texts={{ ...ACTIVITY_TEXT, caption: 'Activity', loadingLabel: 'Loading activity...' }}
        columns={COLUMNS}
        rowKey={(entry) => entry.id}
      />
    </>
  );
}

export default ActivityPage;
