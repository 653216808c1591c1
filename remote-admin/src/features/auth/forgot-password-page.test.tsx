import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from 'remote_shared/notify';
import { setChosenLanguage } from '@/i18n';
import { mockApi } from '@/test/mock-api';
import { currentPath, renderAdmin } from '@/test/render-admin';

const ANSWER = 'If an account uses that address, we have sent it a link to choose a new password. The link works once, for 30 minutes.';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('Forgot password', () => {
  it('sends the address and shows the same answer whatever it was', async () => {
    const api = mockApi({ 'GET /api/auth/options': { body: { forgotPassword: true } }, 'POST /api/auth/forgot': { status: 202, body: { message: ANSWER } } });
    const user = userEvent.setup();
    renderAdmin('/admin/forgot-password');
    await user.click(await screen.findByRole('button', { name: 'Send the link' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Email Address/ }), ' neema@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText(ANSWER)).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/forgot')[0]!.body).toEqual({ email: 'neema@example.com' });
    expect(screen.queryByRole('button', { name: 'Send the link' })).not.toBeInTheDocument();
  });

  it('says when too many links were asked for', async () => {
    mockApi({ 'POST /api/auth/forgot': { status: 429, body: { message: 'Too many' }, headers: { 'Retry-After': '600' } } });
    const user = userEvent.setup();
    renderAdmin('/admin/forgot-password');
    await user.type(await screen.findByRole('textbox', { name: /Email Address/ }), 'neema@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many sign-in attempts. Please try again in 10 minutes.');
  });
});

describe('Reset password (the mailed link)', () => {
  it('sets the new password with the link’s token, then goes to sign in', async () => {
    const api = mockApi({ 'POST /api/auth/reset': { status: 204 }, 'GET /api/auth/options': { body: { forgotPassword: true } } });
    const success = jest.spyOn(notify, 'success');
    const user = userEvent.setup();
    renderAdmin('/admin/reset-password?token=abc123');
    await user.type(await screen.findByLabelText(/^New Password/), 'Baobab-Lantern-Okapi-42');
    await user.type(screen.getByLabelText(/Confirm New Password/), 'Baobab-Lantern-Okapi-4');
    await user.click(screen.getByRole('button', { name: 'Set the new password' }));
    expect(await screen.findByText('The new passwords do not match')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Confirm New Password/), '2');
    await user.click(screen.getByRole('button', { name: 'Set the new password' }));
    await waitFor(() => expect(currentPath()).toBe('/admin/login'));
    expect(api.callsTo('POST /api/auth/reset')[0]!.body).toEqual({ token: 'abc123', new_password: 'Baobab-Lantern-Okapi-42' });
    expect(success).toHaveBeenCalledWith('Your new password is set. Sign in with it.');
  });

  it('a used or expired link says so and offers a new one, keeping what was typed', async () => {
    mockApi({
      'POST /api/auth/reset': {
        status: 400,
        body: {
          message: 'This link is not valid any more. Ask for a new one.',
          issues: [{ path: 'token', message: 'This link is not valid any more. Ask for a new one.' }],
        },
      },
    });
    const user = userEvent.setup();
    renderAdmin('/admin/reset-password?token=used');
    await user.type(await screen.findByLabelText(/^New Password/), 'Baobab-Lantern-Okapi-42');
    await user.type(screen.getByLabelText(/Confirm New Password/), 'Baobab-Lantern-Okapi-42');
    await user.click(screen.getByRole('button', { name: 'Set the new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid any more. Ask for a new one.');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/admin/forgot-password');
    expect(screen.getByLabelText(/^New Password/)).toHaveValue('Baobab-Lantern-Okapi-42');
  });

  it('without a token the page says the link is not valid', async () => {
    mockApi({});
    renderAdmin('/admin/reset-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid any more. Ask for a new one.');
  });
});

describe('Forgot and reset password in French', () => {
  afterEach(() => act(() => setChosenLanguage(null)));

  it('asks for the address and shows the API’s answer in French', async () => {
    setChosenLanguage('fr');
    mockApi({ 'POST /api/auth/forgot': { status: 202, body: { message: ANSWER } } });
    const user = userEvent.setup();
    renderAdmin('/admin/forgot-password');
    expect(await screen.findByRole('heading', { name: 'Mot de passe oublié' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    expect(screen.getByText('L’e-mail est obligatoire')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Adresse e-mail/ }), 'neema@example.com');
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    expect(
      await screen.findByText(
        'Si un compte utilise cette adresse, nous lui avons envoyé un lien pour choisir un nouveau mot de passe. Le lien ne fonctionne qu’une fois, pendant 30 minutes.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à la connexion' })).toBeInTheDocument();
  });

  it('says when no link can be mailed here', async () => {
    setChosenLanguage('fr');
    mockApi({ 'POST /api/auth/forgot': { status: 503, body: { message: 'Password reset by email is not available: mail is not configured' } } });
    const user = userEvent.setup();
    renderAdmin('/admin/forgot-password');
    await user.type(await screen.findByRole('textbox', { name: /Adresse e-mail/ }), 'neema@example.com');
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La réinitialisation du mot de passe par e-mail n’est pas disponible sur ce site. Demandez à un administrateur de réinitialiser votre mot de passe.',
    );
  });

  it('chooses the new password in French; a used link says so and offers a new one', async () => {
    setChosenLanguage('fr');
    mockApi({
      'POST /api/auth/reset': {
        status: 400,
        body: {
          message: 'This link is not valid any more. Ask for a new one.',
          issues: [{ path: 'token', message: 'This link is not valid any more. Ask for a new one.' }],
        },
      },
    });
    const user = userEvent.setup();
    renderAdmin('/admin/reset-password?token=used');
    expect(await screen.findByRole('heading', { name: 'Choisissez un nouveau mot de passe' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Nouveau mot de passe/), 'Baobab-Lantern-Okapi-42');
    await user.type(screen.getByLabelText(/Confirmer le nouveau mot de passe/), 'Baobab');
    await user.click(screen.getByRole('button', { name: 'Définir le nouveau mot de passe' }));
    expect(screen.getByText('Les nouveaux mots de passe ne correspondent pas')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Confirmer le nouveau mot de passe/), '-Lantern-Okapi-42');
    await user.click(screen.getByRole('button', { name: 'Définir le nouveau mot de passe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce lien n’est plus valide. Demandez-en un nouveau.');
    expect(screen.getByRole('link', { name: 'Demander un nouveau lien' })).toHaveAttribute('href', '/admin/forgot-password');
  });
});
