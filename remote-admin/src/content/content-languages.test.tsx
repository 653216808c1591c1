// A content section in the back office's language (docs/i18n.md, "Back office"): its own words,
// the declaration's labels and the shared schemas' messages translated; the records as they are.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from 'remote_shared/notify';
import type { RecordHistory, Revision } from 'remote_shared/schemas';
import { setChosenLanguage } from '@/i18n';
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
  fields: ['position'],
  state: null,
  pending_state: null,
  values: { name: 'Amani Uwase', position: 'Chief Executive Officer', image_url: null },
  ...overrides,
});

const HISTORY: RecordHistory = {
  record_id: 1,
  deleted: false,
  version: 2,
  total: 2,
  items: [revision(2), revision(1, { action: 'created', fields: ['name', 'position'], values: { name: 'Amani Uwase', position: 'Founder', image_url: null } })],
};

/** The language saved with the user's preferences, which the dashboard follows once they arrive. */
const savedLanguage = (language: 'fr' | 'sw') => ({ 'GET /api/auth/me/preferences': { body: { workflow_emails: true, language } } });

// Back to the browser's language while the screen is still mounted: inside act, as it renders again.
afterEach(() => act(() => setChosenLanguage(null)));

test('the history panel speaks French: its words, the declared labels, and a restore', async () => {
  setChosenLanguage('fr');
  signIn('Publisher');
  const success = jest.spyOn(notify, 'success');
  mockApi({
    ...savedLanguage('fr'),
    'GET /api/team': { body: [amani] },
    'GET /api/team/1/revisions': { body: HISTORY },
    'POST /api/team/1/revisions/101/restore': { body: { ...amani, position: 'Founder', version: 3 }, headers: { etag: '"3"' } },
  });
  const user = userEvent.setup();
  renderAdmin('/admin/dashboard/team');
  await user.click(await screen.findByRole('button', { name: 'Historique de Amani Uwase' }));
  const dialog = await screen.findByRole('dialog', { name: 'Historique : Amani Uwase' });
  const list = await within(dialog).findByRole('list', { name: 'Révisions de Amani Uwase' });
  const items = within(list).getAllByRole('listitem');
  expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual(['Révision 2 Modifié', 'Révision 1 Créé']);
  expect(items[0]).toHaveTextContent('par Grace Mutoni, 2 mars 2026');
  expect(items[1]).toHaveTextContent('Modifié : Nom, Poste');
  expect(within(dialog).getByRole('table', { name: 'Révision 1 et révision 2 : 1 champ diffère' })).toBeInTheDocument();
  expect(within(dialog).getByRole('combobox', { name: 'Comparer la révision' })).toBeInTheDocument();

  await user.click(within(dialog).getByRole('button', { name: 'Restaurer la révision 1' }));
  const confirm = screen.getByRole('alertdialog', { name: 'Restaurer la révision 1' });
  expect(confirm).toHaveTextContent('Ses valeurs sont enregistrées comme nouvelle révision.');
  await user.click(within(confirm).getByRole('button', { name: 'Restaurer' }));
  await waitFor(() => expect(success).toHaveBeenCalledWith('Révision 1 restaurée'));
});

test('an Admin’s Deleted list speaks Kiswahili, the type’s label included', async () => {
  setChosenLanguage('sw');
  signIn('Admin');
  mockApi({
    ...savedLanguage('sw'),
    'GET /api/team': { body: [amani] },
    'GET /api/team/deleted': { body: [] },
  });
  const user = userEvent.setup();
  renderAdmin('/admin/dashboard/team');
  await user.click(await screen.findByRole('button', { name: 'Vilivyofutwa' }));
  const dialog = await screen.findByRole('dialog', { name: 'Vipengee vilivyofutwa: wanatimu' });
  expect(await within(dialog).findByText('Hakuna vipengee vilivyofutwa (wanatimu).')).toBeInTheDocument();
});

test('the translations of a post speak Kiswahili: the badge, the filter and the form’s tabs', async () => {
  setChosenLanguage('sw');
  signIn('Publisher');
  mockApi({ ...savedLanguage('sw'), 'GET /api/posts': { body: [adminPost(1)] } });
  const user = userEvent.setup();
  renderAdmin('/admin/dashboard/posts');
  expect(await screen.findByText('Inakosa: sw, fr')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Inakosa tafsiri' })).toHaveAttribute('aria-pressed', 'false');

  await user.click(screen.getByRole('button', { name: 'Hariri Project 1' }));
  const dialog = screen.getByRole('dialog', { name: 'Hariri chapisho' });
  await user.click(within(dialog).getByRole('button', { name: 'Tafsiri (Kiswahili, Français)' }));
  expect(within(dialog).getByRole('group', { name: 'Tafsiri' })).toBeInTheDocument();
  expect(within(dialog).getByRole('tablist', { name: 'Lugha ya tafsiri' })).toBeInTheDocument();
  expect(within(dialog).getByRole('textbox', { name: /Kichwa cha habari \(Kiswahili\)/ })).toBeInTheDocument();
  expect(within(dialog).getByText('Kiingereza: Project 1')).toBeInTheDocument();
});
