import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Contact } from 'remote_shared/schemas';
import { mockApi } from '@/test/mock-api';
import { currentPath, renderAdmin } from '@/test/render-admin';
import { signIn } from '@/test/session';

const contact = (id: number, overrides: Partial<Contact> = {}): Contact => ({
  id,
  name: `Sender ${id}`,
  email_address: `sender${id}@example.org`,
  message: `Message number ${id}`,
  date: '2025-03-05T14:30:00.000Z',
  created_at: '2025-03-05T14:30:00.000Z',
  updated_at: '2025-03-05T14:30:00.000Z',
  ...overrides,
});
const contacts = [...Array.from({ length: 11 }, (_, i) => contact(i + 1)), contact(12, { name: 'Wanjiru', message: 'We need a tender portal' })];

// A Publisher: may read the messages (personal data), and nobody may change them.
beforeEach(() => signIn('Publisher'));

describe('Contacts', () => {
  it('is read-only: a table with search and pager but no add, edit or delete', async () => {
    mockApi({ 'GET /api/contacts': { body: contacts } });
    renderAdmin('/admin/dashboard/contacts');
    expect(await screen.findByText('Showing 1 to 10 of 12 entries')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add|Edit|Delete/ })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Message' })).toBeInTheDocument();
  });

  it('searches name, email and message from page 1', async () => {
    mockApi({ 'GET /api/contacts': { body: contacts } });
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard/contacts?page=2');
    const search = await screen.findByRole('searchbox', { name: 'Search contacts' });
    await user.type(search, 'tender');
    expect(screen.getByText('Showing 1 to 1 of 1 entries')).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/dashboard/contacts?q=tender');
    await user.clear(search);
    await user.type(search, 'sender3@');
    expect(within(screen.getByRole('table')).getByText('Sender 3')).toBeInTheDocument();
    await user.type(search, 'zzz');
    expect(screen.getByText('No contacts found.')).toBeInTheDocument();
  });

  it('opens a message to read it in full', async () => {
    mockApi({ 'GET /api/contacts': { body: [contact(1, { message: 'A long message\nwith two lines' })] } });
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard/contacts');
    await user.click(await screen.findByRole('button', { name: 'Read the message from Sender 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Message from Sender 1' });
    expect(dialog).toHaveTextContent('A long message');
    expect(within(dialog).getByRole('link', { name: 'sender1@example.org' })).toHaveAttribute('href', 'mailto:sender1@example.org');
  });

  it("says 'No contacts found.' when there are none", async () => {
    mockApi({ 'GET /api/contacts': { body: [] } });
    renderAdmin('/admin/dashboard/contacts');
    expect(await screen.findByText('No contacts found.')).toBeInTheDocument();
  });

  it('shows a failed load with Retry, which loads again', async () => {
    let fail = true;
    mockApi({ 'GET /api/contacts': () => (fail ? { status: 500, body: { message: 'Database unavailable' } } : { body: contacts }) });
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard/contacts');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Failed to load contacts' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Database unavailable');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Showing 1 to 10 of 12 entries')).toBeInTheDocument();
  });
});
