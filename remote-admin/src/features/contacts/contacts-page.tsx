import { useEffect, useState } from 'react';
import { fetchInboxCsv, useGetInboxPageQuery, useGetInboxSummaryQuery } from 'remote_shared/api';
import { ANSWER_DUE_HOURS, contacts, INBOX_PAGE_SIZE, type InboxMessage } from 'remote_shared/schemas';
import { Badge, Button, Icon, type DataTableColumn } from 'remote_shared/ui';
import { Notice } from '@/components/notice';
import { PageHeader } from '@/components/page-header';
import { TablePanel } from '@/components/table-panel';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { usePermissions } from '@/hooks/use-permissions';
import { displayDate, displayTime } from '@/lib/dates';
import { useCsvExport } from '@/hooks/use-csv-export';
import { sectionTexts, TABLE_TEXTS, translateText, useT, type T } from '@/i18n';
import styles from '@/components/section.module.css';
import { stateLabel, STATE_TONES } from './inbox-states';
import { MessageDialog } from './message-dialog';
import { PrivacyTools } from './privacy-tools';
import { SpamReasons } from './spam-reasons';
import { StateTabs } from './state-tabs';
import { useInboxParams } from './use-inbox-params';
import own from './contacts-page.module.css';

function columns(t: T, open: (message: InboxMessage) => void): DataTableColumn<InboxMessage>[] {
  return [
    {
      key: 'from',
      header: t('contacts.list.from'),
      width: '15rem',
      render: (message) => (
        <>
          <span className={own.name}>{message.name}</span>
          <a href={`mailto:${message.email_address}`} className={own.mail}>
            {message.email_address}
          </a>
        </>
      ),
    },
    {
      key: 'message',
      header: t('contacts.list.message'),
      render: (message) => (
        <>
          {message.message ? (
            <span className={`${styles.clamp} ${own.excerpt}`}>{message.message}</span>
          ) : (
            <span className={styles.muted}>{t('contacts.list.noMessage')}</span>
          )}
          {/* In Spam, why it is there, in staff's words (docs/inbox.md, "Spam"). */}
          {message.state === 'spam' && <SpamReasons signals={message.spam_signals ?? []} />}
        </>
      ),
    },
    {
      key: 'date',
      header: t('contacts.list.date'),
      width: '9.5rem',
      render: (message) => (
        <time dateTime={message.date} className={styles.nowrap}>
          {displayDate(message.date)}
          <span className={styles.muted}>{displayTime(message.date)}</span>
        </time>
      ),
    },
    {
      key: 'state',
      header: t('contacts.list.state'),
      width: '8rem',
      render: (message) => (
        <span className={own.badges}>
          <Badge tone={STATE_TONES[message.state]}>{stateLabel(t, message.state)}</Badge>
          {message.overdue && (
            <Badge tone="warning" className={own.overdue}>
              <Icon name="clock" size={14} />
              {t('contacts.overdue')}
            </Badge>
          )}
        </span>
      ),
    },
    {
      key: 'actions',
      header: t('contacts.list.actions'),
      hideHeader: true,
      align: 'end',
      width: '6rem',
      render: (message) => (
        <Button variant="secondary" size="small" onClick={() => open(message)} aria-label={t('contacts.list.readFrom', { name: message.name })}>
          {t('contacts.list.open')}
        </Button>
      ),
    },
  ];
}

/**
 * The contact inbox: messages by state (tabs with their counts), searched and paged by the server,
 * the tab, search and page in the address. Opening one reads it in full, with its replies; roles
 * with `contacts:write` answer, archive and sort out spam; an Admin has the privacy tools.
 */
function ContactsPage() {
  const t = useT();
  const { can } = usePermissions();
  const { search, page, state, setPage, setState } = useInboxParams();
  const q = useDebouncedValue(search.trim());
  const list = useGetInboxPageQuery({ page, q, state });
  const summary = useGetInboxSummaryQuery();
  const csv = useCsvExport(() => fetchInboxCsv({ state, q: search }), t('contacts.exportFailed'));
  const [reading, setReading] = useState<InboxMessage | null>(null);
  const [privacyOpen, setPrivacyOpen] = useState(false);

  // A page past the end (the last message of it archived, an old link): go to the last one.
  const total = list.data?.total;
  const pastEnd = list.data !== undefined && list.data.items.length === 0 && page > 1;
  useEffect(() => {
    if (pastEnd && total !== undefined) setPage(Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE)));
  }, [pastEnd, total, setPage]);

  const actions = (
    <>
      {can('contacts:write') && (
        <Button variant="secondary" onClick={() => void csv.run()} busy={csv.busy}>
          <Icon name="download" size={18} />
          {t('contacts.exportCsv')}
        </Button>
      )}
      {can('privacy:manage') && (
        <Button variant="secondary" onClick={() => setPrivacyOpen(true)}>
          <Icon name="shield" size={18} />
          {t('contacts.privacy.title')}
        </Button>
      )}
    </>
  );

  return (
    <>
      <PageHeader title={translateText(contacts.admin!.title)} description={translateText(contacts.admin!.description)} actions={actions} />
      {summary.data && !summary.data.mail.configured && (
        <Notice tone="warning" icon="mail">
          {t('contacts.mailNotConfigured')}
        </Notice>
      )}
      <div className={own.filters}>
        <StateTabs current={state} counts={summary.data?.counts} onChange={setState} />
        {summary.data && summary.data.overdue > 0 && (
          <p className={own.overdueNote}>
            <Icon name="clock" size={16} />
            {t('contacts.overdueNote', { count: summary.data.overdue, hours: ANSWER_DUE_HOURS })}
          </p>
        )}
      </div>
      {/* Spam that may be people who pasted their details: nobody should miss it (docs/inbox.md, "Spam"). */}
      {summary.data && summary.data.spam_to_check > 0 && state !== 'spam' && (
        <Notice tone="warning">
          <span className={own.spamNote}>
            <span>{t('contacts.spamToCheck.note', { count: summary.data.spam_to_check })}</span>
            <Button variant="secondary" size="small" onClick={() => setState('spam')}>
              {t('contacts.spamToCheck.show')}
            </Button>
          </span>
        </Notice>
      )}
      <TablePanel
        query={{ data: list.data?.items, error: list.error, isFetching: list.isFetching, refetch: list.refetch }}
        total={total}
        // The old product only logged a failure to load; we show it with Retry (docs/decisions/0035-failed-loads-show-a-panel-with-retry.md)
        texts={sectionTexts(t, 'contacts', TABLE_TEXTS)}
        columns={columns(t, setReading)}
        rowKey={(message) => message.id}
        rowClassName={(message) => (message.state === 'new' ? own.unread : undefined)}
      />
      {reading && <MessageDialog key={reading.id} message={reading} onClose={() => setReading(null)} />}
      {privacyOpen && <PrivacyTools onClose={() => setPrivacyOpen(false)} />}
    </>
  );
}

export default ContactsPage;
