// "Add a content type" (docs/architecture.md), exercised in the back office: a type declared only
// in a test fixture gets a working section — sidebar entry, table, search, add, edit, delete —
// from its declaration, with the fake API built from the same declaration.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from 'remote_shared/notify';
import { CONTENT_TYPES } from 'remote_shared/schemas';
import { fakeApi } from 'tools/jest/fake-api';
import { faqs } from 'contracts/test-fixtures';
import { stamp } from '../test/fixtures';
import { renderAdmin } from '../test/render-admin';
import { signIn } from '../test/session';

const contentTypes = [...CONTENT_TYPES, faqs];

beforeEach(() => {
  signIn('Publisher');
  fakeApi.serve(faqs);
  fakeApi.seed(faqs, [
    { id: 1, question: 'Do you work outside Kenya?', answer: 'Yes, across East Africa.', ...stamp },
    { id: 2, question: 'Do you maintain what you build?', answer: 'Yes, with support contracts.', ...stamp },
  ]);
});

test('the sidebar links the section, whose table shows and searches the declared fields', async () => {
  const user = userEvent.setup();
  renderAdmin('/admin/dashboard/users', { contentTypes });
  const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
  await user.click(within(nav).getByRole('link', { name: 'FAQ' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'FAQ' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'FAQ' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['Question', 'Answer', 'Actions']);
  await user.type(screen.getByRole('searchbox', { name: 'Search faq' }), 'support');
  expect(screen.getByText('Showing 1 to 1 of 1 entries')).toBeInTheDocument();
  expect(within(table).getByText('Do you maintain what you build?')).toBeInTheDocument();
});

test('add validates with the declared messages, then creates; edit updates; delete asks first', async () => {
  const success = jest.spyOn(notify, 'success');
  const user = userEvent.setup();
  renderAdmin('/admin/dashboard/faqs', { contentTypes });
  await user.click(await screen.findByRole('button', { name: 'Add New' }));
  const dialog = screen.getByRole('dialog', { name: 'Add Question' });
  await user.click(within(dialog).getByRole('button', { name: 'Create' }));
  expect(within(dialog).getByText('Question is required')).toBeInTheDocument();
  expect(within(dialog).getByText('Answer is required')).toBeInTheDocument();
  await user.type(within(dialog).getByRole('textbox', { name: /Question/ }), 'Can you host it?');
  await user.type(within(dialog).getByRole('textbox', { name: /Answer/ }), 'Yes, in Nairobi.');
  await user.click(within(dialog).getByRole('button', { name: 'Create' }));
  await waitFor(() => expect(success).toHaveBeenCalledWith('Question created'));
  expect(fakeApi.rows(faqs)).toContainEqual(expect.objectContaining({ question: 'Can you host it?', answer: 'Yes, in Nairobi.' }));
  expect(await screen.findByText('Can you host it?')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Edit Do you work outside Kenya?' }));
  const edit = screen.getByRole('dialog', { name: 'Edit Question' });
  const answer = within(edit).getByRole('textbox', { name: /Answer/ });
  expect(answer).toHaveValue('Yes, across East Africa.');
  await user.clear(answer);
  await user.type(answer, 'Yes: Rwanda and Ethiopia too.');
  await user.click(within(edit).getByRole('button', { name: 'Update' }));
  await waitFor(() => expect(success).toHaveBeenCalledWith('Question updated'));
  expect(await screen.findByText('Yes: Rwanda and Ethiopia too.')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Delete Do you maintain what you build?' }));
  const confirm = screen.getByRole('alertdialog', { name: 'Delete question' });
  expect(confirm).toHaveTextContent('Are you sure you want to delete this question?');
  expect(fakeApi.callsTo('DELETE /api/faqs/2')).toHaveLength(0);
  await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(success).toHaveBeenCalledWith('Question deleted'));
  await waitFor(() => expect(screen.queryByText('Do you maintain what you build?')).not.toBeInTheDocument());
});

test('a role the declaration does not allow only views', async () => {
  signIn('Content_Creator');
  renderAdmin('/admin/dashboard/faqs', { contentTypes });
  expect(await screen.findByText('Do you work outside Kenya?')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add New' })).not.toBeInTheDocument();
  expect(screen.getAllByText('View only')).toHaveLength(2);
});
