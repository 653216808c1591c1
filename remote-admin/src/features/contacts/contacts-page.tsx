import { useState } from 'react';
import { contacts, type Contact } from 'remote_shared/schemas';
import { Button, Modal, type DataTableColumn } from 'remote_shared/ui';
import { PageHeader } from '@/components/page-header';
import { TablePanel } from '@/components/table-panel';
import { contentHooks } from '@/content/endpoints';
import { displayDate, displayTime } from '@/lib/dates';
import styles from '@/components/section.module.css';
import own from './contacts-page.module.css';

export const CONTACTS_TEXT = {
  /** The old product only logged this failure; we show it with Retry (issue 5). */
  loadFailed: 'Failed to load contacts',
  empty: 'No contacts found.',
} as const;

/** Spec §9: contacts are searched by name, email and message (the declaration's `admin.search`). */
const searchText = (contact: Contact) => contacts.admin!.search.map((field) => contact[field as keyof Contact]).join(' ');

/** Messages received through the public contact form: read-only (spec §2). */
export function ContactsPage() {
  const list = contentHooks<Contact>(contacts).useList();
  const [reading, setReading] = useState<Contact | null>(null);

  const columns: DataTableColumn<Contact>[] = [
    { key: 'name', header: 'Name', render: (contact) => <span className={styles.strong}>{contact.name}</span> },
    {
      key: 'email_address',
      header: 'Email',
      render: (contact) => (
        <a href={`mailto:${contact.email_address}`} className={own.mail}>
          {contact.email_address}
        </a>
      ),
    },
    {
      key: 'message',
      header: 'Message',
      render: (contact) =>
        contact.message ? (
          <span className={styles.clamp}>{contact.message}</span>
        ) : (
          <span className={styles.muted}>No message</span>
        ),
    },
    {
      key: 'date',
      header: 'Date',
      width: '10rem',
      render: (contact) => (
        <time dateTime={contact.date} className={styles.nowrap}>
          {displayDate(contact.date)}
          <span className={styles.muted}>{displayTime(contact.date)}</span>
        </time>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      align: 'end',
      render: (contact) => (
        <Button variant="secondary" size="small" onClick={() => setReading(contact)} aria-label={`Read the message from ${contact.name}`}>
          Read
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={contacts.admin!.title} description={contacts.admin!.description} />
      <TablePanel
        query={list}
        caption="Contact messages"
        columns={columns}
        rowKey={(contact) => contact.id}
        searchText={searchText}
        searchLabel="Search contacts"
        searchPlaceholder="Name, email or message"
        emptyMessage={CONTACTS_TEXT.empty}
        noMatchMessage={CONTACTS_TEXT.empty}
        loadFailed={CONTACTS_TEXT.loadFailed}
        loadingLabel="Loading contacts..."
      />
      <Modal open={reading !== null} title={reading ? `Message from ${reading.name}` : ''} onClose={() => setReading(null)}>
        {reading && (
          <>
            <dl className={own.meta}>
              <dt>Email</dt>
              <dd>
                <a href={`mailto:${reading.email_address}`}>{reading.email_address}</a>
              </dd>
              <dt>Received</dt>
              <dd>
                {displayDate(reading.date)} at {displayTime(reading.date)}
              </dd>
            </dl>
            <p className={own.message}>{reading.message || 'No message.'}</p>
          </>
        )}
      </Modal>
    </>
  );
}

export default ContactsPage;
