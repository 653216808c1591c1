import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from 'remote_shared/notify';
import type { Post } from 'remote_shared/schemas';
import { setChosenLanguage } from '@/i18n';
import { png, stamp, stubObjectUrls } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { currentPath, renderAdmin } from '@/test/render-admin';
import { signIn } from '@/test/session';
import { toPostInput } from './post-form';

const post = (id: number, overrides: Partial<Post> = {}): Post => ({
  id,
  title: `Project ${id}`,
  description: 'A description',
  published: 'March 5, 2025',
  category: id % 2 ? 'Web Platform' : 'Mobile App',
  image_url: `/uploads/p${id}.png`,
  status: 'Ongoing',
  client: null,
  ...stamp,
  ...overrides,
});
const posts = Array.from({ length: 12 }, (_, i) => post(i + 1));

beforeAll(stubObjectUrls);
beforeEach(() => signIn('Admin'));

async function openCreate() {
  const user = userEvent.setup();
  renderAdmin('/admin/dashboard/posts');
  await user.click(await screen.findByRole('button', { name: 'Add New' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Add New Post' }) };
}

describe('Posts', () => {
  it('pages by 10 and searches title and category, back on page 1', async () => {
    mockApi({ 'GET /api/posts': { body: posts } });
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard/posts?page=2');
    expect(await screen.findByText('Showing 11 to 12 of 12 entries')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search posts' }), 'mobile');
    expect(screen.getByText('Showing 1 to 6 of 6 entries')).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/dashboard/posts?q=mobile');
    await user.type(screen.getByRole('searchbox', { name: 'Search posts' }), ' zzz');
    expect(screen.getByText('No matching posts found')).toBeInTheDocument();
  });

  it("says 'No posts available' when there are none", async () => {
    mockApi({ 'GET /api/posts': { body: [] } });
    renderAdmin('/admin/dashboard/posts');
    expect(await screen.findByText('No posts available')).toBeInTheDocument();
  });

  it('reads the list with the bearer token', async () => {
    const api = mockApi({ 'GET /api/posts': { body: [] } });
    renderAdmin('/admin/dashboard/posts');
    await screen.findByText('No posts available');
    expect(api.callsTo('GET /api/posts')[0]!.headers.Authorization).toMatch(/^Bearer /);
  });

  it('validates with the spec messages; status defaults to Pending', async () => {
    mockApi({ 'GET /api/posts': { body: [] } });
    const { user, dialog } = await openCreate();
    expect(within(dialog).getByRole('combobox', { name: 'Status' })).toHaveValue('Pending');
    await user.click(within(dialog).getByRole('button', { name: 'Publish Post' }));
    for (const message of ['Title is required', 'Description is required', 'Category is required', 'Image is required']) {
      expect(within(dialog).getByText(message)).toBeInTheDocument();
    }
    expect(within(dialog).getByText('JPG, PNG up to 5MB')).toBeInTheDocument();
  });

  it('publishes a post with an uploaded image and the date as long-form text', async () => {
    const api = mockApi({
      'GET /api/posts': { body: [] },
      'POST /api/uploads': { body: { secure_url: '/uploads/new.png', width: 10, height: 10, bytes: 100, format: 'png' } },
      'POST /api/posts': ({ body }) => ({ status: 201, body: { id: 99, ...(body as object), ...stamp } }),
    });
    const success = jest.spyOn(notify, 'success');
    const { user, dialog } = await openCreate();
    await user.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Harbour Logistics App');
    await user.type(within(dialog).getByRole('textbox', { name: /Category/ }), 'Mobile App');
    await user.type(within(dialog).getByRole('textbox', { name: /Description/ }), 'Tracking containers.');
    fireEvent.change(within(dialog).getByLabelText('Published'), { target: { value: '2025-03-05' } });
    await user.upload(within(dialog).getByLabelText('Upload image'), png());
    await waitFor(() => expect(within(dialog).getByLabelText('Or paste an image address')).toHaveValue('/uploads/new.png'));
    await user.click(within(dialog).getByRole('button', { name: 'Publish Post' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Post created successfully'));
    expect(api.callsTo('POST /api/posts')[0]!.body).toEqual({
      title: 'Harbour Logistics App',
      description: 'Tracking containers.',
      category: 'Mobile App',
      client: null,
      status: 'Pending',
      published: 'March 5, 2025',
      image_url: '/uploads/new.png',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("a failed upload says 'Image upload failed' and keeps the previous address", async () => {
    mockApi({
      'GET /api/posts': { body: [post(1)] },
      'POST /api/uploads': { status: 500, body: { message: 'Disk full' } },
    });
    const error = jest.spyOn(notify, 'error');
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard/posts');
    await user.click(await screen.findByRole('button', { name: 'Edit Project 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Post' });
    await user.upload(within(dialog).getByLabelText('Upload image'), png());
    await waitFor(() => expect(error).toHaveBeenCalledWith('Image upload failed'));
    expect(within(dialog).getByLabelText('Or paste an image address')).toHaveValue('/uploads/p1.png');
    expect(within(dialog).getByText('Image upload failed: Disk full')).toBeInTheDocument();
  });

  it('refuses an image over 5 MB before uploading', async () => {
    const api = mockApi({ 'GET /api/posts': { body: [] } });
    const { user, dialog } = await openCreate();
    await user.upload(within(dialog).getByLabelText('Upload image'), png(5 * 1024 * 1024 + 1));
    expect(await within(dialog).findByText('Image must be under 5MB')).toBeInTheDocument();
    expect(api.callsTo('POST /api/uploads')).toHaveLength(0);
  });

  it('edits with Update Post, the stored date in the picker, and keeps everything when the save fails', async () => {
    const api = mockApi({
      'GET /api/posts': { body: [post(1, { client: 'Kigali City' })] },
      'PUT /api/posts/1': { status: 400, body: { message: 'Category is too long', issues: [{ path: 'category', message: 'Category is too long' }] } },
    });
    const error = jest.spyOn(notify, 'error');
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard/posts');
    await user.click(await screen.findByRole('button', { name: 'Edit Project 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Post' });
    expect(within(dialog).getByLabelText('Published')).toHaveValue('2025-03-05');
    expect(within(dialog).getByRole('textbox', { name: /Client/ })).toHaveValue('Kigali City');
    const title = within(dialog).getByRole('textbox', { name: /Title/ });
    await user.clear(title);
    await user.type(title, 'Renamed project');
    await user.click(within(dialog).getByRole('button', { name: 'Update Post' }));
    expect(await within(dialog).findByText('An error occurred. Please try again.')).toBeInTheDocument();
    expect(within(dialog).getByText('Category is too long')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Failed to submit post');
    expect(title).toHaveValue('Renamed project');
    expect(api.callsTo('PUT /api/posts/1')[0]!.body).toMatchObject({ title: 'Renamed project', published: 'March 5, 2025', client: 'Kigali City' });
  });

  it('asks before deleting with the spec text', async () => {
    const api = mockApi({ 'GET /api/posts': { body: [post(1)] }, 'DELETE /api/posts/1': { status: 204 } });
    const success = jest.spyOn(notify, 'success');
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard/posts');
    await user.click(await screen.findByRole('button', { name: 'Delete Project 1' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this post?');
    expect(api.callsTo('DELETE /api/posts/1')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Post deleted successfully'));
  });

  it("toasts 'Failed to delete post'", async () => {
    mockApi({ 'GET /api/posts': { body: [post(1)] }, 'DELETE /api/posts/1': { status: 404, body: { message: 'Not found' } } });
    const error = jest.spyOn(notify, 'error');
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard/posts');
    await user.click(await screen.findByRole('button', { name: 'Delete Project 1' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to delete post'));
  });

  it('a Content Creator can add and edit but not delete', async () => {
    signIn('Content_Creator');
    mockApi({ 'GET /api/posts': { body: [post(1)] } });
    renderAdmin('/admin/dashboard/posts');
    expect(await screen.findByRole('button', { name: 'Edit Project 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add New' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Project 1' })).not.toBeInTheDocument();
  });

  it("shows 'Failed to fetch posts' with Retry", async () => {
    mockApi({ 'GET /api/posts': { status: 503, body: { message: 'Service unavailable' } } });
    const error = jest.spyOn(notify, 'error');
    renderAdmin('/admin/dashboard/posts');
    expect(await screen.findByRole('heading', { name: 'Failed to fetch posts' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Failed to fetch posts');
  });
});

/** The language saved with the user's preferences, which the dashboard follows once they arrive. */
const savedLanguage = (language: 'fr' | 'sw') => ({ 'GET /api/auth/me/preferences': { body: { workflow_emails: true, language } } });

describe('Posts in the back office’s language', () => {
  // Back to the browser's language while the screen is still mounted: inside act, as it renders again.
  afterEach(() => act(() => setChosenLanguage(null)));

  it('shows the section, its tabs and its form in French; the records and their statuses stay as stored', async () => {
    setChosenLanguage('fr');
    mockApi({ ...savedLanguage('fr'), 'GET /api/posts': { body: [post(1)] } });
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard/posts');
    expect(await screen.findByRole('heading', { level: 1, name: 'Publications' })).toBeInTheDocument();
    expect(await screen.findByText('Project 1')).toBeInTheDocument();
    expect(screen.getByText('Les projets présentés dans le portfolio public, du plus récent au plus ancien.')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Publications' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(expect.arrayContaining(['Image', 'Titre', 'Catégorie', 'Statut', 'Date du projet', 'État de publication']));
    expect(within(table).getByText('Ongoing')).toBeInTheDocument();
    expect(within(table).getByText('Publiée')).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Afficher les publications' }))
        .getAllByRole('button')
        .map((tab) => tab.textContent),
    ).toEqual(['En attente de relecture0', 'Toutes1', 'Brouillons0', 'Planifiées0', 'Publiées1', 'Dépubliées0']);
    expect(screen.getByRole('searchbox', { name: 'Rechercher des publications' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ajouter' }));
    const dialog = screen.getByRole('dialog', { name: 'Nouvelle publication' });
    expect(within(dialog).getByRole('combobox', { name: 'Statut' })).toHaveValue('Pending');
    await user.click(within(dialog).getByRole('button', { name: 'Publier' }));
    // The shared schema's messages, in French.
    for (const message of ['Le titre est obligatoire', 'La description est obligatoire', 'La catégorie est obligatoire', 'L’image est obligatoire']) {
      expect(within(dialog).getByText(message)).toBeInTheDocument();
    }
  });

  it('follows a change of language at once', async () => {
    mockApi({ 'GET /api/posts': { body: [] } });
    renderAdmin('/admin/dashboard/posts');
    expect(await screen.findByText('No posts available')).toBeInTheDocument();
    act(() => setChosenLanguage('sw'));
    expect(await screen.findByText('Hakuna machapisho yaliyopo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ongeza mpya' })).toBeInTheDocument();
  });
});

describe('toPostInput', () => {
  it('stores the picked date as long-form English text and defaults the status', () => {
    expect(toPostInput({ published: '2025-03-05' })).toMatchObject({ published: 'March 5, 2025', status: 'Pending' });
    expect(toPostInput({ published: '' })).toMatchObject({ published: null });
  });
});
