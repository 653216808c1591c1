import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from 'remote_shared/notify';
import { setChosenLanguage } from '@/i18n';
import { adminPost as post } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderAdmin } from '@/test/render-admin';
import { signIn } from '@/test/session';

/** Bulk actions in the Posts section (docs/workflow.md, "Bulk actions"). */
const rows = [post(1), post(2, { state: 'review' }), post(3, { state: 'review' }), post(4, { state: 'unpublished' })];
/** The language saved with the user's preferences, which the dashboard follows once they arrive. */
const savedLanguage = (language: 'fr' | 'sw') => ({ 'GET /api/auth/me/preferences': { body: { workflow_emails: true, language } } });
const bar = () => screen.getByRole('group', { name: 'Bulk actions' });

describe('Posts bulk actions', () => {
  it('selects rows, publishes them, says which failed and why, and keeps the failed ones selected', async () => {
    signIn('Publisher');
    const api = mockApi({
      'GET /api/posts': { body: rows },
      'POST /api/posts/bulk': {
        body: {
          action: 'publish',
          succeeded: 1,
          failed: 1,
          results: [
            { id: 2, ok: true, status: 200 },
            { id: 4, ok: false, status: 409, message: 'Not allowed from here' },
          ],
        },
      },
    });
    const error = jest.spyOn(notify, 'error');
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard/posts?state=all');
    await screen.findByText('Project 1');
    expect(within(bar()).getByRole('button', { name: 'Publish' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select Project 2' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Project 4' }));
    expect(within(bar()).getByText('2 selected')).toBeInTheDocument();
    await user.click(within(bar()).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('1 post published; 1 post failed (Project 4: Not allowed from here)'));
    expect(api.callsTo('POST /api/posts/bulk')[0]!.body).toEqual({ action: 'publish', ids: [2, 4] });
    expect(screen.getByRole('checkbox', { name: 'Select Project 4' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Project 2' })).not.toBeChecked();
    expect(within(bar()).getByText('1 selected')).toBeInTheDocument();
  });

  it('select all takes the rows of the tab; delete asks first and tells how many went', async () => {
    signIn('Admin');
    const api = mockApi({
      'GET /api/posts': { body: rows },
      'POST /api/posts/bulk': {
        body: {
          action: 'delete',
          succeeded: 2,
          failed: 0,
          results: [
            { id: 2, ok: true, status: 204 },
            { id: 3, ok: true, status: 204 },
          ],
        },
      },
    });
    const success = jest.spyOn(notify, 'success');
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard/posts?state=review');
    await screen.findByText('Project 2');
    await user.click(within(bar()).getByRole('checkbox', { name: 'Select all in this tab' }));
    expect(within(bar()).getByText('2 selected')).toBeInTheDocument();
    await user.click(within(bar()).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete posts' });
    expect(within(dialog).getByText('Are you sure you want to delete these posts?')).toBeInTheDocument();
    expect(within(dialog).getByText('Project 2, Project 3')).toBeInTheDocument();
    expect(api.callsTo('POST /api/posts/bulk')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('2 posts deleted'));
    expect(api.callsTo('POST /api/posts/bulk')[0]!.body).toEqual({ action: 'delete', ids: [2, 3] });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('offers only the actions that apply to the selection', async () => {
    signIn('Publisher');
    const api = mockApi({
      'GET /api/posts': { body: rows },
      'POST /api/posts/bulk': {
        body: {
          action: 'unpublish',
          succeeded: 1,
          failed: 1,
          results: [
            { id: 1, ok: true, status: 200 },
            { id: 2, ok: false, status: 409, message: 'Not allowed from here' },
          ],
        },
      },
    });
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard/posts?state=all');
    await screen.findByText('Project 1');
    const buttons = () =>
      within(bar())
        .getAllByRole('button')
        .map((button) => button.textContent);
    await user.click(screen.getByRole('checkbox', { name: 'Select Project 1' }));
    // A published post: nothing to publish.
    expect(buttons()).toEqual(['Unpublish', 'Delete']);
    await user.click(screen.getByRole('checkbox', { name: 'Select Project 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Project 2' }));
    // In review: nothing to unpublish.
    expect(buttons()).toEqual(['Publish', 'Delete']);
    await user.click(screen.getByRole('checkbox', { name: 'Select Project 1' }));
    expect(buttons()).toEqual(['Publish', 'Unpublish', 'Delete']);
    await user.click(within(bar()).getByRole('button', { name: 'Unpublish' }));
    await waitFor(() => expect(api.callsTo('POST /api/posts/bulk')).toHaveLength(1));
    expect(api.callsTo('POST /api/posts/bulk')[0]!.body).toEqual({ action: 'unpublish', ids: [1, 2] });
    // The one it did not apply to comes back refused and stays selected, for Publish.
    expect(screen.getByRole('checkbox', { name: 'Select Project 2' })).toBeChecked();
  });

  it('a Content_Creator, who may take none of them, gets no checkboxes and no bar', async () => {
    signIn('Content_Creator');
    mockApi({ 'GET /api/posts': { body: rows } });
    renderAdmin('/admin/dashboard/posts');
    await screen.findByText('Project 1');
    expect(screen.queryByRole('group', { name: 'Bulk actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('speaks Kiswahili: the bar, and a summary that names the API’s reason as it came', async () => {
    setChosenLanguage('sw');
    signIn('Publisher');
    mockApi({
      ...savedLanguage('sw'),
      'GET /api/posts': { body: rows },
      'POST /api/posts/bulk': {
        body: {
          action: 'publish',
          succeeded: 1,
          failed: 1,
          results: [
            { id: 2, ok: true, status: 200 },
            { id: 4, ok: false, status: 409, message: 'Not allowed from here' },
          ],
        },
      },
    });
    const error = jest.spyOn(notify, 'error');
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard/posts?state=all');
    await screen.findByText('Project 1');
    const group = screen.getByRole('group', { name: 'Vitendo vya pamoja' });
    expect(within(group).getByText('Chagua yote katika kichupo hiki')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Chagua Project 2' }));
    await user.click(screen.getByRole('checkbox', { name: 'Chagua Project 4' }));
    expect(within(group).getByText('Umechagua 2')).toBeInTheDocument();
    await user.click(within(group).getByRole('button', { name: 'Chapisha' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Machapisho yaliyochapishwa: 1; imeshindikana kwa 1 chapisho (Project 4: Not allowed from here)'));
  });

  // Back to the browser's language while the screen is still mounted: inside act, as it renders again.
  afterEach(() => act(() => setChosenLanguage(null)));
});
