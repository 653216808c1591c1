// "Add a field to a type" (docs/content-sections.md), exercised in the back office: the fixture type
// with one field line more (contracts/src/test-fixtures.ts) shows it in its table, asks
// for it in its form (and for its translations), and compares it in the history, with nothing else written.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from 'remote_shared/notify';
import { CONTENT_TYPES, type RecordHistory } from 'remote_shared/schemas';
import { fakeApi } from 'tools/jest/fake-api';
import { faqsWithAudience } from 'contracts/test-fixtures';
import { mockApi } from '../test/mock-api';
import { stamp } from '../test/fixtures';
import { renderAdmin } from '../test/render-admin';
import { signIn } from '../test/session';

const contentTypes = [...CONTENT_TYPES, faqsWithAudience];
const kenya = { id: 1, question: 'Do you work outside Kenya?', answer: 'Yes, across East Africa.', audience: 'Ministries', ...stamp, version: 2 };

beforeEach(() => {
  signIn('Publisher');
  fakeApi.serve(faqsWithAudience);
  fakeApi.seed(faqsWithAudience, [kenya]);
});

test('the table has a column for the new field', async () => {
  renderAdmin('/admin/dashboard/faqs', { contentTypes });
  const table = await screen.findByRole('table', { name: 'FAQ' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['Question', 'Answer', 'Audience', 'Actions']);
  expect(await within(table).findByText('Ministries')).toBeInTheDocument();
});

test('the form asks for it, optional, with its translations, and saves it', async () => {
  const success = jest.spyOn(notify, 'success');
  const user = userEvent.setup();
  renderAdmin('/admin/dashboard/faqs', { contentTypes });
  await user.click(await screen.findByRole('button', { name: 'Edit Do you work outside Kenya?' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit Question' });
  const audience = within(dialog).getByRole('textbox', { name: /^Audience/ });
  expect(audience).toHaveValue('Ministries');
  expect(within(dialog).getByText('(optional)')).toBeInTheDocument();
  await user.clear(audience);
  await user.type(audience, 'County governments');
  await user.click(within(dialog).getByRole('button', { name: 'Translations (Kiswahili, Français)' }));
  await user.type(within(dialog).getByRole('textbox', { name: /^Audience \(Kiswahili\)/ }), 'Serikali za kaunti');
  await user.click(within(dialog).getByRole('button', { name: 'Update' }));
  await waitFor(() => expect(success).toHaveBeenCalledWith('Question updated'));
  expect(fakeApi.rows(faqsWithAudience)[0]).toMatchObject({ audience: 'County governments', translations: { sw: { audience: 'Serikali za kaunti' } } });
});

test('the history compares it with the other fields', async () => {
  const values = { question: kenya.question, answer: kenya.answer };
  const history: RecordHistory = {
    record_id: 1,
    deleted: false,
    version: 2,
    total: 2,
    items: [
      {
        id: 12,
        number: 2,
        at: '2026-03-02T09:00:00.000Z',
        actor_id: 2,
        actor_name: 'Grace Mutoni',
        action: 'updated',
        detail: null,
        fields: ['audience'],
        translated: {},
        state: null,
        pending_state: null,
        values: { ...values, audience: 'Ministries' },
      },
      {
        id: 11,
        number: 1,
        at: '2026-03-01T09:00:00.000Z',
        actor_id: 2,
        actor_name: 'Grace Mutoni',
        action: 'created',
        detail: null,
        fields: ['question', 'answer'],
        translated: {},
        state: null,
        pending_state: null,
        values: { ...values, audience: null },
      },
    ],
  };
  mockApi({ 'GET /api/faqs/1/revisions': { body: history } });
  const user = userEvent.setup();
  renderAdmin('/admin/dashboard/faqs', { contentTypes });
  await user.click(await screen.findByRole('button', { name: 'History of Do you work outside Kenya?' }));
  const dialog = await screen.findByRole('dialog', { name: 'History: Do you work outside Kenya?' });
  expect(await within(dialog).findByText('Changed: Audience')).toBeInTheDocument();
  const row = within(within(dialog).getByRole('table', { name: 'Revision 1 and revision 2: 1 field differs' })).getByRole('row', { name: /Audience/ });
  expect(row).toHaveTextContent('AudienceChangedNot setMinistries');
});
