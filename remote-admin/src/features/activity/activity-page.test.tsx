import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntry } from 'remote_shared/schemas';
import { setChosenLanguage } from '@/i18n';
import { stubObjectUrls } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { currentPath, renderAdmin } from '@/test/render-admin';
import { signIn } from '@/test/session';

const entry = (id: number, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  at: '2026-11-22T09:30:00.000Z',
  actor_id: 2,
  actor_name: 'Grace Mutoni',
  actor_role: 'Publisher',
  action: 'content_updated',
  outcome: 'success',
  content_type: 'posts',
  record_id: 40 + id,
  fields: ['title', 'description'],
  ip: '10.0.0.7',
  reason: null,
  ...overrides,
});
const page = (items: AuditEntry[], total = items.length, number = 1) => ({ body: { items, total, page: number, pageSize: 10 } });
const users = [
  { id: 1, full_name: 'Site Administrator', email_address: 'admin@example.com', telephone_number: '+250 700 000 000', role: 'Admin' },
  { id: 2, full_name: 'Grace Mutoni', email_address: 'grace@example.com', telephone_number: '+250 700 000 001', role: 'Publisher' },
];

function openActivity(
  path = '/admin/dashboard/activity',
  items = [entry(1), entry(2, { action: 'sign_in', content_type: 'user', record_id: 2, fields: [] })],
  total?: number,
) {
  const api = mockApi({ 'GET /api/activity': page(items, total) });
  api.seed('users', users);
  renderAdmin(path);
  return { api, user: userEvent.setup() };
}

describe('Activity (Admin)', () => {
  beforeEach(() => signIn('Admin'));

  it('is in the sidebar and lists who did what, when, on which record, with the field names', async () => {
    const { user } = openActivity('/admin/dashboard/users');
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    await user.click(within(nav).getByRole('link', { name: 'Activity' }));
    const table = await screen.findByRole('table', { name: 'Activity' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['When', 'Who', 'Action', 'Record', 'Details', 'IP']);
    const first = within(table).getAllByRole('row')[1]!;
    expect(first).toHaveTextContent('Grace Mutoni');
    expect(first).toHaveTextContent('Content updated');
    expect(first).toHaveTextContent('posts #41');
    expect(first).toHaveTextContent('Fields: title, description');
    expect(first).toHaveTextContent('10.0.0.7');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('filters by person, content type, action and dates, kept in the address and sent to the server', async () => {
    const { api, user } = openActivity();
    await screen.findByRole('table', { name: 'Activity' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Person' }), await screen.findByRole('option', { name: 'Grace Mutoni' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Content type' }), 'posts');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Sign in');
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.type(screen.getByLabelText('To'), '2026-11-30');
    await waitFor(() =>
      expect(api.callsTo('GET /api/activity').at(-1)!.query).toEqual({ actor: '2', type: 'posts', action: 'sign_in', from: '2026-11-01', to: '2026-11-30' }),
    );
    expect(currentPath()).toBe('/admin/dashboard/activity?actor=2&type=posts&action=sign_in&from=2026-11-01&to=2026-11-30');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(api.callsTo('GET /api/activity').at(-1)!.query).toEqual({}));
  });

  it('pages on the server', async () => {
    const { api, user } = openActivity(
      undefined,
      Array.from({ length: 10 }, (_, i) => entry(i + 1)),
      23,
    );
    await screen.findByRole('table', { name: 'Activity' });
    expect(screen.getByText('Showing 1 to 10 of 23 entries')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(api.callsTo('GET /api/activity').at(-1)!.query).toEqual({ page: '2' }));
  });

  it('Export CSV downloads the current filter with the bearer token', async () => {
    stubObjectUrls();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { api, user } = openActivity('/admin/dashboard/activity?action=sign_in');
    api.set('GET /api/activity/export.csv', { body: 'id,at', headers: { 'content-disposition': 'attachment; filename="activity-2026-11-22.csv"' } });
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click.mock.contexts.map((link) => (link as HTMLAnchorElement).download)).toEqual(['activity-2026-11-22.csv']));
    const [call] = api.callsTo('GET /api/activity/export.csv');
    expect(call!.query).toEqual({ action: 'sign_in' });
    expect(call!.headers.Authorization).toMatch(/^Bearer /);
  });
});

describe('Activity (other roles)', () => {
  it.each(['Publisher', 'Content_Creator'])('is hidden from a %s and its address leads elsewhere', async (role) => {
    signIn(role);
    const { api } = openActivity();
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).queryByRole('link', { name: 'Activity' })).not.toBeInTheDocument();
    await waitFor(() => expect(currentPath()).not.toMatch(/activity/));
    expect(api.callsTo('GET /api/activity')).toHaveLength(0);
  });
});

describe('Activity in the user’s language', () => {
  beforeEach(() => signIn('Admin'));
  afterEach(() => act(() => setChosenLanguage(null)));

  it('shows the trail, its filters and the actions’ names in French; recorded names stay as they are', async () => {
    setChosenLanguage('fr');
    const api = mockApi({
      'GET /api/auth/me/preferences': { body: { workflow_emails: true, language: 'fr' } },
      'GET /api/activity': page([
        entry(1),
        entry(2, {
          action: 'sign_in',
          outcome: 'failure',
          actor_id: null,
          actor_name: null,
          actor_role: null,
          content_type: null,
          record_id: null,
          fields: [],
          reason: 'wrong password',
        }),
      ]),
    });
    api.seed('users', users);
    renderAdmin('/admin/dashboard/activity');
    const table = await screen.findByRole('table', { name: 'Activité' });
    expect(screen.getByRole('heading', { level: 1, name: 'Activité' })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Quand', 'Qui', 'Action', 'Enregistrement', 'Détails', 'Adresse IP']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Contenu modifié');
    expect(first).toHaveTextContent('Champs : title, description');
    expect(first).toHaveTextContent('posts #41');
    expect(second).toHaveTextContent('Système');
    expect(second).toHaveTextContent('Connexionéchec');
    expect(second).toHaveTextContent('wrong password');
    const filters = screen.getByRole('form', { name: 'Filtrer l’activité' });
    expect(within(filters).getByRole('combobox', { name: 'Personne' })).toHaveDisplayValue('Tout le monde');
    const types = within(filters).getByRole('combobox', { name: 'Type de contenu' });
    expect(within(types).getByRole('option', { name: 'Utilisateurs' })).toHaveValue('user');
    expect(within(types).getByRole('option', { name: 'Messages de contact' })).toHaveValue('contact');
    const actions = within(filters).getByRole('combobox', { name: 'Action' });
    expect(within(actions).getByRole('option', { name: 'Réinitialisation du mot de passe demandée' })).toHaveValue('password_reset_requested');
    expect(within(filters).getByLabelText('Du')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exporter en CSV' })).toBeInTheDocument();
  });
});
