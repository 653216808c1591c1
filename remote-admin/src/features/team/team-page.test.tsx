import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from 'remote_shared/notify';
import type { TeamMember } from 'remote_shared/schemas';
import { setChosenLanguage } from '@/i18n';
import { png, stamp, stubObjectUrls } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderAdmin } from '@/test/render-admin';
import { signIn } from '@/test/session';

const member = (id: number, name: string, position: string, image_url: string | null = null): TeamMember => ({ id, name, position, image_url, ...stamp });
const team = [member(1, 'Amani Uwase', 'Chief Executive Officer', '/uploads/amani.png'), member(2, 'Daniel Kariuki', 'Chief Technology Officer')];

beforeAll(stubObjectUrls);
beforeEach(() => signIn('Publisher'));

describe('Team', () => {
  it('shows Image, Name, Position and Actions, searching name plus position', async () => {
    mockApi({ 'GET /api/team': { body: team } });
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard/team');
    const table = await screen.findByRole('table', { name: 'Team members' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Image', 'Name', 'Position', 'Actions']);
    expect(within(table).getByRole('img', { name: 'Amani Uwase' })).toHaveAttribute('src', '/uploads/amani.png');
    await user.type(screen.getByRole('searchbox', { name: 'Search team' }), 'technology');
    expect(screen.getByText('Showing 1 to 1 of 1 entries')).toBeInTheDocument();
    expect(within(table).getByText('Daniel Kariuki')).toBeInTheDocument();
  });

  it('Add opens the modal; name and position are required; Create', async () => {
    const api = mockApi({
      'GET /api/team': { body: team },
      'POST /api/uploads': { body: { secure_url: '/uploads/joy.png', width: 1, height: 1, bytes: 100, format: 'png' } },
      'POST /api/team': ({ body }) => ({ status: 201, body: { id: 3, ...(body as object), ...stamp } }),
    });
    const success = jest.spyOn(notify, 'success');
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard/team');
    await user.click(await screen.findByRole('button', { name: 'Add Member' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Team Member' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Position is required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Joy Mutesi');
    await user.type(within(dialog).getByRole('textbox', { name: /Position/ }), 'Head of Design');
    await user.upload(within(dialog).getByLabelText('Upload image'), png());
    await waitFor(() => expect(within(dialog).getByLabelText('Or paste an image address')).toHaveValue('/uploads/joy.png'));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Team member created'));
    expect(api.callsTo('POST /api/team')[0]!.body).toEqual({ name: 'Joy Mutesi', position: 'Head of Design', image_url: '/uploads/joy.png' });
  });

  it('checks the 5 MB limit on team photos too', async () => {
    mockApi({ 'GET /api/team': { body: team } });
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard/team');
    await user.click(await screen.findByRole('button', { name: 'Add Member' }));
    await user.upload(screen.getByLabelText('Upload image'), png(6 * 1024 * 1024));
    expect(await screen.findByText('Image must be under 5MB')).toBeInTheDocument();
  });

  it('edits with Update; a failed save toasts and keeps the form', async () => {
    let fail = true;
    mockApi({
      'GET /api/team': { body: team },
      'PUT /api/team/2': ({ body }) => (fail ? { status: 500, body: { message: 'Oops' } } : { body: { ...team[1], ...(body as object) } }),
    });
    const success = jest.spyOn(notify, 'success');
    const error = jest.spyOn(notify, 'error');
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard/team');
    await user.click(await screen.findByRole('button', { name: 'Edit Daniel Kariuki' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Team Member' });
    const position = within(dialog).getByRole('textbox', { name: /Position/ });
    await user.clear(position);
    await user.type(position, 'CTO');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Something went wrong'));
    expect(position).toHaveValue('CTO');
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Team member updated'));
  });

  it("asks before deleting, then toasts 'Deleted' or 'Failed to delete: {reason}'", async () => {
    let fail = false;
    const api = mockApi({
      'GET /api/team': { body: team },
      'DELETE /api/team/1': () => (fail ? { status: 404, body: { message: 'Team member not found' } } : { status: 204 }),
    });
    const success = jest.spyOn(notify, 'success');
    const error = jest.spyOn(notify, 'error');
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard/team');
    await user.click(await screen.findByRole('button', { name: 'Delete Amani Uwase' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete team member' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this team member?');
    expect(api.callsTo('DELETE /api/team/1')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Deleted'));
    fail = true;
    await user.click(screen.getByRole('button', { name: 'Delete Amani Uwase' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to delete: Team member not found'));
  });

  it('a Content Creator only views the team', async () => {
    signIn('Content_Creator');
    mockApi({ 'GET /api/team': { body: team } });
    renderAdmin('/admin/dashboard/team');
    expect(await screen.findByText('Amani Uwase')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Member' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Edit|Delete) / })).not.toBeInTheDocument();
    expect(screen.getAllByText('View only')).toHaveLength(2);
  });

  it("shows 'Failed to fetch team' with Retry", async () => {
    mockApi({ 'GET /api/team': { status: 500, body: { message: 'Down' } } });
    const error = jest.spyOn(notify, 'error');
    renderAdmin('/admin/dashboard/team');
    expect(await screen.findByRole('heading', { name: 'Failed to fetch team' })).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Failed to fetch team');
  });
});

/** The language saved with the user's preferences, which the dashboard follows once they arrive. */
const savedLanguage = (language: 'fr' | 'sw') => ({ 'GET /api/auth/me/preferences': { body: { workflow_emails: true, language } } });

describe('Team in the user’s language', () => {
  // Back to the browser's language while the screen is still mounted: inside act, as it renders again.
  afterEach(() => act(() => setChosenLanguage(null)));

  it('shows the table, Add and the delete dialog in French, the API’s reason translated', async () => {
    setChosenLanguage('fr');
    mockApi({ ...savedLanguage('fr'), 'GET /api/team': { body: team }, 'DELETE /api/team/1': { status: 404, body: { message: 'Team member not found' } } });
    const error = jest.spyOn(notify, 'error');
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard/team');
    const table = await screen.findByRole('table', { name: 'Membres de l’équipe' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent)
        .slice(0, 3),
    ).toEqual(['Image', 'Nom', 'Poste']);
    expect(screen.getByRole('searchbox', { name: 'Rechercher dans l’équipe' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter un membre' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Supprimer Amani Uwase' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Supprimer le membre de l’équipe' });
    expect(dialog).toHaveTextContent('Voulez-vous vraiment supprimer ce membre de l’équipe ?');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Échec de la suppression : Membre de l’équipe introuvable'));
  });
});
