import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from 'remote_shared/notify';
import type { Header } from 'remote_shared/schemas';
import { setChosenLanguage } from '@/i18n';
import { png, stamp, stubObjectUrls } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderAdmin } from '@/test/render-admin';
import { signIn } from '@/test/session';

const header = (id: number, title: string, overrides: Partial<Header> = {}): Header => ({
  id,
  title,
  subtitle: 'Subtitle',
  description: 'Description',
  image_url: '/uploads/slide.png',
  ...stamp,
  ...overrides,
});

beforeAll(stubObjectUrls);
beforeEach(() => signIn('Admin'));

describe('Headers', () => {
  it('shows the slides as cards, with a backslash-n title as two lines', async () => {
    mockApi({ 'GET /api/headers': { body: [header(1, 'Digital services\\nthat work')] } });
    renderAdmin('/admin/dashboard/headers');
    const cards = await screen.findByRole('list', { name: 'Headers' });
    const heading = within(cards).getByRole('heading', { level: 2 });
    expect(heading.innerHTML).toBe('Digital services<br>that work');
    expect(within(cards).getByRole('button', { name: 'Edit Digital services that work' })).toBeInTheDocument();
  });

  it("says 'No headers created' and offers to create one", async () => {
    mockApi({ 'GET /api/headers': { body: [] } });
    renderAdmin('/admin/dashboard/headers');
    expect(await screen.findByRole('heading', { name: 'No headers created' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Add Header' })).toHaveLength(2);
  });

  it("creates a header: 'Creating...' while saving, 'Uploaded' after the image upload", async () => {
    let finish: () => void = () => {};
    const api = mockApi({
      'GET /api/headers': { body: [] },
      'POST /api/uploads': { body: { secure_url: '/uploads/slide-new.png', width: 1, height: 1, bytes: 100, format: 'png' } },
      'POST /api/headers': ({ body }) =>
        new Promise((resolve) => {
          finish = () => resolve({ status: 201, body: { id: 5, ...(body as object), ...stamp } });
        }),
    });
    const success = jest.spyOn(notify, 'success');
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard/headers');
    await user.click((await screen.findAllByRole('button', { name: 'Add Header' }))[0]!);
    const dialog = screen.getByRole('dialog', { name: 'Create Header' });
    await user.click(within(dialog).getByRole('button', { name: 'Create Header' }));
    expect(within(dialog).getByText('Title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Description is required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'New slide');
    await user.type(within(dialog).getByRole('textbox', { name: /Description/ }), 'About the slide');
    await user.upload(within(dialog).getByLabelText('Upload image'), png());
    await waitFor(() => expect(success).toHaveBeenCalledWith('Uploaded'));
    await user.click(within(dialog).getByRole('button', { name: 'Create Header' }));
    expect(await within(dialog).findByRole('button', { name: 'Creating...' })).toBeDisabled();
    finish();
    await waitFor(() => expect(success).toHaveBeenCalledWith('Header created'));
    expect(api.callsTo('POST /api/headers')[0]!.body).toEqual({
      title: 'New slide',
      subtitle: null,
      description: 'About the slide',
      image_url: '/uploads/slide-new.png',
    });
  });

  it("rejects an image over 5 MB with 'Image must be under 5MB'", async () => {
    const api = mockApi({ 'GET /api/headers': { body: [] } });
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard/headers');
    await user.click((await screen.findAllByRole('button', { name: 'Add Header' }))[0]!);
    await user.upload(screen.getByLabelText('Upload image'), png(5 * 1024 * 1024 + 10));
    expect(await screen.findByText('Image must be under 5MB')).toBeInTheDocument();
    expect(api.callsTo('POST /api/uploads')).toHaveLength(0);
  });

  it("'Upload failed' keeps the previous image", async () => {
    mockApi({ 'GET /api/headers': { body: [header(1, 'Slide')] }, 'POST /api/uploads': { status: 415, body: { message: 'Unsupported image type' } } });
    const error = jest.spyOn(notify, 'error');
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard/headers');
    await user.click(await screen.findByRole('button', { name: 'Edit Slide' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Header' });
    await user.upload(within(dialog).getByLabelText('Upload image'), png());
    await waitFor(() => expect(error).toHaveBeenCalledWith('Upload failed'));
    expect(within(dialog).getByLabelText('Or paste an image address')).toHaveValue('/uploads/slide.png');
  });

  it("updates with 'Update Header' and toasts 'Failed to save header' on failure", async () => {
    let fail = true;
    mockApi({
      'GET /api/headers': { body: [header(1, 'Slide')] },
      'PUT /api/headers/1': ({ body }) => (fail ? { status: 500, body: { message: 'x' } } : { body: { ...header(1, 'Slide'), ...(body as object) } }),
    });
    const success = jest.spyOn(notify, 'success');
    const error = jest.spyOn(notify, 'error');
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard/headers');
    await user.click(await screen.findByRole('button', { name: 'Edit Slide' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Header' });
    await user.click(within(dialog).getByRole('button', { name: 'Update Header' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to save header'));
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Update Header' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Header updated'));
  });

  it('asks before deleting with the spec text', async () => {
    let fail = false;
    mockApi({
      'GET /api/headers': { body: [header(1, 'Slide')] },
      'DELETE /api/headers/1': () => (fail ? { status: 500, body: { message: 'x' } } : { status: 204 }),
    });
    const success = jest.spyOn(notify, 'success');
    const error = jest.spyOn(notify, 'error');
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard/headers');
    await user.click(await screen.findByRole('button', { name: 'Delete Slide' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Are you sure you want to delete this header?');
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Header deleted'));
    fail = true;
    await user.click(screen.getByRole('button', { name: 'Delete Slide' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Delete failed'));
  });

  it("shows 'Failed to load headers' with Retry", async () => {
    mockApi({ 'GET /api/headers': { status: 500, body: { message: 'Down' } } });
    const error = jest.spyOn(notify, 'error');
    renderAdmin('/admin/dashboard/headers');
    expect(await screen.findByRole('heading', { name: 'Failed to load headers' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Failed to load headers');
  });

  it('a Content Creator cannot change slides', async () => {
    signIn('Content_Creator');
    mockApi({ 'GET /api/headers': { body: [header(1, 'Slide')] } });
    renderAdmin('/admin/dashboard/headers');
    expect(await screen.findByText('Slide')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add Header|Edit Slide|Delete Slide/ })).not.toBeInTheDocument();
  });
});

/** The language saved with the user's preferences, which the dashboard follows once they arrive. */
const savedLanguage = (language: 'fr' | 'sw') => ({ 'GET /api/auth/me/preferences': { body: { workflow_emails: true, language } } });

describe('Headers in the user’s language', () => {
  // Back to the browser's language while the screen is still mounted: inside act, as it renders again.
  afterEach(() => act(() => setChosenLanguage(null)));

  it('shows the page, its empty state and the create form in Kiswahili', async () => {
    setChosenLanguage('sw');
    mockApi({ ...savedLanguage('sw'), 'GET /api/headers': { body: [] } });
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard/headers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Slaidi za mwanzo' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Hakuna slaidi zilizoundwa' })).toBeInTheDocument();
    const add = screen.getAllByRole('button', { name: 'Ongeza Slaidi' });
    expect(add).toHaveLength(2);
    await user.click(add[0]!);
    const dialog = screen.getByRole('dialog', { name: 'Unda Slaidi' });
    expect(within(dialog).getByRole('button', { name: 'Unda Slaidi' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Andika \\n mahali kichwa cha slaidi kinapaswa kuanza mstari mpya.');
  });
});
