import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from 'remote_shared/notify';
import type { User } from 'remote_shared/schemas';
import { setChosenLanguage } from '@/i18n';
import { stamp } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { currentPath, renderAdmin } from '@/test/render-admin';
import { signIn } from '@/test/session';

const user = (id: number, overrides: Partial<User> = {}): User => ({
  id,
  full_name: `User ${id}`,
  email_address: `user${id}@example.com`,
  telephone_number: `+250 700 000 ${String(id).padStart(3, '0')}`,
  role: 'Publisher',
  credentials_expired: false,
  ...stamp,
  ...overrides,
});
const admin = user(1, { full_name: 'Site Administrator', email_address: 'admin@example.com', role: 'Admin' });
const many = [admin, ...Array.from({ length: 14 }, (_, i) => user(i + 2)), user(16, { full_name: 'Amina Yusuf', role: 'Content_Creator' })];

const table = () => screen.getByRole('table', { name: 'Users' });

beforeEach(() => signIn('Admin', { id: 1 }));

describe('Users', () => {
  it('lists users 10 per page with the pager text, keeping the page in the address', async () => {
    mockApi({ 'GET /api/users': { body: many } });
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard/users');
    expect(await screen.findByText('Showing 1 to 10 of 16 entries')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Showing 11 to 16 of 16 entries')).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/dashboard/users?page=2');
  });

  it('searches name, email, telephone and role, back on page 1, and says when nothing matches', async () => {
    mockApi({ 'GET /api/users': { body: many } });
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard/users?page=2');
    expect(await screen.findByText('Showing 11 to 16 of 16 entries')).toBeInTheDocument();
    const search = screen.getByRole('searchbox', { name: 'Search users' });
    await user.type(search, 'content creator');
    expect(screen.getByText('Showing 1 to 1 of 1 entries')).toBeInTheDocument();
    expect(within(table()).getByText('Amina Yusuf')).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/dashboard/users?q=content+creator');
    await user.clear(search);
    await user.type(search, '000 016');
    expect(within(table()).getByText('Amina Yusuf')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'admin@example');
    expect(within(table()).getByText('Site Administrator')).toBeInTheDocument();
    await user.type(search, 'zzz');
    expect(screen.getByText('No users found.')).toBeInTheDocument();
  });

  it('restores search and page from the address', async () => {
    mockApi({ 'GET /api/users': { body: many } });
    renderAdmin('/admin/dashboard/users?q=user&page=2');
    expect(await screen.findByText('Showing 11 to 15 of 15 entries')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue('user');
  });

  it('says so when there are no users', async () => {
    mockApi({ 'GET /api/users': { body: [] } });
    renderAdmin('/admin/dashboard/users');
    expect(await screen.findByText('No users found.')).toBeInTheDocument();
  });

  it('creates a user: spec messages, password asked, role Admin by default, Save', async () => {
    const api = mockApi({
      'GET /api/users': { body: [admin] },
      'POST /api/users': ({ body }) => ({ status: 201, body: { id: 2, ...(body as object), ...stamp } }),
    });
    const success = jest.spyOn(notify, 'success');
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard/users');
    const add = await screen.findByRole('button', { name: 'Add New' });
    await user.click(add);
    const dialog = screen.getByRole('dialog', { name: 'Add New User' });
    expect(within(dialog).getByRole('textbox', { name: /Full Name/ })).toHaveFocus();
    expect(within(dialog).getByRole('combobox', { name: /Role/ })).toHaveValue('Admin');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Full name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Email is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Telephone is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Password is required')).toBeInTheDocument();
    expect(api.callsTo('POST /api/users')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Full Name/ }), 'Joy Mutesi');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // The focus goes to the first field still in error.
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Email Address/ })).toHaveFocus());
    await user.type(within(dialog).getByRole('textbox', { name: /Email Address/ }), 'joy@example.com');
    await user.type(within(dialog).getByRole('textbox', { name: /Telephone Number/ }), '+250 788 000 111');
    await user.type(within(dialog).getByLabelText(/Password/), 'a-Strong-pass-9');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Role/ }), 'Publisher');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /api/users')[0]!.body).toEqual({
      full_name: 'Joy Mutesi',
      email_address: 'joy@example.com',
      telephone_number: '+250 788 000 111',
      password: 'a-Strong-pass-9',
      role: 'Publisher',
    });
    expect(success).toHaveBeenCalledWith('User created successfully');
    expect(add).toHaveFocus();
  });

  it('edits a user with Update and no password field', async () => {
    const target = user(2, { full_name: 'Old Name' });
    const api = mockApi({
      'GET /api/users': { body: [admin, target] },
      'PUT /api/users/2': ({ body }) => ({ body: { ...target, ...(body as object) } }),
    });
    const success = jest.spyOn(notify, 'success');
    const u = userEvent.setup();
    renderAdmin('/admin/dashboard/users');
    await u.click(await screen.findByRole('button', { name: 'Edit Old Name' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit User' });
    expect(within(dialog).queryByLabelText(/Password/)).not.toBeInTheDocument();
    const name = within(dialog).getByRole('textbox', { name: /Full Name/ });
    await u.clear(name);
    await u.type(name, 'New Name');
    await u.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('User updated successfully'));
    expect(api.callsTo('PUT /api/users/2')[0]!.body).toMatchObject({ full_name: 'New Name', password: null, role: 'Publisher' });
  });

  it('keeps what was typed when the save fails and shows the API field error inline', async () => {
    mockApi({
      'GET /api/users': { body: [admin] },
      'POST /api/users': {
        status: 409,
        body: {
          message: 'A user with this email address already exists',
          issues: [{ path: 'email_address', message: 'A user with this email address already exists' }],
        },
      },
    });
    const error = jest.spyOn(notify, 'error');
    const u = userEvent.setup();
    renderAdmin('/admin/dashboard/users');
    await u.click(await screen.findByRole('button', { name: 'Add New' }));
    const dialog = screen.getByRole('dialog');
    await u.type(within(dialog).getByRole('textbox', { name: /Full Name/ }), 'Joy Mutesi');
    await u.type(within(dialog).getByRole('textbox', { name: /Email Address/ }), 'admin@example.com');
    await u.type(within(dialog).getByRole('textbox', { name: /Telephone Number/ }), '+250 788 000 111');
    await u.type(within(dialog).getByLabelText(/Password/), 'a-Strong-pass-9');
    await u.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A user with this email address already exists')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Something went wrong. Please try again.');
    expect(within(dialog).getByRole('textbox', { name: /Full Name/ })).toHaveValue('Joy Mutesi');
    expect(within(dialog).getByRole('textbox', { name: /Email Address/ })).toHaveAccessibleDescription('A user with this email address already exists');
  });

  it('asks before deleting, then deletes', async () => {
    const target = user(2, { full_name: 'Leaving User' });
    let rows = [admin, target];
    const api = mockApi({
      'GET /api/users': () => ({ body: rows }),
      'DELETE /api/users/2': () => {
        rows = [admin];
        return { status: 204 };
      },
    });
    const success = jest.spyOn(notify, 'success');
    const u = userEvent.setup();
    renderAdmin('/admin/dashboard/users');
    await u.click(await screen.findByRole('button', { name: 'Delete Leaving User' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete user' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this user?');
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE /api/users/2')).toHaveLength(0);
    await u.click(screen.getByRole('button', { name: 'Delete Leaving User' }));
    await u.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('User deleted'));
    await waitFor(() => expect(screen.queryByText('Leaving User')).not.toBeInTheDocument());
  });

  it('cannot delete the signed-in account', async () => {
    mockApi({ 'GET /api/users': { body: [admin] } });
    renderAdmin('/admin/dashboard/users');
    expect(await screen.findByRole('button', { name: 'Delete Site Administrator' })).toBeDisabled();
  });

  it('an Admin resets another user’s password (not their own); the edit form still has no password field', async () => {
    const api = mockApi({ 'GET /api/users': { body: [admin, user(2)] }, 'PUT /api/users/2/password': { status: 204 } });
    const success = jest.spyOn(notify, 'success');
    const u = userEvent.setup();
    renderAdmin('/admin/dashboard/users');
    expect(await screen.findByRole('button', { name: 'Reset password for User 2' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset password for Site Administrator' })).not.toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Reset password for User 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset password for User 2' });
    await u.type(within(dialog).getByLabelText(/^New Password/), 'Kestrel-Sorghum-Delta-77');
    await u.type(within(dialog).getByLabelText(/Confirm New Password/), 'Kestrel-Sorghum-Delta-77');
    await u.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Password reset. They will choose a new one at their next sign-in.'));
    expect(api.callsTo('PUT /api/users/2/password')[0]!.body).toEqual({ password: 'Kestrel-Sorghum-Delta-77' });
    await u.click(screen.getByRole('button', { name: 'Edit User 2' }));
    expect(within(screen.getByRole('dialog', { name: 'Edit User' })).queryByLabelText(/Password/)).not.toBeInTheDocument();
  });

  it('toasts the failed delete', async () => {
    mockApi({ 'GET /api/users': { body: [admin, user(2)] }, 'DELETE /api/users/2': { status: 500, body: { message: 'boom' } } });
    const error = jest.spyOn(notify, 'error');
    const u = userEvent.setup();
    renderAdmin('/admin/dashboard/users');
    await u.click(await screen.findByRole('button', { name: 'Delete User 2' }));
    await u.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to delete user'));
  });

  it('shows the load failure with Retry, and a toast', async () => {
    let fail = true;
    mockApi({ 'GET /api/users': () => (fail ? { status: 500, body: { message: 'Database unavailable' } } : { body: [admin] }) });
    const error = jest.spyOn(notify, 'error');
    const u = userEvent.setup();
    renderAdmin('/admin/dashboard/users');
    expect(await screen.findByRole('heading', { name: 'Failed to load users' })).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Failed to load users');
    fail = false;
    await u.click(screen.getByRole('button', { name: 'Retry' }));
    // In the table (the sidebar also names the signed-in user).
    expect(within(await screen.findByRole('table', { name: 'Users' })).getByText('Site Administrator')).toBeInTheDocument();
  });

  it('hides user management from a Publisher', async () => {
    signIn('Publisher', { id: 2 });
    mockApi({ 'GET /api/users': { body: [admin, user(2)] } });
    renderAdmin('/admin/dashboard/users');
    expect(within(await screen.findByRole('table', { name: 'Users' })).getByText('Site Administrator')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add New' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Reset password/ })).not.toBeInTheDocument();
    expect(screen.getByText('Only an Admin can add, edit or delete users.')).toBeInTheDocument();
  });

  it('a 403 on save shows a permission toast', async () => {
    mockApi({
      'GET /api/users': { body: [admin] },
      'POST /api/users': { status: 403, body: { message: 'Your role does not allow this action' } },
    });
    const error = jest.spyOn(notify, 'error');
    const u = userEvent.setup();
    renderAdmin('/admin/dashboard/users');
    await u.click(await screen.findByRole('button', { name: 'Add New' }));
    const dialog = screen.getByRole('dialog');
    await u.type(within(dialog).getByRole('textbox', { name: /Full Name/ }), 'Joy');
    await u.type(within(dialog).getByRole('textbox', { name: /Email Address/ }), 'joy@example.com');
    await u.type(within(dialog).getByRole('textbox', { name: /Telephone Number/ }), '1234');
    await u.type(within(dialog).getByLabelText(/Password/), 'a-Strong-pass-9');
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Permission denied: your role does not allow this action.'));
  });
});

/** The language saved with the user's preferences, which the dashboard follows once they arrive. */
const savedLanguage = (language: 'fr' | 'sw') => ({ 'GET /api/auth/me/preferences': { body: { workflow_emails: true, language } } });

describe('Users in the user’s language', () => {
  // Back to the browser's language while the screen is still mounted: inside act, as it renders again.
  afterEach(() => act(() => setChosenLanguage(null)));

  it('shows the list in French, role names too', async () => {
    setChosenLanguage('fr');
    mockApi({ ...savedLanguage('fr'), 'GET /api/users': { body: [admin, user(2, { credentials_expired: true })] } });
    renderAdmin('/admin/dashboard/users');
    const list = await screen.findByRole('table', { name: 'Utilisateurs' });
    expect(screen.getByRole('heading', { level: 1, name: 'Utilisateurs' })).toBeInTheDocument();
    expect(
      within(list)
        .getAllByRole('columnheader')
        .map((th) => th.textContent)
        .slice(0, 4),
    ).toEqual(['Nom complet', 'E-mail', 'Téléphone', 'Rôle']);
    expect(within(list).getByText('Éditeur')).toBeInTheDocument();
    expect(within(list).getByText('Nouveau mot de passe à choisir à la prochaine connexion')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Rechercher des utilisateurs' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter un utilisateur' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Supprimer Site Administrator' })).toHaveAttribute('title', 'Vous ne pouvez pas supprimer votre propre compte');
  });

  it('shows the user form in French, the schemas’ and the API’s messages translated', async () => {
    setChosenLanguage('fr');
    mockApi({
      ...savedLanguage('fr'),
      'GET /api/users': { body: [admin] },
      'POST /api/users': {
        status: 409,
        body: {
          message: 'A user with this email address already exists',
          issues: [{ path: 'email_address', message: 'A user with this email address already exists' }],
        },
      },
    });
    const error = jest.spyOn(notify, 'error');
    const u = userEvent.setup();
    renderAdmin('/admin/dashboard/users');
    await u.click(await screen.findByRole('button', { name: 'Ajouter un utilisateur' }));
    const dialog = screen.getByRole('dialog', { name: 'Ajouter un utilisateur' });
    await u.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(within(dialog).getByText('Le nom complet est obligatoire')).toBeInTheDocument();
    expect(within(dialog).getByText('L’e-mail est obligatoire')).toBeInTheDocument();
    expect(within(dialog).getByText('Le téléphone est obligatoire')).toBeInTheDocument();
    expect(within(dialog).getByText('Le mot de passe est obligatoire')).toBeInTheDocument();
    await u.type(within(dialog).getByLabelText(/Mot de passe/), 'short');
    expect(within(dialog).getByText('Le mot de passe doit contenir au moins 12 caractères')).toBeInTheDocument();
    await u.type(within(dialog).getByRole('textbox', { name: /Nom complet/ }), 'Joy');
    await u.type(within(dialog).getByRole('textbox', { name: /Adresse e-mail/ }), 'a@b.rw');
    await u.type(within(dialog).getByRole('textbox', { name: /Numéro de téléphone/ }), '1234');
    await u.type(within(dialog).getByLabelText(/Mot de passe/), '-and-Strong-9');
    await u.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('Un utilisateur avec cette adresse e-mail existe déjà')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Une erreur s’est produite. Veuillez réessayer.');
  });

  it('resets a password and deletes in Kiswahili', async () => {
    setChosenLanguage('sw');
    mockApi({ ...savedLanguage('sw'), 'GET /api/users': { body: [admin, user(2)] }, 'PUT /api/users/2/password': { status: 204 } });
    const success = jest.spyOn(notify, 'success');
    const u = userEvent.setup();
    renderAdmin('/admin/dashboard/users');
    await u.click(await screen.findByRole('button', { name: 'Weka upya nenosiri la User 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Weka upya nenosiri la User 2' });
    await u.type(within(dialog).getByLabelText(/^Nenosiri Jipya/), 'Kestrel-Sorghum-Delta-77');
    await u.type(within(dialog).getByLabelText(/Thibitisha Nenosiri Jipya/), 'Kestrel-Sorghum-Delta-7');
    await u.click(within(dialog).getByRole('button', { name: 'Weka upya nenosiri' }));
    expect(within(dialog).getByText('Manenosiri mapya hayalingani')).toBeInTheDocument();
    await u.type(within(dialog).getByLabelText(/Thibitisha Nenosiri Jipya/), '7');
    await u.click(within(dialog).getByRole('button', { name: 'Weka upya nenosiri' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Nenosiri limewekwa upya. Atachagua jipya atakapoingia tena.'));
    await u.click(screen.getByRole('button', { name: 'Futa User 2' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Futa mtumiaji' });
    expect(confirm).toHaveTextContent('Una uhakika unataka kumfuta mtumiaji huyu?');
  });
});
