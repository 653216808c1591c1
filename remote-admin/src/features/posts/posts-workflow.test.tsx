import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from 'remote_shared/notify';
import { adminPost as post } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { currentPath, renderAdmin } from '@/test/render-admin';
import { signIn } from '@/test/session';

/** The publication workflow in the Posts section (docs/workflow.md). */
const rows = [
  post(1),
  post(2, { state: 'draft', review_comment: 'Add the client name' }),
  post(3, { state: 'review' }),
  post(4, { state: 'review' }),
  post(5, { pending: { title: 'Project 5, renamed' }, pending_state: 'draft' }),
  post(6, { state: 'unpublished' }),
  post(7, { state: 'review', publish_at: '2030-03-05T11:30:00.000Z' }),
];

const tabs = () => within(screen.getByRole('group', { name: 'Show posts' })).getAllByRole('button');

describe('Posts workflow', () => {
  it('a Publisher sees "Awaiting review" first, each tab with its count, and a tab filters the table', async () => {
    signIn('Publisher');
    const api = mockApi({ 'GET /api/posts': { body: rows } });
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard/posts');
    await screen.findByText('Project 1');
    expect(tabs().map((tab) => tab.textContent)).toEqual(['Awaiting review3', 'All7', 'Drafts2', 'Scheduled1', 'Published2', 'Unpublished1']);
    expect(api.callsTo('GET /api/posts')[0]!.query).toEqual({ state: 'all', locale: 'all' });
    // A draft offers Publish to a Publisher, not Submit for review.
    expect(screen.getByRole('button', { name: 'Publish: Project 2' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Submit for review:/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Awaiting review/ }));
    expect(currentPath()).toBe('/admin/dashboard/posts?state=review');
    const table = screen.getByRole('table', { name: 'Posts' });
    expect(within(table).getByText('Project 3')).toBeInTheDocument();
    expect(within(table).queryByText('Project 1')).not.toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Publish: Project 3' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Request changes: Project 3' })).toBeInTheDocument();
  });

  it('request changes asks for a comment and sends it', async () => {
    signIn('Publisher');
    const api = mockApi({
      'GET /api/posts': { body: rows },
      'POST /api/posts/3/transitions': ({ body }) => ({ body: { ...post(3, { state: 'draft', review_comment: (body as { comment: string }).comment }) } }),
    });
    const success = jest.spyOn(notify, 'success');
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard/posts?state=review');
    await user.click(await screen.findByRole('button', { name: 'Request changes: Project 3' }));
    const dialog = screen.getByRole('dialog', { name: 'Request changes' });
    await user.click(within(dialog).getByRole('button', { name: 'Send back to draft' }));
    expect(within(dialog).getByText('A comment is required when requesting changes')).toBeInTheDocument();
    expect(api.callsTo('POST /api/posts/3/transitions')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Comment for the author/ }), 'Shorter title, please');
    await user.click(within(dialog).getByRole('button', { name: 'Send back to draft' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Changes requested'));
    expect(api.callsTo('POST /api/posts/3/transitions')[0]!.body).toEqual({ transition: 'request_changes', comment: 'Shorter title, please' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a Content_Creator sees "In review" in its place, the comment on a draft, and never Publish', async () => {
    signIn('Content_Creator');
    mockApi({ 'GET /api/posts': { body: rows } });
    renderAdmin('/admin/dashboard/posts');
    await screen.findByText('Project 1');
    expect(tabs().map((tab) => tab.textContent)).toEqual(['All7', 'Drafts2', 'In review3', 'Scheduled1', 'Published2', 'Unpublished1']);
    expect(screen.getByText('Add the client name')).toBeInTheDocument();
    expect(screen.getByText('Changes in draft')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /^(Publish|Unpublish|Request changes|Restore to draft|Schedule|Reschedule|Cancel schedule):/ }),
    ).not.toBeInTheDocument();
    expect(screen.getByText('Scheduled for March 05, 2030, 14:30 EAT')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit for review: Project 2' })).toBeInTheDocument();
  });

  it("a Content_Creator's form saves a draft or submits it for review, with labels that say so", async () => {
    signIn('Content_Creator');
    const api = mockApi({
      'GET /api/posts': { body: [post(2, { state: 'draft', review_comment: 'Add the client name' })] },
      'PUT /api/posts/2': ({ body }) => ({ body: { ...post(2), ...(body as object) } }),
      'POST /api/posts/2/transitions': { body: post(2, { state: 'review' }) },
    });
    const success = jest.spyOn(notify, 'success');
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard/posts');
    await user.click(await screen.findByRole('button', { name: 'Edit Project 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Post' });
    expect(within(dialog).getByRole('note')).toHaveTextContent('Changes requested: Add the client name');
    expect(within(dialog).queryByRole('button', { name: 'Update Post' })).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Client/ }), 'Kigali City');
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Post updated successfully'));
    expect(api.callsTo('POST /api/posts/2/transitions')).toHaveLength(0);

    await user.click(await screen.findByRole('button', { name: 'Edit Project 2' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Edit Post' })).getByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Submitted for review'));
    expect(api.callsTo('POST /api/posts/2/transitions')[0]!.body).toEqual({ transition: 'submit' });
  });

  it("a Content_Creator's edit of a published post says it waits as a draft for a Publisher", async () => {
    signIn('Content_Creator');
    const api = mockApi({
      'GET /api/posts': { body: [post(1)] },
      'PUT /api/posts/1': { body: post(1) },
      'POST /api/posts/1/transitions': { body: post(1, { pending: { title: 'Project 1' }, pending_state: 'review' }) },
    });
    const success = jest.spyOn(notify, 'success');
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard/posts');
    await user.click(await screen.findByRole('button', { name: 'Edit Project 1' }));
    await user.type(within(screen.getByRole('dialog', { name: 'Edit Post' })).getByRole('textbox', { name: /Client/ }), 'Kigali City');
    await user.click(within(screen.getByRole('dialog', { name: 'Edit Post' })).getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Saved as a draft: the public page keeps the published version until a Publisher publishes your change.'),
    );
    expect(success).not.toHaveBeenCalledWith('Post updated successfully');

    success.mockClear();
    await user.click(await screen.findByRole('button', { name: 'Edit Project 1' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Edit Post' })).getByRole('button', { name: 'Submit for review' }));
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Sent for review: the public page keeps the published version until a Publisher publishes your change.'),
    );
    expect(success).toHaveBeenCalledTimes(1);
    expect(api.callsTo('POST /api/posts/1/transitions')[0]!.body).toEqual({ transition: 'submit' });
  });

  it('marks a published post with a waiting change, and says the site shows the published version', async () => {
    signIn('Publisher');
    mockApi({ 'GET /api/posts': { body: rows } });
    renderAdmin('/admin/dashboard/posts?state=all');
    const row = (await screen.findByText('Project 5')).closest('tr')!;
    expect(within(row).getByText('Published')).toBeInTheDocument();
    expect(within(row).getByText('Changes in draft')).toBeInTheDocument();
    expect(within(row).getByText('Not on the site yet: the site shows the published version.')).toBeInTheDocument();
    expect(within((await screen.findByText('Project 1')).closest('tr')!).queryByText(/Not on the site yet/)).not.toBeInTheDocument();
  });

  it("the edit of a live post with a pending draft opens the draft's fields", async () => {
    signIn('Content_Creator');
    mockApi({ 'GET /api/posts': { body: [post(5, { pending: { title: 'Project 5, renamed' }, pending_state: 'draft' })] } });
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard/posts');
    await user.click(await screen.findByRole('button', { name: 'Edit Project 5' }));
    expect(within(screen.getByRole('dialog', { name: 'Edit Post' })).getByRole('textbox', { name: /Title/ })).toHaveValue('Project 5, renamed');
  });

  it('a Publisher schedules in East Africa Time (sent with +03:00), sees it under Scheduled, and can cancel it', async () => {
    signIn('Publisher');
    const api = mockApi({
      'GET /api/posts': { body: rows },
      'POST /api/posts/3/transitions': { body: post(3, { state: 'review', publish_at: '2099-01-02T07:15:00.000Z' }) },
      'POST /api/posts/7/transitions': { body: post(7, { state: 'review' }) },
    });
    const success = jest.spyOn(notify, 'success');
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard/posts?state=review');
    await user.click(await screen.findByRole('button', { name: 'Schedule: Project 3' }));
    const dialog = screen.getByRole('dialog', { name: 'Schedule publishing' });
    const field = within(dialog).getByLabelText(/Publish on \(East Africa Time\)/);
    await user.type(field, '2020-01-02T10:15');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(within(dialog).getByText('The publishing time must be in the future')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '2099-01-02T10:15');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Publishing scheduled'));
    expect(api.callsTo('POST /api/posts/3/transitions')[0]!.body).toEqual({ transition: 'schedule', publish_at: '2099-01-02T10:15:00+03:00' });

    await user.click(screen.getByRole('button', { name: /^Scheduled/ }));
    const table = screen.getByRole('table', { name: 'Posts' });
    expect(within(table).getByText('Scheduled for March 05, 2030, 14:30 EAT')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Reschedule: Project 7' })).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Cancel schedule: Project 7' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Schedule cancelled'));
    expect(api.callsTo('POST /api/posts/7/transitions')[0]!.body).toEqual({ transition: 'unschedule' });
  });

  it("a Publisher's form keeps the spec's 'Publish Post'", async () => {
    signIn('Publisher');
    mockApi({ 'GET /api/posts': { body: [] } });
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard/posts');
    await user.click(await screen.findByRole('button', { name: 'Add New' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Post' });
    expect(within(dialog).getByRole('button', { name: 'Publish Post' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Save draft' })).not.toBeInTheDocument();
  });
});

describe('Posts lists that say what they hold', () => {
  it('an empty tab says what would appear in it, while All keeps the spec text', async () => {
    signIn('Publisher');
    mockApi({ 'GET /api/posts': { body: [post(1)] } });
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard/posts?state=scheduled');
    expect(await screen.findByRole('heading', { name: 'Nothing scheduled' })).toBeInTheDocument();
    expect(screen.getByText(/go live by themselves at that time/)).toBeInTheDocument();
    expect(screen.queryByText('No posts available')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Showing 0 to 0/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Awaiting review/ }));
    expect(await screen.findByRole('heading', { name: 'Nothing awaits your review' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Drafts/ }));
    expect(await screen.findByRole('heading', { name: 'No drafts' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^All/ }));
    expect(await screen.findByText('Project 1')).toBeInTheDocument();
  });

  it("All with no posts keeps 'No posts available'", async () => {
    signIn('Publisher');
    mockApi({ 'GET /api/posts': { body: [] } });
    renderAdmin('/admin/dashboard/posts?state=all');
    expect(await screen.findByText('No posts available')).toBeInTheDocument();
  });

  it("a post whose translations are complete in its pending draft shows no 'Missing' badge", async () => {
    signIn('Publisher');
    const full = { title: 'Mradi', description: 'Maelezo', category: 'Jukwaa', client: 'Mteja' };
    const translations = { sw: full, fr: { title: 'Projet', description: 'Description', category: 'Plateforme', client: 'Client' } };
    mockApi({
      'GET /api/posts': {
        body: [
          post(1, { client: 'Client', translations: {}, pending_state: 'draft', pending: { ...post(1), client: 'Client', translations } }),
          post(2, { client: 'Client', translations: { sw: full } }),
        ],
      },
    });
    renderAdmin('/admin/dashboard/posts?state=all');
    await screen.findByText('Project 1');
    const rowOf = (title: string) => screen.getByText(title).closest('tr')!;
    expect(within(rowOf('Project 1')).queryByText(/^Missing/)).not.toBeInTheDocument();
    expect(within(rowOf('Project 2')).getByText('Missing: fr')).toBeInTheDocument();
  });
});
