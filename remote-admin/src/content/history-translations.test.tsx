// The history of a translated record (docs/i18n.md, "Content"; docs/workflow.md, "History"): a
// change of a translation is named by its field and language, and the comparison shows each
// language's value under the English one.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RecordHistory, Revision } from 'remote_shared/schemas';
import { stamp } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderAdmin } from '@/test/render-admin';
import { signIn } from '@/test/session';

const member = {
  id: 1,
  name: 'Amani Uwase',
  position: 'Chief Executive Officer',
  image_url: null,
  translations: { sw: { position: 'Mkurugenzi Mtendaji' } },
  ...stamp,
  version: 3,
};
const values = (translations: object) => ({ name: 'Amani Uwase', position: 'Chief Executive Officer', image_url: null, translations });
const revision = (number: number, overrides: Partial<Revision>): Revision => ({
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
  values: values({}),
  ...overrides,
});
const HISTORY: RecordHistory = {
  record_id: 1,
  deleted: false,
  version: 3,
  total: 3,
  items: [
    revision(3, {
      fields: ['translations'],
      translated: { sw: ['position'], fr: ['position'] },
      values: values({ sw: { position: 'Mkurugenzi Mtendaji' }, fr: { position: 'Directeur général' } }),
    }),
    revision(2, { fields: ['translations'], translated: { sw: ['position'] }, values: values({ sw: { position: 'Mkurugenzi' } }) }),
    revision(1, { action: 'created', fields: ['name', 'position'], translated: {}, values: values({}) }),
  ],
};
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.children).map((cell) => cell.textContent));

beforeEach(() => signIn('Publisher'));

async function openHistory() {
  mockApi({ 'GET /api/team': { body: [member] }, 'GET /api/team/1/revisions': { body: HISTORY } });
  const user = userEvent.setup();
  renderAdmin('/admin/dashboard/team');
  await user.click(await screen.findByRole('button', { name: 'History of Amani Uwase' }));
  const dialog = await screen.findByRole('dialog', { name: 'History: Amani Uwase' });
  return { user, dialog, items: within(await within(dialog).findByRole('list', { name: 'Revisions of Amani Uwase' })).getAllByRole('listitem') };
}

test('a change of translations is named by each field and language it changed', async () => {
  const { items } = await openHistory();
  expect(items[0]).toHaveTextContent('Changed: Position (Kiswahili), Position (Français)');
  expect(items[1]).toHaveTextContent('Changed: Position (Kiswahili)');
  expect(items[1]).not.toHaveTextContent('translations');
});

test('the comparison shows each language a revision has a value in, under its English field', async () => {
  const { user, dialog } = await openHistory();
  const table = within(dialog).getByRole('table', { name: 'Revision 2 and revision 3: 2 fields differ' });
  expect(rowsOf(table)).toEqual([
    ['Field', 'Revision 2', 'Revision 3'],
    ['Name', 'Amani Uwase', 'Amani Uwase'],
    ['Position', 'Chief Executive Officer', 'Chief Executive Officer'],
    ['Position (Kiswahili)Changed', 'Mkurugenzi', 'Mkurugenzi Mtendaji'],
    ['Position (Français)Changed', 'Not set', 'Directeur général'],
    ['Photo', 'Not set', 'Not set'],
  ]);
  // Revision 1 had no translation: only the languages the other one has.
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Compare revision' }), '101');
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'with revision' }), '102');
  expect(rowsOf(within(dialog).getByRole('table', { name: 'Revision 1 and revision 2: 1 field differs' })).map((row) => row[0])).toEqual([
    'Field',
    'Name',
    'Position',
    'Position (Kiswahili)Changed',
    'Photo',
  ]);
});
