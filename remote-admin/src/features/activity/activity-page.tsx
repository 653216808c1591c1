import { fetchActivityCsv, useGetActivityPageQuery, useGetUsersQuery } from 'remote_shared/api';
import { AUDIT_ACTIONS, type AnyContentType, type AuditAction, type AuditEntry } from 'remote_shared/schemas';
import { Button, FormField, Icon, type DataTableColumn } from 'remote_shared/ui';
import { PageHeader } from '@/components/page-header';
import { TablePanel } from '@/components/table-panel';
import { displayDate, displayTime } from '@/lib/dates';
import { useCsvExport } from '@/hooks/use-csv-export';
import { roleLabel } from '@/hooks/use-permissions';
import { translateText, useT, type T } from '@/i18n';
import { useActivityParams } from './use-activity-params';
import own from './activity-page.module.css';

const humanise = (action: string) => action.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());

/** Each action's name in the back office's language ('sign_in' → 'Sign in'); one the API adds later reads as its code does. */
function actionLabel(t: T, action: string): string {
  const labels: Record<AuditAction, string> = {
    sign_in: t('activity.action.signIn'),
    sign_out: t('activity.action.signOut'),
    forbidden: t('activity.action.forbidden'),
    user_created: t('activity.action.userCreated'),
    user_updated: t('activity.action.userUpdated'),
    role_changed: t('activity.action.roleChanged'),
    user_deleted: t('activity.action.userDeleted'),
    password_changed: t('activity.action.passwordChanged'),
    password_reset: t('activity.action.passwordReset'),
    password_reset_requested: t('activity.action.passwordResetRequested'),
    account_updated: t('activity.action.accountUpdated'),
    content_created: t('activity.action.contentCreated'),
    content_updated: t('activity.action.contentUpdated'),
    content_deleted: t('activity.action.contentDeleted'),
    content_transition: t('activity.action.contentTransition'),
    revision_restored: t('activity.action.revisionRestored'),
    content_undeleted: t('activity.action.contentUndeleted'),
    preview_link_created: t('activity.action.previewLinkCreated'),
    contact_state_changed: t('activity.action.contactStateChanged'),
    contact_replied: t('activity.action.contactReplied'),
    contacts_exported: t('activity.action.contactsExported'),
    personal_data_exported: t('activity.action.personalDataExported'),
    personal_data_erased: t('activity.action.personalDataErased'),
    retention_changed: t('activity.action.retentionChanged'),
    retention_applied: t('activity.action.retentionApplied'),
  };
  return labels[action as AuditAction] ?? humanise(action);
}

/** An entry's outcome besides success, in the back office's language; one unknown here as the API wrote it. */
function outcomeLabel(t: T, outcome: string): string {
  if (outcome === 'failure') return t('activity.outcome.failure');
  if (outcome === 'denied') return t('activity.outcome.denied');
  return outcome;
}

/** One of the filters: "any" first, then the choices. */
function FilterSelect({
  label,
  any,
  value,
  options,
  onChange,
}: {
  label: string;
  any: string;
  value: string | number | undefined;
  options: { value: string | number; label: string }[];
  onChange: (value: string) => void;
}) {
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

const columns = (t: T): DataTableColumn<AuditEntry>[] => [
  {
    key: 'at',
    header: t('activity.column.when'),
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
    header: t('activity.column.who'),
    render: (entry) =>
      entry.actor_id === null ? (
        <span className={own.muted}>{t('activity.system')}</span>
      ) : (
        <>
          <span className={own.name}>{entry.actor_name ?? t('activity.userNumber', { id: entry.actor_id })}</span>
          <span className={own.muted}>{entry.actor_role ? roleLabel(entry.actor_role, t) : ''}</span>
        </>
      ),
  },
  {
    key: 'action',
    header: t('activity.column.action'),
    render: (entry) => (
      <>
        <span className={own.name}>{actionLabel(t, entry.action)}</span>
        {entry.outcome !== 'success' && <span className={own.refused}>{outcomeLabel(t, entry.outcome)}</span>}
      </>
    ),
  },
  {
    key: 'record',
    header: t('activity.column.record'),
    render: (entry) =>
      entry.content_type ? `${entry.content_type}${entry.record_id === null ? '' : ` #${entry.record_id}`}` : <span className={own.muted}>—</span>,
  },
  {
    key: 'details',
    header: t('activity.column.details'),
    render: (entry) => (
      <>
        {/* Field names and the recorded reason are the record's own words, kept as written. */}
        {entry.fields.length > 0 && <span className={own.fields}>{t('activity.fields', { fields: entry.fields.join(', ') })}</span>}
        {entry.reason && <span className={own.muted}>{entry.reason}</span>}
      </>
    ),
  },
  { key: 'ip', header: t('activity.column.ip'), render: (entry) => <span className={own.ip}>{entry.ip || '—'}</span> },
];

/**
 * The audit trail (docs/workflow.md, "Audit trail"), Admin only: filters by person, content type,
 * action and date range, kept in the address; paged by the server; the filter as CSV.
 */
function ActivityPage({ contentTypes }: { contentTypes: readonly AnyContentType[] }) {
  const t = useT();
  const { filter, page, setFilter, clear } = useActivityParams();
  const list = useGetActivityPageQuery({ ...filter, page });
  const users = useGetUsersQuery();
  const csv = useCsvExport(() => fetchActivityCsv(filter), t('activity.exportFailed'));
  const types = [
    ...contentTypes.filter((type) => type.admin).map((type) => ({ value: type.resource, label: translateText(type.admin!.title) })),
    { value: 'user', label: t('activity.type.users') },
    { value: 'contact', label: t('activity.type.contacts') },
  ];
  const filtered = Object.keys(filter).length > 0;

  return (
    <>
      <PageHeader
        title={t('activity.title')}
        description={t('activity.description')}
        actions={
          <Button variant="secondary" onClick={() => void csv.run()} busy={csv.busy}>
            <Icon name="download" size={18} />
            {t('activity.exportCsv')}
          </Button>
        }
      />
      <form className={own.filters} aria-label={t('activity.filter.label')} onSubmit={(event) => event.preventDefault()}>
        <FilterSelect
          label={t('activity.filter.person')}
          any={t('activity.filter.everyone')}
          value={filter.actor}
          options={(users.data ?? []).map((user) => ({ value: user.id, label: user.full_name }))}
          onChange={(value) => setFilter('actor', value)}
        />
        <FilterSelect
          label={t('activity.filter.contentType')}
          any={t('activity.filter.any')}
          value={filter.type}
          options={types}
          onChange={(value) => setFilter('type', value)}
        />
        <FilterSelect
          label={t('activity.column.action')}
          any={t('activity.filter.any')}
          value={filter.action}
          options={AUDIT_ACTIONS.map((action) => ({ value: action, label: actionLabel(t, action) }))}
          onChange={(value) => setFilter('action', value)}
        />
        <FormField type="date" label={t('activity.filter.from')} value={filter.from ?? ''} onChange={(event) => setFilter('from', event.target.value)} />
        <FormField type="date" label={t('activity.filter.to')} value={filter.to ?? ''} onChange={(event) => setFilter('to', event.target.value)} />
        {filtered && (
          <Button variant="secondary" size="small" className={own.clear} onClick={clear}>
            {t('activity.filter.clear')}
          </Button>
        )}
      </form>
      <TablePanel
        query={{ data: list.data?.items, error: list.error, isFetching: list.isFetching, refetch: list.refetch }}
        total={list.data?.total}
        searchable={false}
        texts={{ loadFailed: t('activity.loadFailed'), empty: t('activity.empty'), caption: t('activity.title'), loadingLabel: t('activity.list.loading') }}
        columns={columns(t)}
        rowKey={(entry) => entry.id}
      />
    </>
  );
}

export default ActivityPage;
