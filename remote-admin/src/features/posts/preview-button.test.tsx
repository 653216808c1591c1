import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from 'remote_shared/notify';
import { adminPost as post } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderAdmin } from '@/test/render-admin';
import { signIn } from '@/test/session';

/** Preview (docs/workflow.md, "Preview"): a signed link to a post that is not public as it is. */
const rows = [
  post(1),
  post(2, { state: 'draft' }),
  post(3, { pending: { title: 'Renamed' }, pending_state: 'review' }),
  post(4, { state: 'review', publish_at: '2030-03-05T11:30:00.000Z' }),
];
const LINK = { url: '/projects/2/preview?token=abc.def', expires_at: '2030-03-05T09:00:00.000Z' };

test('drafts, pending changes and scheduled posts have Preview; a published post as it is has none', async () => {
  signIn('Content_Creator');
  mockApi({ 'GET /api/posts': { body: rows } });
  renderAdmin('/admin/dashboard/posts');
  await screen.findByText('Project 1');
  expect(screen.getAllByRole('button', { name: /^Preview: / }).map((button) => button.getAttribute('aria-label'))).toEqual([
    'Preview: Project 2',
    'Preview: Project 3',
    'Preview: Project 4',
  ]);
});

test("a Content_Creator's draft gets a link to open or send, with when it stops working", async () => {
  signIn('Content_Creator');
  const api = mockApi({ 'GET /api/posts': { body: rows }, 'POST /api/posts/2/preview': { body: LINK } });
  const user = userEvent.setup();
  renderAdmin('/admin/dashboard/posts');
  await user.click(await screen.findByRole('button', { name: 'Preview: Project 2' }));
  const dialog = await screen.findByRole('dialog', { name: 'Preview link' });
  expect(api.callsTo('POST /api/posts/2/preview')[0]!.headers.authorization).toMatch(/^Bearer /);
  const address = `${window.location.origin}/projects/2/preview?token=abc.def`;
  expect(within(dialog).getByRole('textbox', { name: 'Link' })).toHaveValue(address);
  const open = within(dialog).getByRole('link', { name: 'Open preview' });
  expect(open).toHaveAttribute('href', address);
  expect(open).toHaveAttribute('target', '_blank');
  expect(dialog).toHaveTextContent('until March 05, 2030, 12:00 EAT');
  expect(open).toHaveFocus();
});

test('a refused link is a toast, and no dialog opens', async () => {
  signIn('Content_Creator');
  const failure = jest.spyOn(notify, 'error');
  mockApi({ 'GET /api/posts': { body: rows }, 'POST /api/posts/2/preview': { status: 404, body: { message: 'Post not found' } } });
  const user = userEvent.setup();
  renderAdmin('/admin/dashboard/posts');
  await user.click(await screen.findByRole('button', { name: 'Preview: Project 2' }));
  await waitFor(() => expect(failure).toHaveBeenCalledWith('The preview link could not be made'));
  expect(screen.queryByRole('dialog', { name: 'Preview link' })).toBeNull();
});
