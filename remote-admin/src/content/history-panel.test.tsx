// History (docs/workflow.md, "History") in the back office: a record's revisions with who, when and
// what changed, two of them compared field by field, a restore through the same version check as an
// edit, and an Admin's Deleted list that brings a record back.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from 'remote_shared/notify';
import type { RecordHistory, Revision } from 'remote_shared/schemas';
import { adminPost, stamp } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderAdmin } from '@/test/render-admin';
import { signIn } from '@/test/session';

const amani = { id: 1, name: 'Amani Uwase', position: 'Chief Executive Officer', image_url: null, ...stamp, version: 3 };

const revision = (number: number, overrides: Partial<Revision> = {}): Revision => ({
  id: 100 + number,
  number,
  at: `2026-03-0${number}T09:15:00.000Z`,
  actor_id: 2,
  actor_name: 'Grace Mutoni',
  action: 'updated',
  detail: null,
  fields: [],
  state: null,
  pending_state: null,
  values: { name: 'Amani Uwase', position: 'Chief Executive Officer', image_url: null },
  ...overrides,
});

const HISTORY: RecordHistory = {
  record_id: 1,
  deleted: false,
  version: 3,
  total: 3,
  items: [
    revision(3, { fields: ['position'], values: { name: 'Amani Uwase', position: 'Chief Executive Officer', image_url: null } }),
    revision(2, {
      fields: ['name', 'position'],
      actor_name: null,
      actor_id: 9,
      values: { name: 'Amani Uwase', position: 'Managing Director', image_url: null },
    }),
    revision(1, { action: 'created', fields: ['name', 'position'], values: { name: 'Amani U.', position: 'Founder', image_url: null } }),
  ],
};

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.children).map((cell) => cell.textContent));

async function openHistory(name = 'Amani Uwase') {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `History of ${name}` }));
  const dialog = await screen.findByRole('dialog', { name: `History: ${name}` });
  await within(dialog).findByRole('list', { name: `Revisions of ${name}` });
  return { user, dialog };
}

describe('the history panel', () => {
  beforeEach(() => {
    signIn('Publisher');
  });

  it('lists every revision, newest first, with who, when and which fields changed', async () => {
    mockApi({ 'GET /api/team': { body: [amani] }, 'GET /api/team/1/revisions': { body: HISTORY } });
    renderAdmin('/admin/dashboard/team');
    const { dialog } = await openHistory();
    const items = within(within(dialog).getByRole('list', { name: 'Revisions of Amani Uwase' })).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual(['Revision 3 Edited', 'Revision 2 Edited', 'Revision 1 Created']);
    expect(items[0]).toHaveTextContent('by Grace Mutoni, March 03, 2026');
    expect(items[0]).toHaveTextContent('Changed: Position');
    expect(items[1]).toHaveTextContent('by a removed account');
    expect(items[2]).toHaveTextContent('Changed: Name, Position');
    // The newest is what the record holds now: only older ones can be restored.
    expect(within(items[0]!).queryByRole('button', { name: /Restore/ })).toBeNull();
    expect(within(items[2]!).getByRole('button', { name: 'Restore revision 1' })).toBeEnabled();
  });

  it('compares any two revisions side by side, field by field, marking what differs', async () => {
    mockApi({ 'GET /api/team': { body: [amani] }, 'GET /api/team/1/revisions': { body: HISTORY } });
    renderAdmin('/admin/dashboard/team');
    const { user, dialog } = await openHistory();
    // By default the last change: revision 2 against revision 3.
    const table = within(dialog).getByRole('table', { name: 'Revision 2 and revision 3: 1 field differs' });
    expect(rowsOf(table)).toEqual([
      ['Field', 'Revision 2', 'Revision 3'],
      ['Name', 'Amani Uwase', 'Amani Uwase'],
      ['PositionChanged', 'Managing Director', 'Chief Executive Officer'],
      ['Photo', 'Not set', 'Not set'],
    ]);
    const [older, newer] = [
      within(dialog).getByRole('combobox', { name: 'Compare revision' }),
      within(dialog).getByRole('combobox', { name: 'with revision' }),
    ];
    expect(
      within(older)
        .getAllByRole('option')
        .map((option) => option.textContent?.replace(/, March.*/, '')),
    ).toEqual(['3: Edited', '2: Edited', '1: Created']);
    await user.selectOptions(older, '101');
    const again = within(dialog).getByRole('table', { name: 'Revision 1 and revision 3: 2 fields differ' });
    expect(rowsOf(again).slice(1, 3)).toEqual([
      ['NameChanged', 'Amani U.', 'Amani Uwase'],
      ['PositionChanged', 'Founder', 'Chief Executive Officer'],
    ]);
    await user.selectOptions(newer, '101');
    expect(within(dialog).getByRole('table', { name: 'Revision 1 and revision 1: no field differs' })).toBeInTheDocument();
  });

  it('restores an old revision after a confirmation, sending the version the history showed', async () => {
    const success = jest.spyOn(notify, 'success');
    let history = HISTORY;
    const api = mockApi({
      'GET /api/team': { body: [amani] },
      'GET /api/team/1/revisions': () => ({ body: history }),
      'POST /api/team/1/revisions/101/restore': () => {
        history = {
          ...HISTORY,
          version: 4,
          total: 4,
          items: [revision(4, { action: 'restored', detail: '1', fields: ['name', 'position'], values: HISTORY.items[2]!.values }), ...HISTORY.items],
        };
        return { body: { ...amani, name: 'Amani U.', position: 'Founder', version: 4 }, headers: { etag: '"4"' } };
      },
    });
    renderAdmin('/admin/dashboard/team');
    const { user, dialog } = await openHistory();
    await user.click(within(dialog).getByRole('button', { name: 'Restore revision 1' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Restore revision 1' });
    expect(confirm).toHaveTextContent('Its values are saved as a new revision. The current values stay in the history.');
    await user.click(within(confirm).getByRole('button', { name: 'Restore' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('Revision 1 restored'));
    expect(api.callsTo('POST /api/team/1/revisions/101/restore')[0]!.headers['if-match']).toBe('"3"');
    // The history shows the restore as the newest revision.
    expect(await within(dialog).findByText('Restored revision 1')).toBeInTheDocument();
  });

  it('a restore refused because someone saved meanwhile says so in the panel and changes nothing here', async () => {
    const failure = jest.spyOn(notify, 'error');
    const message = 'This team member was changed by Grace Mutoni since you opened it. Your changes are not saved yet.';
    const api = mockApi({
      'GET /api/team': { body: [amani] },
      'GET /api/team/1/revisions': { body: HISTORY },
      'POST /api/team/1/revisions/101/restore': {
        status: 412,
        body: { message, version: 4, changed_at: '2026-03-04T10:00:00.000Z', changed_by: { id: 2, full_name: 'Grace Mutoni' }, current: amani },
      },
    });
    renderAdmin('/admin/dashboard/team');
    const { user, dialog } = await openHistory();
    await user.click(within(dialog).getByRole('button', { name: 'Restore revision 1' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Restore' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(failure).toHaveBeenCalledWith('The revision could not be restored');
    // The history is read again, so the next restore starts from what is stored now.
    await waitFor(() => expect(api.callsTo('GET /api/team/1/revisions').length).toBeGreaterThan(1));
  });

  it("a Content_Creator's restore of a published post is said to become a draft of the change", async () => {
    signIn('Content_Creator');
    const post = adminPost(5, { title: 'Water Billing', description: 'A billing system.', image_url: '/uploads/p5.png' });
    const values = {
      title: 'Water Billing',
      description: 'A billing system.',
      category: 'Web Platform',
      image_url: '/uploads/p5.png',
      published: 'March 5, 2025',
      status: 'Ongoing',
      client: null,
    };
    mockApi({
      'GET /api/posts': { body: [post] },
      'GET /api/posts/5/revisions': {
        body: {
          record_id: 5,
          deleted: false,
          version: 2,
          total: 2,
          items: [
            revision(2, { action: 'transition', detail: 'publish', actor_id: null, actor_name: null, state: 'published', values }),
            revision(1, { action: 'created', state: 'draft', values: { ...values, title: 'Water Billing (draft)' } }),
          ],
        },
      },
    });
    renderAdmin('/admin/dashboard/posts');
    const { user, dialog } = await openHistory('Water Billing');
    expect(
      within(dialog).getByText('Your restore is saved as a draft of the change: the public page keeps the live version until a Publisher publishes it.'),
    ).toBeInTheDocument();
    const newest = within(within(dialog).getByRole('list', { name: 'Revisions of Water Billing' })).getAllByRole('listitem')[0]!;
    expect(newest).toHaveTextContent('Revision 2 Published');
    expect(newest).toHaveTextContent('by the schedule');
    const table = within(dialog).getByRole('table', { name: /Revision 1 and revision 2/ });
    expect(rowsOf(table).at(-1)).toEqual(['PublicationChanged', 'Draft', 'Published']);
    await user.click(within(dialog).getByRole('button', { name: 'Restore revision 1' }));
    expect(screen.getByRole('alertdialog', { name: 'Restore revision 1' })).toHaveTextContent('saved as a draft of the change');
  });

  it('opens on the newest change of content, names workflow moves as events with their comment, and states in words', async () => {
    const post = adminPost(5, { title: 'Water Billing', description: 'A billing system.', image_url: '/uploads/p5.png' });
    const values = {
      title: 'Water Billing',
      description: 'A billing system.',
      category: 'Web Platform',
      image_url: '/uploads/p5.png',
      published: 'March 5, 2025',
      status: 'Ongoing',
      client: null,
    };
    mockApi({
      'GET /api/posts': { body: [post] },
      'GET /api/posts/5/revisions': {
        body: {
          record_id: 5,
          deleted: false,
          version: 4,
          total: 4,
          items: [
            revision(4, { action: 'transition', detail: 'submit', state: 'review', values }),
            revision(3, { action: 'transition', detail: 'request_changes', comment: 'Please name the client.', state: 'draft', values }),
            revision(2, { action: 'updated', fields: ['title'], state: 'review', values }),
            revision(1, { action: 'created', fields: ['title'], state: 'draft', values: { ...values, title: 'Water Billing (draft)' } }),
          ],
        },
      },
    });
    renderAdmin('/admin/dashboard/posts');
    const { dialog } = await openHistory('Water Billing');
    const items = within(within(dialog).getByRole('list', { name: 'Revisions of Water Billing' })).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Revision 4 Submitted for review',
      'Revision 3 Changes requested',
      'Revision 2 Edited',
      'Revision 1 Created',
    ]);
    expect(items[1]).toHaveTextContent('by Grace Mutoni');
    expect(within(items[1]!).getByText('Please name the client.')).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Publication: In review');
    // Not the two moves that changed no field: the edit, against what it changed.
    const table = within(dialog).getByRole('table', { name: 'Revision 1 and revision 2: 2 fields differ' });
    expect(rowsOf(table)[1]).toEqual(['TitleChanged', 'Water Billing (draft)', 'Water Billing']);
    expect(rowsOf(table).at(-1)).toEqual(['PublicationChanged', 'Draft', 'In review']);
  });

  it('shows History only to the roles that edit the type', async () => {
    signIn('Content_Creator');
    mockApi({ 'GET /api/team': { body: [amani] } });
    renderAdmin('/admin/dashboard/team');
    expect(await screen.findByText('View only')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'History of Amani Uwase' })).toBeNull();
  });

  it('a failed load says why and retries', async () => {
    const api = mockApi({ 'GET /api/team': { body: [amani] }, 'GET /api/team/1/revisions': { status: 503, body: { message: 'The database is unavailable' } } });
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard/team');
    await user.click(await screen.findByRole('button', { name: 'History of Amani Uwase' }));
    const dialog = await screen.findByRole('dialog', { name: 'History: Amani Uwase' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The database is unavailable');
    api.set('GET /api/team/1/revisions', { body: HISTORY });
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByRole('list', { name: 'Revisions of Amani Uwase' })).toBeInTheDocument();
  });
});

describe('deleted records', () => {
  const deleted = [
    {
      id: 8,
      deleted_at: '2026-03-04T12:00:00.000Z',
      actor_id: 2,
      actor_name: 'Grace Mutoni',
      values: { name: 'Baraka Otieno', position: 'CTO', image_url: null },
    },
  ];

  it('an Admin lists them, reads their history and brings one back', async () => {
    signIn('Admin');
    const success = jest.spyOn(notify, 'success');
    let gone = deleted;
    const api = mockApi({
      'GET /api/team': () => ({
        body: gone.length ? [amani] : [amani, { id: 8, name: 'Baraka Otieno', position: 'CTO', image_url: null, ...stamp, version: 2 }],
      }),
      'GET /api/team/deleted': () => ({ body: gone }),
      'GET /api/team/8/revisions': {
        body: {
          record_id: 8,
          deleted: true,
          version: null,
          total: 2,
          items: [revision(2, { action: 'deleted', values: deleted[0]!.values }), revision(1, { action: 'created', values: deleted[0]!.values })],
        },
      },
      'POST /api/team/8/undelete': () => {
        gone = [];
        return { body: { id: 8, name: 'Baraka Otieno', position: 'CTO', image_url: null, ...stamp, version: 2 } };
      },
    });
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard/team');
    await user.click(await screen.findByRole('button', { name: 'Deleted' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deleted team members' });
    const item = await within(dialog).findByRole('listitem');
    expect(item).toHaveTextContent('Baraka Otieno');
    expect(item).toHaveTextContent('Deleted by Grace Mutoni, March 04, 2026');

    await user.click(within(item).getByRole('button', { name: 'History of Baraka Otieno' }));
    const history = await screen.findByRole('dialog', { name: 'History: Baraka Otieno' });
    expect(await within(history).findByText(/This record is deleted/)).toBeInTheDocument();
    expect(within(history).queryByRole('button', { name: /Restore revision/ })).toBeNull();
    await user.click(within(history).getByRole('button', { name: 'Close' }));

    await user.click(within(dialog).getByRole('button', { name: 'Bring back Baraka Otieno' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Team member brought back'));
    expect(api.callsTo('POST /api/team/8/undelete')).toHaveLength(1);
    expect(await within(dialog).findByText('No deleted team members.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('button', { name: 'Edit Baraka Otieno' })).toBeInTheDocument();
  });

  it('other roles have no Deleted list', async () => {
    signIn('Publisher');
    mockApi({ 'GET /api/team': { body: [amani] } });
    renderAdmin('/admin/dashboard/team');
    await screen.findByRole('button', { name: 'Edit Amani Uwase' });
    expect(screen.queryByRole('button', { name: 'Deleted' })).toBeNull();
  });
});
