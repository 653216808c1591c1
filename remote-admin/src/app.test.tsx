import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EXPIRATION_KEY, TOKEN_KEY } from 'remote_shared/session';
import { stamp } from './test/fixtures';
import { mockApi } from './test/mock-api';
import { currentPath, renderAdmin } from './test/render-admin';
import { jwt, signIn } from './test/session';

const admin = { id: 1, full_name: 'Site Administrator', email_address: 'admin@example.com', telephone_number: '1', role: 'Admin', ...stamp };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('routes and guards (spec §2)', () => {
  it.each(['/admin', '/admin/', '/admin/anything/else'])('%s goes to the login page', async (path) => {
    renderAdmin(path);
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/login');
  });

  it('the dashboard needs a session', async () => {
    renderAdmin('/admin/dashboard/users');
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(screen.queryByText(/session has expired/)).not.toBeInTheDocument();
  });

  it('a signed-in user on the login page goes to users', async () => {
    signIn();
    mockApi({ 'GET /api/users': { body: [admin] } });
    renderAdmin('/admin/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/dashboard/users');
  });

  it.each(['/admin/dashboard', '/admin/dashboard/nope', '/admin/dashboard/users/extra'])('%s goes to users', async (path) => {
    signIn();
    mockApi({ 'GET /api/users': { body: [admin] } });
    renderAdmin(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/dashboard/users');
  });

  it('the sidebar links every section', async () => {
    signIn();
    // The inbox's paged list comes from the fake's empty contacts table (spec §7's plain array would break it).
    mockApi({ 'GET /api/users': { body: [admin] } });
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard/users');
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Users', '/admin/dashboard/users'],
      ['Posts', '/admin/dashboard/posts'],
      ['Contacts', '/admin/dashboard/contacts'],
      ['Team', '/admin/dashboard/team'],
      ['Header', '/admin/dashboard/headers'],
      ['Mission & Vision', '/admin/dashboard/mission-vision'],
      // Admins and Publishers (docs/redirects.md).
      ['Redirects', '/admin/dashboard/redirects'],
      // Admin only (docs/workflow.md, "Audit trail").
      ['Activity', '/admin/dashboard/activity'],
      // An Admin's: the System section is theirs alone (docs/decisions/0103-the-system-section-is-the-only-place-that-knows-what-a.md).
      ['System', '/admin/dashboard/system'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(nav).getByRole('link', { name: 'Contacts' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Contacts' })).toBeInTheDocument();
  });

  it('the phone menu button opens and closes the navigation', async () => {
    signIn();
    mockApi({ 'GET /api/users': { body: [admin] } });
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard/users');
    const menu = await screen.findByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('logout ends the session on the server, removes the token and shows the login page without an expiry note', async () => {
    signIn();
    const api = mockApi({ 'GET /api/users': { body: [admin] }, 'POST /api/auth/logout': { status: 204 } });
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard/users');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/logout')).toHaveLength(1);
    expect(api.callsTo('POST /api/auth/logout')[0]!.headers.Authorization).toMatch(/^Bearer /);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(screen.queryByText(/session has expired/)).not.toBeInTheDocument();
  });

  it('logout still signs out here when the server cannot be reached', async () => {
    signIn();
    mockApi({ 'GET /api/users': { body: [admin] }, 'POST /api/auth/logout': { status: 503, body: { message: 'down' } } });
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard/users');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });
});

describe('least privilege and password resets', () => {
  it('a Content_Creator lands on Posts, sees neither Users, Contacts nor Redirects, and is sent from them to Posts', async () => {
    signIn('Content_Creator', { id: 7, name: 'Amina Yusuf' });
    mockApi({ 'GET /api/posts': { body: [] } });
    renderAdmin('/admin/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Posts' })).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/dashboard/posts');
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Posts', 'Team', 'Header', 'Mission & Vision']);
    expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/admin/dashboard/account');
  });

  it.each(['/admin/dashboard/users', '/admin/dashboard/contacts', '/admin/dashboard/redirects'])(
    'a Content_Creator opening %s is taken to Posts',
    async (path) => {
      signIn('Content_Creator', { id: 7 });
      const api = mockApi({ 'GET /api/posts': { body: [] } });
      renderAdmin(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Posts' })).toBeInTheDocument();
      expect(currentPath()).toBe('/admin/dashboard/posts');
      expect(api.callsTo('GET /api/users')).toHaveLength(0);
      expect(api.callsTo('GET /api/contacts')).toHaveLength(0);
      expect(api.callsTo('GET /api/redirects')).toHaveLength(0);
    },
  );

  it('someone whose password was reset is taken to My account before anything else', async () => {
    localStorage.setItem(TOKEN_KEY, jwt({ sub: '3', role: 'Publisher', name: 'Baraka', credentials_expired: true, exp: Math.floor(Date.now() / 1000) + 3600 }));
    mockApi({ 'GET /api/auth/me': { body: { ...admin, id: 3, role: 'Publisher', full_name: 'Baraka', credentials_expired: true } } });
    renderAdmin('/admin/dashboard/posts');
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/dashboard/account');
    expect(screen.getByRole('alert')).toHaveTextContent('Your password was set by an administrator. Choose a new one to continue.');
  });
});

describe('session end (spec §4)', () => {
  it('an expired token goes to the login page with an explanation, and signing in returns to the same place', async () => {
    const exp = Math.floor(Date.now() / 1000) - 60;
    localStorage.setItem(TOKEN_KEY, jwt({ sub: '1', role: 'Admin', exp }));
    localStorage.setItem(EXPIRATION_KEY, String(exp * 1000));
    const fresh = jwt({ sub: '1', role: 'Admin', name: 'Site Administrator', exp: Math.floor(Date.now() / 1000) + 3600 });
    mockApi({ 'POST /api/auth/login': { body: { token: fresh } }, 'GET /api/posts': { body: [] } });
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard/posts?q=water');
    expect(await screen.findByText('Your session has expired. Please sign in again to continue where you left off.')).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/login');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(EXPIRATION_KEY)).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /Email Address/ }), 'admin@example.com');
    await user.type(screen.getByLabelText(/Password/), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(currentPath()).toBe('/admin/dashboard/posts?q=water'), { timeout: 4000 });
    expect(await screen.findByRole('searchbox', { name: 'Search posts' })).toHaveValue('water');
  });

  it('a 401 from the API ends the session and explains it', async () => {
    signIn();
    mockApi({ 'GET /api/users': { status: 401, body: { message: 'Invalid or expired token' } } });
    renderAdmin('/admin/dashboard/users?page=2');
    expect(await screen.findByText(/session has expired/)).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('the session ends when the token expires while the dashboard is open', async () => {
    jest.useFakeTimers();
    try {
      signIn('Admin', { ttlSeconds: 5 });
      mockApi({ 'GET /api/users': { body: [admin] } });
      renderAdmin('/admin/dashboard/users');
      expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
      await act(async () => {
        jest.advanceTimersByTime(6000);
      });
      expect(await screen.findByText(/session has expired/)).toBeInTheDocument();
      expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('still explains an expiry seen before the tab was reloaded', async () => {
    signIn();
    mockApi({ 'GET /api/users': { status: 401, body: { message: 'Invalid or expired token' } } });
    const first = renderAdmin('/admin/dashboard/users');
    expect(await screen.findByText(/session has expired/)).toBeInTheDocument();
    first.unmount();
    renderAdmin('/admin/dashboard/contacts');
    expect(await screen.findByText(/session has expired/)).toBeInTheDocument();
  });
});
