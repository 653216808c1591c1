import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from 'remote_shared/notify';
import { contacts, type ContactReply, type InboxMessageDetail } from 'remote_shared/schemas';
import { setChosenLanguage } from '@/i18n';
import { stubObjectUrls } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { currentPath, renderAdmin } from '@/test/render-admin';
import { signIn } from '@/test/session';
import { deliveryPollMs } from './message-dialog';

const message = (id: number, overrides: Partial<InboxMessageDetail> = {}): InboxMessageDetail => ({
  id,
  name: `Sender ${id}`,
  email_address: `sender${id}@example.org`,
  message: `Message number ${id}`,
  date: '2025-03-05T14:30:00.000Z',
  created_at: '2025-03-05T14:30:00.000Z',
  updated_at: '2025-03-05T14:30:00.000Z',
  state: 'read',
  overdue: false,
  spam_reasons: null,
  spam_signals: [],
  replied_at: null,
  reply_count: 0,
  replies: [],
  ...overrides,
});
const reply = (id: number, overrides: Partial<ContactReply> = {}): ContactReply => ({
  id,
  contact_id: 1,
  author_id: 1,
  author_name: 'Site Administrator',
  text: 'Thank you, we will call you.',
  delivery: 'sent',
  error: null,
  attempts: 1,
  created_at: '2025-03-05T15:00:00.000Z',
  ...overrides,
});
const inbox = [
  message(1, { name: 'Wanjiru', message: 'We need a tender portal', state: 'new', overdue: true }),
  ...Array.from({ length: 10 }, (_, i) => message(i + 2)),
  message(12, { state: 'archived' }),
  message(13, {
    name: 'Spammer',
    state: 'spam',
    spam_reasons: '2 links; sent 1 s after the form opened',
    spam_signals: [
      { code: 'links', params: { count: 2 } },
      { code: 'too_fast', params: { seconds: 1 } },
    ],
  }),
];

/** The inbox, seeded as the API holds it; the fake answers pages, the summary and changes from it. */
function openInbox(path = '/admin/dashboard/contacts', rows: InboxMessageDetail[] = inbox, handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi(handlers);
  api.seed(contacts, rows);
  renderAdmin(path);
  const pages = () => api.callsTo('GET /api/contacts').map((call) => call.query);
  return { api, pages, user: userEvent.setup() };
}
/** A message answered once, whose mail the mail server keeps refusing. */
const failingReply = message(2, {
  state: 'replied',
  replies: [reply(7, { contact_id: 2, delivery: 'failing', error: '550 Mailbox unavailable', attempts: 2 })],
});

/** Files the page hands to the browser's downloads: their names, in order. */
function catchDownloads() {
  stubObjectUrls();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return () => click.mock.contexts.map((link) => (link as HTMLAnchorElement).download);
}

const table = () => screen.getByRole('table', { name: 'Contact messages' });
const rowOf = (name: string) => within(table()).getByText(name).closest('tr')!;

async function openMessage(name: string, rows: InboxMessageDetail[] = inbox, handlers: Parameters<typeof mockApi>[0] = {}) {
  const context = openInbox(undefined, rows, handlers);
  await context.user.click(await screen.findByRole('button', { name: `Read the message from ${name}` }));
  return { ...context, dialog: screen.getByRole('dialog', { name: `Message from ${name}` }) };
}

// A Publisher works the inbox (contacts:write) but has no privacy tools (Admin only).
beforeEach(() => signIn('Publisher'));

describe('Contacts inbox: the list', () => {
  it('shows a page of messages from the server: sender, excerpt, date, state, overdue, new ones in bold', async () => {
    const { pages } = openInbox();
    expect(await screen.findByText('Showing 1 to 10 of 12 entries')).toBeInTheDocument();
    expect(pages()).toEqual([{ page: '1' }]);
    const row = rowOf('Wanjiru');
    expect(within(row).getByRole('link', { name: 'sender1@example.org' })).toHaveAttribute('href', 'mailto:sender1@example.org');
    expect(row).toHaveTextContent('We need a tender portal');
    expect(row).toHaveTextContent('March 05, 2025');
    expect(within(row).getByText('New')).toBeInTheDocument();
    expect(within(row).getByText('Overdue')).toBeInTheDocument();
    expect(row).toHaveClass('unread');
    expect(rowOf('Sender 2')).not.toHaveClass('unread');
    expect(within(rowOf('Sender 2')).queryByText('Overdue')).not.toBeInTheDocument();
    // All is every message but spam; the spam one waits under its own tab.
    expect(within(table()).queryByText('Spammer')).not.toBeInTheDocument();
  });

  it('tabs show the counts of the summary; choosing one puts ?state in the address and asks the server for it', async () => {
    const { pages, user } = openInbox();
    const tabs = await screen.findByRole('group', { name: 'Show messages' });
    await waitFor(() => expect(within(tabs).getByRole('button', { name: 'All 12' })).toHaveAttribute('aria-pressed', 'true'));
    expect(within(tabs).getByRole('button', { name: 'New 1' })).toBeInTheDocument();
    expect(within(tabs).getByRole('button', { name: 'Read 10' })).toBeInTheDocument();
    expect(within(tabs).getByRole('button', { name: 'Replied 0' })).toBeInTheDocument();
    expect(screen.getByText('1 unanswered for more than 20 hours')).toBeInTheDocument();
    await user.click(within(tabs).getByRole('button', { name: 'Spam 1' }));
    expect(currentPath()).toBe('/admin/dashboard/contacts?state=spam');
    expect(await within(table()).findByText('Spammer')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 1 of 1 entries')).toBeInTheDocument();
    expect(pages().at(-1)).toEqual({ page: '1', state: 'spam' });
    expect(within(tabs).getByRole('button', { name: 'Spam 1' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('pages on the server: Next asks for page=2 and keeps it in the address', async () => {
    const { pages, user } = openInbox();
    await screen.findByText('Showing 1 to 10 of 12 entries');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 11 to 12 of 12 entries')).toBeInTheDocument();
    expect(pages().at(-1)).toEqual({ page: '2' });
    expect(currentPath()).toBe('/admin/dashboard/contacts?page=2');
    expect(within(table()).getByText('Sender 11')).toBeInTheDocument();
  });

  it('a reload keeps the tab, the search and the page of the address', async () => {
    const { pages } = openInbox('/admin/dashboard/contacts?state=read&q=Sender&page=2', [...inbox, message(30), message(31)]);
    expect(await screen.findByText('Showing 11 to 12 of 12 entries')).toBeInTheDocument();
    expect(pages()).toEqual([{ page: '2', q: 'Sender', state: 'read' }]);
    expect(screen.getByRole('searchbox', { name: 'Search contacts' })).toHaveValue('Sender');
    expect(screen.getByRole('button', { name: /^Read/, pressed: true })).toBeInTheDocument();
  });

  it('searches on the server: the text typed goes once, as q, and back to page 1', async () => {
    const { pages, user } = openInbox('/admin/dashboard/contacts?page=2');
    const search = await screen.findByRole('searchbox', { name: 'Search contacts' });
    await user.type(search, 'tender');
    expect(currentPath()).toBe('/admin/dashboard/contacts?q=tender');
    expect(await screen.findByText('Showing 1 to 1 of 1 entries')).toBeInTheDocument();
    expect(within(table()).getByText('Wanjiru')).toBeInTheDocument();
    // Debounced: nothing was asked for 't', 'te', ... on the way.
    expect(pages().filter((query) => query.q !== undefined)).toEqual([{ page: '1', q: 'tender' }]);
    await user.type(search, ' zzz');
    expect(await screen.findByText('No contacts found.')).toBeInTheDocument();
  });

  it("says 'No contacts found.' when there are none", async () => {
    openInbox(undefined, []);
    expect(await screen.findByText('No contacts found.')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 to 0 of 0 entries')).toBeInTheDocument();
  });

  it('shows a failed load with Retry, which loads again', async () => {
    let fail = true;
    const { user } = openInbox(undefined, inbox, {
      'GET /api/contacts': () =>
        fail ? { status: 500, body: { message: 'Database unavailable' } } : { body: { items: [message(2)], total: 1, page: 1, pageSize: 10 } },
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Failed to load contacts' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Database unavailable');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Showing 1 to 1 of 1 entries')).toBeInTheDocument();
  });

  it('says when mail is not configured: replies wait in the outbox', async () => {
    openInbox(undefined, inbox, {
      'GET /api/contacts/summary': { body: { unread: 1, overdue: 1, counts: { new: 1 }, mail: { configured: false, notifying: false } } },
    });
    expect(await screen.findByText('Mail is not configured: replies and notifications wait in the outbox until SMTP_URL is set.')).toBeInTheDocument();
  });

  it('has no mail notice when mail is configured', async () => {
    openInbox();
    await screen.findByRole('button', { name: 'New 1' });
    expect(screen.queryByText(/Mail is not configured/)).not.toBeInTheDocument();
  });

  it('Export CSV downloads the current filter with the bearer token', async () => {
    const downloads = catchDownloads();
    const { api, user } = openInbox('/admin/dashboard/contacts?state=archived&q=tender', inbox, {
      'GET /api/contacts/export.csv': { body: 'id,name', headers: { 'content-disposition': 'attachment; filename="contacts-2025-03-05.csv"' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads()).toEqual(['contacts-2025-03-05.csv']));
    const [call] = api.callsTo('GET /api/contacts/export.csv');
    expect(call!.query).toEqual({ state: 'archived', q: 'tender' });
    expect(call!.headers.Authorization).toMatch(/^Bearer /);
  });

  it('a failed export says so', async () => {
    const error = jest.spyOn(notify, 'error');
    const { user } = openInbox(undefined, inbox, { 'GET /api/contacts/export.csv': { status: 500, body: { message: 'Disk full' } } });
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to export contacts'));
  });
});

describe('Contacts inbox: spam nobody misses', () => {
  const summary = (spam_to_check: number) => ({
    'GET /api/contacts/summary': {
      body: { unread: 1, overdue: 0, spam_to_check, counts: { new: 1, read: 10, spam: 1 }, mail: { configured: true, notifying: true } },
    },
  });

  it('counts spam sent within seconds of opening the page on the Contacts entry, and offers to check it', async () => {
    const { user } = openInbox(undefined, inbox, summary(1));
    const entry = await screen.findByRole('link', { name: /Contacts/ });
    await waitFor(() => expect(entry).toHaveTextContent('(1 message in Spam may be from a person)'));
    expect(screen.getByText(/1 message went to Spam only for being sent within seconds of opening the contact page/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check Spam' }));
    expect(currentPath()).toContain('state=spam');
    expect(await within(table()).findByText('Spammer')).toBeInTheDocument();
  });

  it('shows no Spam badge when nothing there may be from a person', async () => {
    openInbox(undefined, inbox, summary(0));
    await screen.findByText('Showing 1 to 10 of 12 entries');
    expect(screen.getByRole('link', { name: /Contacts/ })).not.toHaveTextContent(/in Spam/);
    expect(screen.queryByRole('button', { name: 'Check Spam' })).not.toBeInTheDocument();
  });

  it('says under each message in Spam why it is there, in staff’s words', async () => {
    openInbox('/admin/dashboard/contacts?state=spam');
    const row = (await screen.findByText('Spammer')).closest('tr')!;
    const why = within(row).getByRole('list', { name: 'Why it is in Spam' });
    expect(
      within(why)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['It contains 2 links.', 'Sent 1 second after the contact page opened, faster than anyone can type.']);
    // Links too: a bot, not a person who pasted their details.
    expect(within(row).queryByText(/Often a person who pasted their details/)).not.toBeInTheDocument();
  });

  it('says what to do when speed alone put a message in Spam', async () => {
    const pasted = message(14, {
      name: 'Pasted',
      state: 'spam',
      spam_reasons: 'sent less than a second after the form opened',
      spam_signals: [{ code: 'too_fast', params: { seconds: 0 } }],
    });
    openInbox('/admin/dashboard/contacts?state=spam', [pasted]);
    const row = (await screen.findByText('Pasted')).closest('tr')!;
    expect(within(row).getByRole('list', { name: 'Why it is in Spam' })).toHaveTextContent(
      'Sent less than a second after the contact page opened, faster than anyone can type.',
    );
    expect(within(row).getByText('Often a person who pasted their details: read it, and choose Not spam if it is real.')).toBeInTheDocument();
  });
});

describe('Contacts inbox: one message', () => {
  it('opening a new message shows it in full and marks it read for the team', async () => {
    const { api, dialog } = await openMessage('Wanjiru');
    expect(dialog).toHaveTextContent('We need a tender portal');
    expect(within(dialog).getByRole('link', { name: 'sender1@example.org' })).toHaveAttribute('href', 'mailto:sender1@example.org');
    await waitFor(() => expect(api.callsTo('PATCH /api/contacts/1').map((call) => call.body)).toEqual([{ state: 'read' }]));
    expect(await within(dialog).findByText('Read')).toBeInTheDocument();
    expect(within(dialog).getByText('No replies yet.')).toBeInTheDocument();
  });

  it('opening a message already read changes nothing', async () => {
    const { api, dialog } = await openMessage('Sender 2');
    await within(dialog).findByText('No replies yet.');
    expect(api.callsTo('PATCH /api/contacts/2')).toHaveLength(0);
  });

  it('sends a reply: the thread shows it as sent and the composer empties; an empty one asks to write one', async () => {
    const success = jest.spyOn(notify, 'success');
    const { api, dialog, user } = await openMessage('Sender 2');
    const composer = within(dialog).getByRole('textbox', { name: /Your reply/ });
    await user.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    expect(within(dialog).getByText('Write a reply')).toBeInTheDocument();
    expect(api.callsTo('POST /api/contacts/2/replies')).toHaveLength(0);
    await user.type(composer, 'Thank you, we will call you on Monday.');
    await user.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Reply sent'));
    expect(api.callsTo('POST /api/contacts/2/replies')[0]!.body).toEqual({ text: 'Thank you, we will call you on Monday.' });
    const thread = await within(dialog).findByRole('list');
    expect(thread).toHaveTextContent('Thank you, we will call you on Monday.');
    expect(within(thread).getByText('Sent')).toBeInTheDocument();
    expect(within(dialog).getByText('Replied')).toBeInTheDocument();
    await waitFor(() => expect(composer).toHaveValue(''));
  });

  it('a failed send keeps the text typed, with the reason', async () => {
    const error = jest.spyOn(notify, 'error');
    const { dialog, user } = await openMessage('Sender 2', inbox, {
      'POST /api/contacts/2/replies': { status: 503, body: { message: 'The database is not reachable' } },
    });
    const composer = within(dialog).getByRole('textbox', { name: /Your reply/ });
    await user.type(composer, 'Our answer, typed with care.');
    await user.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    expect(await within(dialog).findByText('The database is not reachable')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Failed to send the reply');
    expect(composer).toHaveValue('Our answer, typed with care.');
  });

  it('a reply the mail server refuses shows as failing with its error, and Retry sends it again', async () => {
    const { api, dialog, user } = await openMessage('Sender 2', [failingReply]);
    const thread = await within(dialog).findByRole('list');
    expect(within(thread).getByText('Failing')).toBeInTheDocument();
    expect(within(thread).getByRole('alert')).toHaveTextContent('Not delivered yet after 2 attempts: 550 Mailbox unavailable.');
    await user.click(within(thread).getByRole('button', { name: 'Retry' }));
    expect(api.callsTo('POST /api/contacts/2/replies/7/retry')).toHaveLength(1);
    expect(await within(thread).findByText('Sent')).toBeInTheDocument();
    expect(within(thread).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('a Retry the mail server refuses again says so', async () => {
    const error = jest.spyOn(notify, 'error');
    const { dialog, user } = await openMessage('Sender 2', [failingReply], { 'POST /api/contacts/2/replies/7/retry': { status: 202, body: failingReply } });
    await user.click(await within(dialog).findByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('The mail server still refuses the reply'));
  });

  it('a queued reply is shown going out without a reload', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const queued = message(2, { state: 'replied', replies: [reply(7, { contact_id: 2, delivery: 'queued', attempts: 0 })] });
      const { api, dialog } = await openMessage('Sender 2', [queued]);
      expect(await within(dialog).findByText('Waiting in the outbox to be sent.')).toBeInTheDocument();
      api.seed(contacts, [{ ...queued, replies: [reply(7, { contact_id: 2, delivery: 'sent' })] }]);
      await act(() => jest.advanceTimersByTimeAsync(10_000));
      expect(await within(dialog).findByText('Sent')).toBeInTheDocument();
      expect(within(dialog).queryByText('Waiting in the outbox to be sent.')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('a failing reply is shown going out by itself once the mail server takes it, with the window open', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const { api, dialog } = await openMessage('Sender 2', [failingReply]);
      expect(await within(dialog).findByText('Failing')).toBeInTheDocument();
      // The outbox retried it meanwhile, and the server took it.
      api.seed(contacts, [{ ...failingReply, replies: [reply(7, { contact_id: 2, delivery: 'sent', attempts: 3 })] }]);
      await act(() => jest.advanceTimersByTimeAsync(15_000));
      expect(await within(dialog).findByText('Sent')).toBeInTheDocument();
      expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('asks a reply just sent again every 2 s, and leaves a sent one alone', () => {
    const now = Date.parse('2025-03-05T15:00:30.000Z');
    expect(deliveryPollMs([reply(7, { delivery: 'queued' })], now)).toBe(2_000);
    expect(deliveryPollMs([reply(7, { delivery: 'queued' })], now + 60_000)).toBe(10_000);
    expect(deliveryPollMs([reply(7, { delivery: 'failing' })], now)).toBe(15_000);
    expect(deliveryPollMs([reply(7), reply(8)], now)).toBe(0);
    expect(deliveryPollMs(undefined, now)).toBe(0);
  });

  it('Archive, then Restore, move the message and say so', async () => {
    const success = jest.spyOn(notify, 'success');
    const { api, dialog, user } = await openMessage('Sender 2');
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    expect(await within(dialog).findByText('Archived')).toBeInTheDocument();
    expect(success).toHaveBeenCalledWith('Message archived');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(await within(dialog).findByRole('button', { name: 'Archive' })).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/contacts/2').map((call) => call.body)).toEqual([{ state: 'archived' }, { state: 'read' }]);
    await user.click(within(dialog).getByRole('button', { name: 'Mark as spam' }));
    await within(dialog).findByRole('button', { name: 'Not spam' });
    expect(within(dialog).queryByRole('textbox', { name: /Your reply/ })).not.toBeInTheDocument();
    expect(within(dialog).getByText('Mark this message not spam before replying to it.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Not spam' }));
    expect(await within(dialog).findByText('New')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/contacts/2').map((call) => call.body)).toEqual([
      { state: 'archived' },
      { state: 'read' },
      { state: 'spam' },
      { state: 'new' },
    ]);
  });

  it('a spam message says why it was set aside', async () => {
    const { user } = openInbox('/admin/dashboard/contacts?state=spam');
    await user.click(await screen.findByRole('button', { name: 'Read the message from Spammer' }));
    const dialog = screen.getByRole('dialog', { name: 'Message from Spammer' });
    expect(within(dialog).getByText('Set aside as spam')).toBeInTheDocument();
    expect(within(dialog).getByText('It contains 2 links.')).toBeInTheDocument();
    expect(within(dialog).getByText('Sent 1 second after the contact page opened, faster than anyone can type.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Not spam' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Mark as spam' })).not.toBeInTheDocument();
  });

  it('a failed move says so and leaves the message as it was', async () => {
    const error = jest.spyOn(notify, 'error');
    const { dialog, user } = await openMessage('Sender 2', inbox, { 'PATCH /api/contacts/2': { status: 500, body: { message: 'Database unavailable' } } });
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to update the message'));
    expect(within(dialog).getByRole('button', { name: 'Archive' })).toBeInTheDocument();
  });
});

describe('Contacts inbox: who may do what', () => {
  it('a Content_Creator has no Contacts section and never asks for the summary', async () => {
    signIn('Content_Creator');
    const { api } = openInbox();
    expect(await screen.findByRole('heading', { level: 1, name: 'Posts' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Dashboard' })).queryByRole('link', { name: /Contacts/ })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/contacts/summary')).toHaveLength(0);
    expect(api.callsTo('GET /api/contacts')).toHaveLength(0);
  });

  it('a Publisher who must first replace a password an Admin set is not asked about unread messages', async () => {
    signIn('Publisher', { credentialsExpired: true });
    const { api } = openInbox('/admin/dashboard/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/contacts/summary')).toHaveLength(0);
  });

  it('a Publisher works the inbox but has no privacy tools', async () => {
    openInbox();
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Privacy tools' })).not.toBeInTheDocument();
  });

  it('the sidebar shows how many messages are unread', async () => {
    openInbox('/admin/dashboard/posts', [...inbox, message(20, { state: 'new' }), message(21, { state: 'new' })]);
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(await within(nav).findByRole('link', { name: 'Contacts (3 unread)' })).toHaveAttribute('href', '/admin/dashboard/contacts');
    // On phones the links are folded behind Menu, which carries the count while closed.
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAccessibleDescription('(3 unread)');
  });

  it('the count is asked again every 30 seconds', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const { api } = openInbox('/admin/dashboard/posts', [message(2), message(3, { state: 'new' })]);
      const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
      expect(await within(nav).findByRole('link', { name: 'Contacts (1 unread)' })).toBeInTheDocument();
      api.seed(contacts, [message(2, { state: 'new' }), message(3, { state: 'new' })]);
      await act(() => jest.advanceTimersByTimeAsync(29_000));
      expect(api.callsTo('GET /api/contacts/summary')).toHaveLength(1);
      await act(() => jest.advanceTimersByTimeAsync(1_000));
      expect(await within(nav).findByRole('link', { name: 'Contacts (2 unread)' })).toBeInTheDocument();
      expect(api.callsTo('GET /api/contacts/summary')).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('the sidebar shows no count when nothing is unread', async () => {
    const { api } = openInbox('/admin/dashboard/posts', [message(2)]);
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    await waitFor(() => expect(api.callsTo('GET /api/contacts/summary')).toHaveLength(1));
    expect(within(nav).getByRole('link', { name: 'Contacts' })).toBeInTheDocument();
  });
});

describe('Contacts inbox: privacy tools (Admin)', () => {
  const held = {
    email: 'sender1@example.org',
    messages: [{ ...inbox[0]!, replies: [reply(7)] }],
    mails: [
      {
        kind: 'contact_reply',
        to_address: 'sender1@example.org',
        subject: 'Re: Your message to us',
        status: 'sent',
        created_at: '2025-03-05T15:00:00.000Z',
        sent_at: null,
      },
    ],
  };

  async function openPrivacyTools(handlers: Parameters<typeof mockApi>[0] = {}) {
    signIn('Admin');
    const context = openInbox(undefined, inbox, {
      'GET /api/privacy/retention': { body: { months: 24 } },
      'GET /api/privacy/subject': { body: held },
      ...handlers,
    });
    await context.user.click(await screen.findByRole('button', { name: 'Privacy tools' }));
    return { ...context, dialog: screen.getByRole('dialog', { name: 'Privacy tools' }) };
  }

  it('looks up an address: what is held, and Download JSON', async () => {
    const downloads = catchDownloads();
    const { api, dialog, user } = await openPrivacyTools();
    await user.click(within(dialog).getByRole('button', { name: 'Look up' }));
    expect(within(dialog).getByText('Email is required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Email address/ }), 'sender1@example.org');
    await user.click(within(dialog).getByRole('button', { name: 'Look up' }));
    const found = await within(dialog).findByRole('list', { name: 'Messages from sender1@example.org' });
    expect(found).toHaveTextContent('We need a tender portal');
    expect(api.callsTo('GET /api/privacy/subject')[0]!.query).toEqual({ email: 'sender1@example.org' });
    const counts = within(dialog).getByText('Messages').closest('dl')!;
    expect(counts).toHaveTextContent('Messages1Replies1Mails1');
    await user.click(within(dialog).getByRole('button', { name: 'Download JSON' }));
    expect(downloads()).toEqual(['personal-data-sender1@example.org.json']);
  });

  it('erases everything about an address only after confirming', async () => {
    const success = jest.spyOn(notify, 'success');
    const { api, dialog, user } = await openPrivacyTools({ 'DELETE /api/privacy/subject': { body: { messages: 1, replies: 1, mails: 1 } } });
    await user.type(within(dialog).getByRole('textbox', { name: /Email address/ }), 'sender1@example.org');
    await user.click(within(dialog).getByRole('button', { name: 'Look up' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Erase everything' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Erase personal data' });
    expect(confirm).toHaveTextContent('sender1@example.org');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE /api/privacy/subject')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Erase everything' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Erase personal data' })).getByRole('button', { name: 'Erase everything' }));
    // What was erased, as the API counted it: in the toast, and on screen after the toast has gone.
    await waitFor(() => expect(success).toHaveBeenCalledWith('Personal data erased: 1 message, 1 reply, 1 mail'));
    expect(api.callsTo('DELETE /api/privacy/subject')[0]!.query).toEqual({ email: 'sender1@example.org' });
    expect(within(dialog).queryByRole('button', { name: 'Erase everything' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Erased everything held about sender1@example.org: 1 message, 1 reply and 1 mail.');
  });

  it('sets the retention in months, from 1 to 120', async () => {
    const success = jest.spyOn(notify, 'success');
    const { api, dialog, user } = await openPrivacyTools({ 'PUT /api/privacy/retention': ({ body }) => ({ body }) });
    const months = await within(dialog).findByRole('spinbutton', { name: /Months kept/ });
    expect(months).toHaveValue(24);
    await user.clear(months);
    await user.type(months, '121');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Months must be a whole number from 1 to 120')).toBeInTheDocument();
    await user.clear(months);
    await user.type(months, '36');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Retention saved'));
    expect(api.callsTo('PUT /api/privacy/retention')[0]!.body).toEqual({ months: 36 });
  });
});

/** The language saved with the user's preferences, which the dashboard follows once they arrive. */
const savedLanguage = (language: 'fr' | 'sw') => ({ 'GET /api/auth/me/preferences': { body: { workflow_emails: true, language } } });

describe('Contacts inbox in the user’s language', () => {
  // Back to the browser's language while the screen is still mounted: inside act, as it renders again.
  afterEach(() => act(() => setChosenLanguage(null)));

  it('shows the list, its tabs and the overdue note in French', async () => {
    setChosenLanguage('fr');
    openInbox(undefined, inbox, savedLanguage('fr'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    const tabs = await screen.findByRole('group', { name: 'Afficher les messages' });
    await waitFor(() => expect(within(tabs).getByRole('button', { name: 'Tous 12' })).toHaveAttribute('aria-pressed', 'true'));
    expect(within(tabs).getByRole('button', { name: 'Indésirable 1' })).toBeInTheDocument();
    expect(screen.getByText('1 sans réponse depuis plus de 20 heures')).toBeInTheDocument();
    const list = screen.getByRole('table', { name: 'Messages de contact' });
    const row = within(list).getByText('Wanjiru').closest('tr')!;
    expect(within(row).getByText('Nouveau')).toBeInTheDocument();
    expect(within(row).getByText('En retard')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Lire le message de Wanjiru' })).toHaveTextContent('Ouvrir');
    expect(screen.getByRole('button', { name: 'Exporter en CSV' })).toBeInTheDocument();
  });

  it('reads a message in Kiswahili: a failing reply, Retry, and the schema’s message for an empty reply', async () => {
    setChosenLanguage('sw');
    const { user } = openInbox(undefined, [failingReply], savedLanguage('sw'));
    await user.click(await screen.findByRole('button', { name: 'Soma ujumbe kutoka kwa Sender 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Ujumbe kutoka kwa Sender 2' });
    const thread = await within(dialog).findByRole('list');
    expect(within(thread).getByText('Linashindwa')).toBeInTheDocument();
    expect(within(thread).getByRole('alert')).toHaveTextContent(
      'Bado halijawasilishwa baada ya majaribio 2: 550 Mailbox unavailable. Litajaribiwa tena kiotomatiki.',
    );
    expect(within(thread).getByRole('button', { name: 'Jaribu tena' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Majibu' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Tuma jibu' }));
    expect(within(dialog).getByText('Andika jibu')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Jibu lako/ })).toBeInTheDocument();
  });

  it('says in French why a message was set aside as spam, the API’s reasons translated', async () => {
    setChosenLanguage('fr');
    const spam = message(13, {
      name: 'Spammer',
      state: 'spam',
      spam_reasons: 'sent without a form token; sent 2 s after the form opened',
      spam_signals: [
        { code: 'no_token', params: {} },
        { code: 'too_fast', params: { seconds: 2 } },
      ],
    });
    const { user } = openInbox('/admin/dashboard/contacts?state=spam', [spam], savedLanguage('fr'));
    await user.click(await screen.findByRole('button', { name: 'Lire le message de Spammer' }));
    const dialog = screen.getByRole('dialog', { name: 'Message de Spammer' });
    expect(within(dialog).getByText('Mis de côté comme indésirable')).toBeInTheDocument();
    const why = within(dialog).getByRole('list', { name: 'Pourquoi il est dans Indésirable' });
    expect(
      within(why)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Il n’est pas passé par le formulaire de notre page de contact (aucun contrôle de sécurité), comme les messages envoyés par des programmes.',
      'Envoyé 2 secondes après l’ouverture de la page de contact, plus vite que quiconque ne peut écrire.',
    ]);
    expect(within(dialog).getByText('Marquez ce message comme non indésirable avant d’y répondre.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Pas indésirable' })).toBeInTheDocument();
  });

  it('shows the privacy tools in French, with the schema’s messages', async () => {
    setChosenLanguage('fr');
    signIn('Admin');
    const { user } = openInbox(undefined, inbox, { ...savedLanguage('fr'), 'GET /api/privacy/retention': { body: { months: 24 } } });
    await user.click(await screen.findByRole('button', { name: 'Outils de confidentialité' }));
    const dialog = screen.getByRole('dialog', { name: 'Outils de confidentialité' });
    expect(within(dialog).getByRole('heading', { name: 'Les données d’une personne' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Rechercher' }));
    expect(within(dialog).getByText('L’e-mail est obligatoire')).toBeInTheDocument();
    const months = await within(dialog).findByRole('spinbutton', { name: /Mois de conservation/ });
    await user.clear(months);
    await user.type(months, '121');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(within(dialog).getByText('Le nombre de mois doit être un entier de 1 à 120')).toBeInTheDocument();
  });
});
