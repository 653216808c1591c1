import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from 'remote_shared/notify';
import { TOKEN_KEY } from 'remote_shared/session';
import { setChosenLanguage } from '@/i18n';
import { mockApi } from '@/test/mock-api';
import { currentPath, renderAdmin } from '@/test/render-admin';
import { jwt } from '@/test/session';
import { tooManyAttemptsMessage } from './login-page';

const token = () => jwt({ sub: '1', role: 'Admin', name: 'Site Administrator', exp: Math.floor(Date.now() / 1000) + 3600 });

async function fillAndSubmit(email = 'admin@example.com', password = 'secret-password') {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: /Email Address/ }), email);
  await user.type(screen.getByLabelText(/Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return user;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('LoginPage', () => {
  it('requires both fields and checks the email format', async () => {
    const api = mockApi({});
    const user = userEvent.setup();
    renderAdmin('/admin/login');
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Email Address/ }), 'not-an-email');
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    // Nothing is sent (the page only asks what it may offer: 'Forgot password?').
    expect(api.calls.filter((call) => call.path !== '/api/auth/options')).toHaveLength(0);
  });

  it('takes over what was typed into the page server’s painted copy of the form, and the field it was typed in', async () => {
    const api = mockApi({ 'POST /api/auth/login': { body: { token: token() } } });
    // As shell/server/routes/login-prepaint.ts paints it before the scripts run.
    const painted = document.createElement('main');
    painted.innerHTML =
      '<form data-prepaint="admin-login"><input name="email" type="email" value="early@example.com"><input name="password" type="password" value="typed-before-scripts"><button disabled>Sign In</button></form>';
    document.body.append(painted);
    painted.querySelector<HTMLInputElement>('input[name="password"]')!.focus();
    renderAdmin('/admin/login');
    await screen.findByRole('heading', { name: 'Admin Login' });
    painted.remove(); // the back office's render replaces it
    const password = screen.getByLabelText(/Password/);
    expect(screen.getByRole('textbox', { name: /Email Address/ })).toHaveValue('early@example.com');
    expect(password).toHaveValue('typed-before-scripts');
    await waitFor(() => expect(password).toHaveFocus());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.path === '/api/auth/login')?.body).toEqual({ email: 'early@example.com', password: 'typed-before-scripts' }),
    );
  });

  it('offers Forgot password? only when the API can mail a link', async () => {
    mockApi({ 'GET /api/auth/options': { body: { forgotPassword: true } } });
    const { unmount } = renderAdmin('/admin/login');
    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/admin/forgot-password');
    unmount();
    mockApi({ 'GET /api/auth/options': { body: { forgotPassword: false } } });
    renderAdmin('/admin/login');
    await screen.findByRole('heading', { name: 'Admin Login' });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Forgot password?' })).not.toBeInTheDocument());
  });

  it('shows a spinner and disables Sign In during the request', async () => {
    let answer: (value: { body: unknown }) => void = () => {};
    mockApi({ 'POST /api/auth/login': () => new Promise((resolve) => (answer = resolve)) });
    renderAdmin('/admin/login');
    await fillAndSubmit();
    const button = screen.getByRole('button', { name: 'Sign In' });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('aria-busy', 'true');
    const success = jest.spyOn(notify, 'success');
    answer({ body: { token: token() } });
    await waitFor(() => expect(success).toHaveBeenCalled());
    // Still disabled while the redirect waits.
    expect(button).toBeDisabled();
  });

  it('on success toasts, stores the token and goes to users after 2 s', async () => {
    mockApi({ 'POST /api/auth/login': { body: { token: token() } }, 'GET /api/users': { body: [] } });
    const success = jest.spyOn(notify, 'success');
    renderAdmin('/admin/login');
    await fillAndSubmit();
    await waitFor(() => expect(success).toHaveBeenCalledWith('Login successful! Redirecting...'));
    expect(localStorage.getItem(TOKEN_KEY)).not.toBeNull();
    const at = Date.now();
    expect(currentPath()).toBe('/admin/login');
    await waitFor(() => expect(currentPath()).toBe('/admin/dashboard/users'), { timeout: 3000 });
    expect(Date.now() - at).toBeGreaterThanOrEqual(1900);
  });

  it("toasts the server's message on a failed login", async () => {
    mockApi({ 'POST /api/auth/login': { status: 401, body: { message: 'Invalid credentials' } } });
    const error = jest.spyOn(notify, 'error');
    renderAdmin('/admin/login');
    await fillAndSubmit();
    await waitFor(() => expect(error).toHaveBeenCalledWith('Invalid credentials'));
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it("falls back to 'Invalid credentials' when the server says nothing", async () => {
    mockApi({ 'POST /api/auth/login': { status: 401 } });
    const error = jest.spyOn(notify, 'error');
    renderAdmin('/admin/login');
    await fillAndSubmit();
    await waitFor(() => expect(error).toHaveBeenCalledWith('Invalid credentials'));
  });

  it('says plainly when there were too many attempts, and when to try again', async () => {
    mockApi({
      'POST /api/auth/login': { status: 429, body: { message: 'Too many requests' }, headers: { 'Retry-After': '840' } },
    });
    const error = jest.spyOn(notify, 'error');
    renderAdmin('/admin/login');
    await fillAndSubmit();
    const message = 'Too many sign-in attempts. Please try again in 14 minutes.';
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(error).toHaveBeenCalledWith(message);
  });
});

describe('LoginPage in the language last chosen in this browser', () => {
  afterEach(() => act(() => setChosenLanguage(null)));

  it('asks in Kiswahili, with the schema’s messages and the API’s answer translated', async () => {
    setChosenLanguage('sw');
    mockApi({ 'GET /api/auth/options': { body: { forgotPassword: true } }, 'POST /api/auth/login': { status: 401, body: { message: 'Invalid credentials' } } });
    const error = jest.spyOn(notify, 'error');
    const user = userEvent.setup();
    renderAdmin('/admin/login');
    expect(await screen.findByRole('heading', { name: 'Kuingia kwa Msimamizi' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Umesahau nenosiri?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ingia' }));
    expect(screen.getByText('Barua pepe inahitajika')).toBeInTheDocument();
    expect(screen.getByText('Nenosiri linahitajika')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Anwani ya Barua Pepe/ }), 'admin@example.com');
    await user.type(screen.getByLabelText(/Nenosiri/), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Ingia' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Taarifa za kuingia si sahihi'));
  });

  it('says in French when to try again, and follows a change of language', async () => {
    setChosenLanguage('fr');
    mockApi({ 'POST /api/auth/login': { status: 429, body: { message: 'Too many requests' }, headers: { 'Retry-After': '840' } } });
    const error = jest.spyOn(notify, 'error');
    renderAdmin('/admin/login');
    expect(await screen.findByRole('heading', { name: 'Connexion à l’administration' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Adresse e-mail/ }), 'admin@example.com');
    await user.type(screen.getByLabelText(/Mot de passe/), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Trop de tentatives de connexion. Veuillez réessayer dans 14 minutes.');
    expect(error).toHaveBeenCalledWith('Trop de tentatives de connexion. Veuillez réessayer dans 14 minutes.');
    act(() => setChosenLanguage('en'));
    expect(screen.getByRole('alert')).toHaveTextContent('Too many sign-in attempts. Please try again in 14 minutes.');
    expect(screen.getByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
  });
});

describe('tooManyAttemptsMessage', () => {
  it('rounds up to whole minutes', () => {
    expect(tooManyAttemptsMessage(30)).toBe('Too many sign-in attempts. Please try again in 1 minute.');
    expect(tooManyAttemptsMessage(61)).toBe('Too many sign-in attempts. Please try again in 2 minutes.');
    expect(tooManyAttemptsMessage(undefined)).toBe('Too many sign-in attempts. Please wait a few minutes and try again.');
  });
});
