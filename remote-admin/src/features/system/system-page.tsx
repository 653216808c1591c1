import { useMemo } from 'react';
import { Badge, Button, Card, DataTable, Icon, Spinner, type DataTableColumn } from 'remote_shared/ui';
import { Facts } from '@/components/facts';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { useT, type T } from '@/i18n';
import { displayDateTime } from '@/lib/dates';
import { loadedRemotes } from './loaded-remotes';
import { withinRange } from './within-range';
import type { RemoteHealth } from 'remote_shared/config';
import { useGetApiFactsQuery, useGetPageServerHealthQuery } from './system-api';
import section from '@/components/section.module.css';
import styles from './system-page.module.css';

interface RemoteRow extends RemoteHealth {
  name: string;
  /** The remoteEntry.js this browser loaded it from, if it did. */
  loadedFrom: string | null;
}

const absolute = (entry: string) => new URL(entry, document.baseURI).href;
const packageName = (name: string) => name.replace(/_/g, '-');

function Origin({ entry }: { entry: string | null }) {
  const t = useT();
  if (!entry) return <span className={section.muted}>{t('system.unknown')}</span>;
  const { origin } = new URL(entry, document.baseURI);
  return (
    <>
      <span className={styles.code}>{origin}</span>
      {origin === window.location.origin && <span className={section.muted}>{t('system.thisSite')}</span>}
    </>
  );
}

/** Whether this browser runs the remote, and whether from the release the page server names now. */
function InThisBrowser({ row }: { row: RemoteRow }) {
  const t = useT();
  if (row.refused) {
    return (
      <>
        <Badge tone="danger">{t('system.refused')}</Badge>
        {/* The page server's own words on what is missing: names of modules and exports. */}
        <span className={section.muted}>{row.refused}</span>
      </>
    );
  }
  if (!row.loadedFrom) return <Badge tone="neutral">{t('system.notLoaded')}</Badge>;
  if (row.entry && absolute(row.entry) !== row.loadedFrom) {
    return (
      <>
        <Badge tone="warning">{t('system.olderRelease')}</Badge>
        <span className={section.muted}>{t('system.reloadForCurrent', { path: new URL(row.loadedFrom).pathname })}</span>
      </>
    );
  }
  return <Badge tone="success">{t('system.loaded')}</Badge>;
}

function NeedsApi({ range, apiVersion }: { range: string | null | undefined; apiVersion: string | undefined }) {
  const t = useT();
  if (!range) return <>–</>;
  const met = apiVersion ? withinRange(apiVersion, range) : null;
  return (
    <>
      <span className={styles.code}>{range}</span>
      {met === false && <Badge tone="danger">{t('system.outside', { version: apiVersion })}</Badge>}
    </>
  );
}

const columnsFor = (t: T, apiVersion: string | undefined): DataTableColumn<RemoteRow>[] => [
  { key: 'name', header: t('system.column.remote'), render: (row) => <span className={`${section.strong} ${styles.name}`}>{packageName(row.name)}</span> },
  {
    key: 'release',
    header: t('system.column.release'),
    render: (row) => (row.release ? <span className={styles.code}>{row.release}</span> : <span className={section.muted}>{t('system.buildFolder')}</span>),
  },
  { key: 'version', header: t('system.version'), render: (row) => row.version ?? '–' },
  { key: 'sha', header: t('system.column.sha'), render: (row) => (row.sha ? <span className={styles.code}>{row.sha}</span> : '–') },
  {
    key: 'builtAt',
    header: t('system.column.built'),
    render: (row) => (row.builtAt ? <time dateTime={row.builtAt}>{displayDateTime(row.builtAt)}</time> : '–'),
  },
  { key: 'origin', header: t('system.column.origin'), render: (row) => <Origin entry={row.entry} /> },
  { key: 'api', header: t('system.column.needsApi'), render: (row) => <NeedsApi range={row.api} apiVersion={apiVersion} /> },
  { key: 'browser', header: t('system.column.browser'), render: (row) => <InThisBrowser row={row} /> },
];

/** Admin only (docs/decisions/0103-the-system-section-is-the-only-place-that-knows-what-a.md): what runs, as the page server, the API and this browser see it. */
function SystemPage() {
  const t = useT();
  const health = useGetPageServerHealthQuery(undefined, { refetchOnMountOrArgChange: true });
  const apiFacts = useGetApiFactsQuery(undefined, { refetchOnMountOrArgChange: true });
  const rows = useMemo<RemoteRow[] | undefined>(() => {
    if (!health.data) return undefined;
    const loaded = loadedRemotes();
    return Object.entries(health.data.remotes).map(([name, remote]) => ({ name, ...remote, loadedFrom: loaded.get(name) ?? null }));
  }, [health.data]);

  return (
    <>
      <PageHeader
        title={t('system.title')}
        description={t('system.description')}
        actions={
          <Button
            variant="secondary"
            onClick={() => {
              void health.refetch();
              void apiFacts.refetch();
            }}
            disabled={health.isFetching || apiFacts.isFetching}
          >
            <Icon name="refresh" size={18} />
            {t('system.refresh')}
          </Button>
        }
      />
      <Card className={section.panel}>
        <h2 className={styles.heading}>{t('system.remotes')}</h2>
        {rows ? (
          <>
            {health.data?.status !== 'ok' && <p className={section.note}>{t('system.reports', { status: health.data?.status })}</p>}
            <DataTable
              caption={t('system.remotes')}
              columns={columnsFor(t, apiFacts.data?.version)}
              rows={rows}
              rowKey={(row) => row.name}
              page={1}
              onPageChange={() => undefined}
              emptyMessage={t('system.noRemotes')}
              noMatchMessage={t('system.noRemotes')}
            />
          </>
        ) : health.error ? (
          <LoadError title={t('system.remotesFailed')} error={health.error} onRetry={() => void health.refetch()} retrying={health.isFetching} />
        ) : (
          <Spinner centered label={t('system.loadingRemotes')} />
        )}
      </Card>
      <Card className={`${section.panel} ${styles.api}`}>
        <h2 className={styles.heading}>{t('system.api')}</h2>
        {apiFacts.data ? (
          <Facts
            className={styles.facts}
            label={t('system.api')}
            items={[
              [t('system.version'), apiFacts.data.version],
              [t('system.migration'), apiFacts.data.migration],
              [t('system.database'), apiFacts.data.database === 'pglite' ? t('system.embedded') : 'PostgreSQL'],
            ]}
          />
        ) : apiFacts.error ? (
          <LoadError title={t('system.apiFailed')} error={apiFacts.error} onRetry={() => void apiFacts.refetch()} retrying={apiFacts.isFetching} />
        ) : (
          <Spinner centered label={t('system.loadingApi')} />
        )}
      </Card>
    </>
  );
}

export default SystemPage;
