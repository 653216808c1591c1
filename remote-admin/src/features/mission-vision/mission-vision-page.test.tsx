import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from 'remote_shared/notify';
import type { MissionVision } from 'remote_shared/schemas';
import { setChosenLanguage } from '@/i18n';
import { png, stamp, stubObjectUrls } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderAdmin } from '@/test/render-admin';
import { signIn } from '@/test/session';

const items: MissionVision[] = [
  { id: 1, title: 'Our Mission', icon: '🎯', text: 'Serve citizens better.', image_url: '/uploads/mission.png', ...stamp },
  { id: 2, title: 'Our Vision', icon: '/uploads/icon-vision.png', text: 'Every service on a phone.', image_url: null, ...stamp },
];

beforeAll(stubObjectUrls);
beforeEach(() => signIn('Admin'));

describe('Mission & Vision', () => {
  it('shows the cards with edit only (no create or delete)', async () => {
    mockApi({ 'GET /api/mission-vision': { body: items } });
    renderAdmin('/admin/dashboard/mission-vision');
    const list = await screen.findByRole('list', { name: 'Mission and vision statements' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('button', { name: 'Edit Our Mission' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add|Delete/ })).not.toBeInTheDocument();
  });

  it('edits the whole item: text icon, image upload, and the success toasts', async () => {
    const api = mockApi({
      'GET /api/mission-vision': { body: items },
      'POST /api/uploads': { body: { secure_url: '/uploads/new-mission.png', width: 1, height: 1, bytes: 100, format: 'png' } },
      'PUT /api/mission-vision': ({ body }) => ({ body: { ...items[0], ...(body as object) } }),
    });
    const success = jest.spyOn(notify, 'success');
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard/mission-vision');
    await user.click(await screen.findByRole('button', { name: 'Edit Our Mission' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Our Mission' });
    const text = within(dialog).getByRole('textbox', { name: 'Text' });
    await user.clear(text);
    await user.type(text, 'A new mission.');
    const icon = within(dialog).getByRole('textbox', { name: 'Icon' });
    await user.clear(icon);
    await user.type(icon, '🚀');
    await user.upload(within(dialog).getByLabelText('Upload image'), png());
    await waitFor(() => expect(success).toHaveBeenCalledWith('Image uploaded successfully'));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Updated successfully'));
    expect(api.callsTo('PUT /api/mission-vision')[0]!.body).toEqual({
      id: 1,
      title: 'Our Mission',
      icon: '🚀',
      text: 'A new mission.',
      image_url: '/uploads/new-mission.png',
    });
  });

  it("toasts 'Update failed' and 'Image upload failed'", async () => {
    mockApi({
      'GET /api/mission-vision': { body: items },
      'POST /api/uploads': { status: 500, body: { message: 'x' } },
      'PUT /api/mission-vision': {
        status: 400,
        body: { message: 'Image must be an uploaded image or an http(s) address', issues: [{ path: 'icon', message: 'Icon is not valid' }] },
      },
    });
    const error = jest.spyOn(notify, 'error');
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard/mission-vision');
    await user.click(await screen.findByRole('button', { name: 'Edit Our Vision' }));
    const dialog = screen.getByRole('dialog');
    await user.upload(within(dialog).getByLabelText('Upload image'), png());
    await waitFor(() => expect(error).toHaveBeenCalledWith('Image upload failed'));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Update failed'));
    expect(within(dialog).getByText('Icon is not valid')).toBeInTheDocument();
  });

  it('a Content Creator can only read', async () => {
    signIn('Content_Creator');
    mockApi({ 'GET /api/mission-vision': { body: items } });
    renderAdmin('/admin/dashboard/mission-vision');
    expect(await screen.findByText('Our Mission')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
  });

  it("shows 'Failed to fetch mission and vision' with Retry", async () => {
    mockApi({ 'GET /api/mission-vision': { status: 500, body: { message: 'Down' } } });
    const error = jest.spyOn(notify, 'error');
    renderAdmin('/admin/dashboard/mission-vision');
    expect(await screen.findByRole('heading', { name: 'Failed to fetch mission and vision' })).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Failed to fetch mission and vision');
  });
});

/** The language saved with the user's preferences, which the dashboard follows once they arrive. */
const savedLanguage = (language: 'fr' | 'sw') => ({ 'GET /api/auth/me/preferences': { body: { workflow_emails: true, language } } });

describe('Mission & Vision in the user’s language', () => {
  // Back to the browser's language while the screen is still mounted: inside act, as it renders again.
  afterEach(() => act(() => setChosenLanguage(null)));

  it('shows the cards and the edit form in French, with its toasts', async () => {
    setChosenLanguage('fr');
    mockApi({
      ...savedLanguage('fr'),
      'GET /api/mission-vision': { body: items },
      'POST /api/uploads': { status: 500, body: { message: 'x' } },
      'PUT /api/mission-vision': { status: 500, body: { message: 'Down' } },
    });
    const error = jest.spyOn(notify, 'error');
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard/mission-vision');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mission et vision' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Déclarations de mission et de vision' });
    await user.click(within(list).getByRole('button', { name: 'Modifier Our Mission' }));
    const dialog = screen.getByRole('dialog', { name: 'Modifier Our Mission' });
    expect(within(dialog).getByRole('textbox', { name: 'Texte' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Icône' })).toBeInTheDocument();
    await user.upload(within(dialog).getByLabelText('Téléverser une image'), png());
    await waitFor(() => expect(error).toHaveBeenCalledWith('Échec du téléversement de l’image'));
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer les modifications' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Échec de la mise à jour'));
  });
});
