import { useState } from 'react';
import { fetchRedirectsCsv, useDeleteRedirectMutation, useGetRedirectsQuery } from 'remote_shared/api';
import type { RedirectRecord } from 'remote_shared/schemas';
import { Badge, Button, Icon, type DataTableColumn } from 'remote_shared/ui';
import { PageHeader } from '@/components/page-header';
import { RowActions } from '@/components/row-actions';
import { TablePanel } from '@/components/table-panel';
import { useConfirmedDelete } from '@/hooks/use-confirmed-delete';
import { useCsvExport } from '@/hooks/use-csv-export';
import { useFailureToast } from '@/hooks/use-failure-toast';
import { displayDate, displayDateTime } from '@/lib/dates';
import { sectionTexts, TABLE_TEXTS, useAdminLocale, useT, type T } from '@/i18n';
import section from '@/components/section.module.css';
import { ImportRedirects } from './import-redirects';
import { RedirectForm } from './redirect-form';
import styles from './redirects-page.module.css';

/** Searched by both addresses: an editor looks for an old path, or for what points at a page. */
const searchText = (redirect: RedirectRecord) => `${redirect.from} ${redirect.to}`;

const LANGUAGE_ONLY: Record<string, string> = { sw: 'redirects.list.onlySw', fr: 'redirects.list.onlyFr' };

function columns(
  t: T,
  locale: string,
  edit: (redirect: RedirectRecord) => void,
  remove: (redirect: RedirectRecord) => void,
): DataTableColumn<RedirectRecord>[] {
  const count = new Intl.NumberFormat(locale);
  return [
    {
      key: 'from',
      header: t('redirects.field.from'),
      render: (redirect) => (
        <>
          <code className={styles.path}>{redirect.from}</code>
          {redirect.language && <span className={section.muted}>{t(LANGUAGE_ONLY[redirect.language]!)}</span>}
        </>
      ),
    },
    {
      key: 'to',
      header: t('redirects.field.to'),
      render: (redirect) =>
        redirect.to.startsWith('/') ? (
          <code className={styles.path}>{redirect.to}</code>
        ) : (
          <span className={styles.external}>
            <Icon name="external" size={14} />
            <code className={styles.path}>{redirect.to}</code>
            <span className={section.muted}>{t('redirects.list.otherSite')}</span>
          </span>
        ),
    },
    {
      key: 'status',
      header: t('redirects.field.kind'),
      width: '9rem',
      render: (redirect) =>
        redirect.status === 301 ? <Badge tone="primary">{t('redirects.kind.permanent')}</Badge> : <Badge tone="warning">{t('redirects.kind.temporary')}</Badge>,
    },
    { key: 'hits', header: t('redirects.list.hits'), align: 'end', width: '5rem', render: (redirect) => count.format(redirect.hits) },
    {
      key: 'last_hit_at',
      header: t('redirects.list.lastHit'),
      width: '9rem',
      render: (redirect) =>
        redirect.last_hit_at ? (
          <time dateTime={redirect.last_hit_at}>{displayDateTime(redirect.last_hit_at)}</time>
        ) : (
          <span className={section.muted}>{t('redirects.list.never')}</span>
        ),
    },
    {
      key: 'updated_at',
      header: t('redirects.list.updated'),
      width: '8.5rem',
      render: (redirect) => <time dateTime={redirect.updated_at}>{displayDate(redirect.updated_at)}</time>,
    },
    {
      key: 'actions',
      header: t('redirects.list.actions'),
      hideHeader: true,
      align: 'end',
      render: (redirect) => <RowActions name={redirect.from} onEdit={() => edit(redirect)} onDelete={() => remove(redirect)} />,
    },
  ];
}

/**
 * The managed redirects (docs/redirects.md), for Admins and Publishers: old addresses and where
 * they go, with their hits; add, edit and delete one, or export and import them all as CSV.
 */
function RedirectsPage() {
  const t = useT();
  const locale = useAdminLocale();
  const list = useGetRedirectsQuery();
  const [form, setForm] = useState<{ redirect: RedirectRecord | null } | null>(null);
  const [deleteRedirect] = useDeleteRedirectMutation();
  const deletion = useConfirmedDelete<RedirectRecord>({
    remove: (redirect) => deleteRedirect(redirect.id).unwrap(),
    title: t('redirects.delete.title'),
    question: t('redirects.delete.question'),
    detail: (redirect) => `${redirect.from} → ${redirect.to}`,
    deleted: t('redirects.delete.done'),
    failed: t('redirects.delete.failed'),
  });
  const csv = useCsvExport(() => fetchRedirectsCsv(), t('redirects.export.failed'));
  useFailureToast(list.error, t('section.redirects.loadFailed'));

  return (
    <>
      <PageHeader
        title={t('section.redirects.caption')}
        description={t('redirects.description')}
        actions={
          <>
            <Button onClick={() => setForm({ redirect: null })}>
              <Icon name="plus" size={18} />
              {t('redirects.addNew')}
            </Button>
            <ImportRedirects />
            <Button variant="secondary" onClick={() => void csv.run()} busy={csv.busy}>
              <Icon name="download" size={18} />
              {t('redirects.export.action')}
            </Button>
          </>
        }
      />
      <TablePanel
        query={list}
        skeleton
        texts={{ ...sectionTexts(t, 'redirects', TABLE_TEXTS), noMatch: t('redirects.noMatch') }}
        columns={columns(t, locale, (redirect) => setForm({ redirect }), deletion.ask)}
        rowKey={(redirect) => redirect.id}
        searchText={searchText}
      />
      {form && <RedirectForm redirect={form.redirect} onClose={() => setForm(null)} />}
      {deletion.dialog}
    </>
  );
}

export default RedirectsPage;
