import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from 'remote_shared/notify';
import { TOKEN_KEY } from 'remote_shared/session';
import { stamp } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { currentPath, renderAdmin } from '@/test/render-admin';
import { jwt, signIn } from '@/test/session';

const me = {
  id: 4,
  full_name: 'Neema Mushi',
  email_address: 'neema@example.com',
  telephone_number: '+255 700 000 004',
  role: 'Publisher',
  credentials_expired: false,
  ...stamp,
};
const newToken = (claims: Record<string, unknown> = {}) =>
  jwt({ sub: '4', role: 'Publisher', name: 'Neema Mushi', exp: Math.floor(Date.now() / 1000) + 3600, ...claims });

describe('My account', () => {
  it('shows email and role, and saves a new name and phone', async () => {
    signIn('Publisher', { id: 4, name: 'Neema Mushi' });
    const api = mockApi({
      'GET /api/auth/me': { body: me },
      'PUT /api/auth/me': ({ body }) => ({ body: { ...me, ...(body as object) } }),
    });
    const success = jest.spyOn(notify, 'success');
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard/account');
    expect(await screen.findByText('neema@example.com')).toBeInTheDocument();
    const name = screen.getByLabelText(/Full Name/);
    await user.clear(name);
    await user.type(name, 'Neema A. Mushi');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT /api/auth/me')).toHaveLength(1));
    expect(api.callsTo('PUT /api/auth/me')[0]!.body).toEqual({ full_name: 'Neema A. Mushi', telephone_number: '+255 700 000 004' });
    await waitFor(() => expect(success).toHaveBeenCalledWith('Your details were saved'));
  });

  it('checks the new password before sending: 12 characters, and typed twice the same', async () => {
    signIn('Publisher', { id: 4 });
    const api = mockApi({ 'GET /api/auth/me': { body: me } });
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard/account');
    await user.type(await screen.findByLabelText(/Current Password/), 'old-password');
    await user.type(screen.getByLabelText(/^New Password/), 'short-pass');
    await user.type(screen.getByLabelText(/Confirm New Password/), 'short-pass');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password must be at least 12 characters')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^New Password/));
    await user.type(screen.getByLabelText(/^New Password/), 'Baobab-Lantern-Okapi-42');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The new passwords do not match')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/auth/password')).toHaveLength(0);
  });

  it('shows the server’s refusal on the field and keeps what was typed', async () => {
    signIn('Publisher', { id: 4 });
    mockApi({
      'GET /api/auth/me': { body: me },
      'PUT /api/auth/password': {
        status: 400,
        body: {
          message: 'Password is too easy to guess',
          issues: [
            { path: 'new_password', message: 'Password is too easy to guess: This is a top-100 common password. Try a few unrelated words, or a longer one.' },
          ],
        },
      },
    });
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard/account');
    await user.type(await screen.findByLabelText(/Current Password/), 'old-password');
    await user.type(screen.getByLabelText(/^New Password/), 'password1234');
    await user.type(screen.getByLabelText(/Confirm New Password/), 'password1234');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(/Password is too easy to guess: This is a top-100 common password/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^New Password/)).toHaveValue('password1234');
    expect(screen.getByLabelText(/Current Password/)).toHaveValue('old-password');
  });

  it('after a required change, stores the new token and goes on to the dashboard', async () => {
    localStorage.setItem(TOKEN_KEY, newToken({ credentials_expired: true }));
    const fresh = newToken();
    const api = mockApi({
      'GET /api/auth/me': { body: { ...me, credentials_expired: true } },
      'PUT /api/auth/password': { body: { token: fresh } },
      'GET /api/users': { body: [me] },
    });
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard/users');
    await user.type(await screen.findByLabelText(/Current Password/), 'Set-By-Admin-2026');
    await user.type(screen.getByLabelText(/^New Password/), 'Baobab-Lantern-Okapi-42');
    await user.type(screen.getByLabelText(/Confirm New Password/), 'Baobab-Lantern-Okapi-42');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/dashboard/users');
    expect(localStorage.getItem(TOKEN_KEY)).toBe(fresh);
    expect(api.callsTo('PUT /api/auth/password')[0]!.body).toEqual({ current_password: 'Set-By-Admin-2026', new_password: 'Baobab-Lantern-Okapi-42' });
  });
  it('turns the publishing workflow mails off and on, saved at once; a failure leaves it as it was', async () => {
    signIn('Publisher', { id: 4 });
    let saved = true;
    const api = mockApi({
      'GET /api/auth/me': { body: me },
      'GET /api/auth/me/preferences': () => ({ body: { workflow_emails: saved } }),
      'PATCH /api/auth/me/preferences': ({ body }) => {
        saved = (body as { workflow_emails: boolean }).workflow_emails;
        return { body: { workflow_emails: saved } };
      },
    });
    const success = jest.spyOn(notify, 'success');
    const error = jest.spyOn(notify, 'error');
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard/account');
    const toggle = await screen.findByRole('checkbox', { name: 'Email me about the publishing workflow' });
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription(/when a post awaits review/);
    await user.click(toggle);
    // The box follows the click at once, not after the answer.
    expect(toggle).not.toBeChecked();
    await waitFor(() => expect(success).toHaveBeenCalledWith('Your mail preference was saved'));
    expect(api.callsTo('PATCH /api/auth/me/preferences')[0]!.body).toEqual({ workflow_emails: false });
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Email me about the publishing workflow' })).not.toBeChecked());

    api.set('PATCH /api/auth/me/preferences', { status: 500, body: { message: 'Internal Server Error' } });
    await user.click(screen.getByRole('checkbox', { name: 'Email me about the publishing workflow' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Your mail preference could not be saved. Please try again.'));
    expect(screen.getByRole('checkbox', { name: 'Email me about the publishing workflow' })).not.toBeChecked();
  });

  it('speaks the language chosen under Language at once, saved with the preferences; the browser’s again when that is chosen', async () => {
    signIn('Publisher', { id: 4 });
    let preferences: { workflow_emails: boolean; language: string | null } = { workflow_emails: true, language: null };
    const api = mockApi({
      'GET /api/auth/me': { body: me },
      'GET /api/auth/me/preferences': () => ({ body: preferences }),
      'PATCH /api/auth/me/preferences': ({ body }) => {
        preferences = { ...preferences, ...(body as object) };
        return { body: preferences };
      },
    });
    const success = jest.spyOn(notify, 'success');
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard/account');
    const choice = await screen.findByRole('combobox', { name: 'Language of the back office' });
    expect(choice).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Your browser’s language (English)' })).toBeInTheDocument();

    await user.selectOptions(choice, 'Français');
    await waitFor(() => expect(api.callsTo('PATCH /api/auth/me/preferences')[0]!.body).toEqual({ language: 'fr' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mon compte' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Utilisateurs/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Se déconnecter/ })).toBeInTheDocument();
    await waitFor(() => expect(success).toHaveBeenCalledWith('L’espace d’administration est maintenant en Français'));
    expect(window.localStorage.getItem('adminLanguage')).toBe('fr');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Langue de l’espace d’administration' }), 'Kiswahili');
    expect(await screen.findByRole('heading', { level: 1, name: 'Akaunti yangu' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Lugha ya eneo la usimamizi' }), '');
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/auth/me/preferences').map((call) => call.body)).toEqual([{ language: 'fr' }, { language: 'sw' }, { language: null }]);
    expect(window.localStorage.getItem('adminLanguage')).toBeNull();
  });

  it('opens in the language saved with the preferences, chosen on another device', async () => {
    signIn('Publisher', { id: 4 });
    mockApi({
      'GET /api/auth/me': { body: me },
      'GET /api/auth/me/preferences': { body: { workflow_emails: true, language: 'sw' } },
    });
    renderAdmin('/admin/dashboard/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Akaunti yangu' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Lugha ya eneo la usimamizi' })).toHaveValue('sw');
  });
});
