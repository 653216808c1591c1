import { useMemo } from 'react';
import { Badge, Button, Card, DataTable, Icon, Spinner, type DataTableColumn } from 'remote_shared/ui';
import { Facts } from '@/components/facts';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { displayDateTime } from '@/lib/dates';
import { loadedRemotes } from './loaded-remotes';
import { withinRange } from './within-range';
import type { RemoteHealth } from 'remote_shared/config';
import { useGetApiFactsQuery, useGetPageServerHealthQuery } from './system-api';
import section from '@/components/section.module.css';
import styles from './system-page.module.css';

export const SYSTEM_TEXT = {
  remotesFailed: 'Failed to read the page server’s health',
  apiFailed: 'Failed to read the API’s version',
} as const;

interface RemoteRow extends RemoteHealth {
  name: string;
  /** The remoteEntry.js this browser loaded it from, if it did. */
  loadedFrom: string | null;
}

const absolute = (entry: string) => new URL(entry, document.baseURI).href;
const packageName = (name: string) => name.replace(/_/g, '-');

function Origin({ entry }: { entry: string | null }) {
  if (!entry) return <span className={section.muted}>unknown</span>;
  const { origin } = new URL(entry, document.baseURI);
  return (
    <>
      <span className={styles.code}>{origin}</span>
      {origin === window.location.origin && <span className={section.muted}>this site</span>}
    </>
  );
}

/** Whether this browser runs the remote, and whether from the release the page server names now. */
function InThisBrowser({ row }: { row: RemoteRow }) {
  if (row.refused) {
    return (
      <>
        <Badge tone="danger">Refused</Badge>
        <span className={section.muted}>{row.refused}</span>
      </>
    );
  }
  if (!row.loadedFrom) return <Badge tone="neutral">Not loaded</Badge>;
  if (row.entry && absolute(row.entry) !== row.loadedFrom) {
    return (
      <>
        <Badge tone="warning">Loaded, older release</Badge>
        <span className={section.muted}>{new URL(row.loadedFrom).pathname}; reload the page for the current one</span>
      </>
    );
  }
  return <Badge tone="success">Loaded</Badge>;
}

function NeedsApi({ range, apiVersion }: { range: string | null | undefined; apiVersion: string | undefined }) {
  if (!range) return <>–</>;
  const met = apiVersion ? withinRange(apiVersion, range) : null;
  return (
    <>
      <span className={styles.code}>{range}</span>
      {met === false && <Badge tone="danger">API {apiVersion} is outside it</Badge>}
    </>
  );
}

const columnsFor = (apiVersion: string | undefined): DataTableColumn<RemoteRow>[] => [
  { key: 'name', header: 'Remote', render: (row) => <span className={`${section.strong} ${styles.name}`}>{packageName(row.name)}</span> },
  { key: 'release', header: 'Release', render: (row) => (row.release ? <span className={styles.code}>{row.release}</span> : <span className={section.muted}>build folder</span>) },
  { key: 'version', header: 'Version', render: (row) => row.version ?? '–' },
  { key: 'sha', header: 'Git sha', render: (row) => (row.sha ? <span className={styles.code}>{row.sha}</span> : '–') },
  { key: 'builtAt', header: 'Built', render: (row) => (row.builtAt ? <time dateTime={row.builtAt}>{displayDateTime(row.builtAt)}</time> : '–') },
  { key: 'origin', header: 'Origin', render: (row) => <Origin entry={row.entry} /> },
  { key: 'api', header: 'Needs API', render: (row) => <NeedsApi range={row.api} apiVersion={apiVersion} /> },
  { key: 'browser', header: 'In this browser', render: (row) => <InThisBrowser row={row} /> },
];

/** Admin only (docs/decisions.md, "Releases"): what runs, as the page server, the API and this browser see it. */
export function SystemPage() {
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
        title="System"
        description="What runs: each remote’s release, the API’s version and the database’s migration."
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
            Refresh
          </Button>
        }
      />
      <Card className={section.panel}>
        <h2 className={styles.heading}>Remotes</h2>
        {rows ? (
          <>
            {health.data?.status !== 'ok' && <p className={section.note}>The page server reports: {health.data?.status}</p>}
            <DataTable caption="Remotes" columns={columnsFor(apiFacts.data?.version)} rows={rows} rowKey={(row) => row.name} page={1} onPageChange={() => undefined} emptyMessage="No remotes" noMatchMessage="No remotes" />
          </>
        ) : health.error ? (
          <LoadError title={SYSTEM_TEXT.remotesFailed} error={health.error} onRetry={() => void health.refetch()} retrying={health.isFetching} />
        ) : (
          <Spinner centered label="Loading remotes..." />
        )}
      </Card>
      <Card className={`${section.panel} ${styles.api}`}>
        <h2 className={styles.heading}>API</h2>
        {apiFacts.data ? (
          <Facts
            className={styles.facts}
            label="API"
            items={[
              ['Version', apiFacts.data.version],
              ['Database migration', apiFacts.data.migration],
              ['Database', apiFacts.data.database === 'pglite' ? 'Embedded (PGlite)' : 'PostgreSQL'],
            ]}
          />
        ) : apiFacts.error ? (
          <LoadError title={SYSTEM_TEXT.apiFailed} error={apiFacts.error} onRetry={() => void apiFacts.refetch()} retrying={apiFacts.isFetching} />
        ) : (
          <Spinner centered label="Loading the API’s version..." />
        )}
      </Card>
    </>
  );
}

export default SystemPage;
