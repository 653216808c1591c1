// Typing into the page server's painted sign-in form goes on while the back office arrives: what is
// typed after the back office's first render read the form, and before its commit replaced it, is
// kept too (docs/performance.md, "The sign-in page").
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@/test/mock-api';
import { renderAdmin } from '@/test/render-admin';
import { jwt } from '@/test/session';

jest.mock('./prepaint', () => {
  const actual = jest.requireActual<typeof import('./prepaint')>('./prepaint');
  return {
    ...actual,
    // The visitor types on right after the first render has read the painted form.
    readPrepaintedLogin: () => {
      const read = actual.readPrepaintedLogin();
      const email = document.querySelector<HTMLInputElement>('form[data-prepaint] input[name="email"]');
      if (email) {
        email.focus();
        email.value = 'late@example.com';
        email.dispatchEvent(new Event('input', { bubbles: true }));
      }
      return read;
    },
  };
});

it('keeps what was typed into the painted form between the first render and the commit, and the field typed in', async () => {
  const token = jwt({ sub: '1', role: 'Admin', name: 'Site Administrator', exp: Math.floor(Date.now() / 1000) + 3600 });
  const api = mockApi({ 'POST /api/auth/login': { body: { token } } });
  const painted = document.createElement('main');
  painted.innerHTML =
    '<form data-prepaint="admin-login"><input name="email" type="email" value="ear"><input name="password" type="password" value="typed-before-scripts"><button disabled>Sign In</button></form>';
  document.body.append(painted);
  renderAdmin('/admin/login');
  await screen.findByRole('heading', { name: 'Admin Login' });
  painted.remove(); // the back office's render replaces it
  const email = screen.getByRole('textbox', { name: /Email Address/ });
  expect(email).toHaveValue('late@example.com');
  expect(screen.getByLabelText(/Password/)).toHaveValue('typed-before-scripts');
  await waitFor(() => expect(email).toHaveFocus());
  await userEvent.setup().click(screen.getByRole('button', { name: 'Sign In' }));
  await waitFor(() =>
    expect(api.calls.find((call) => call.path === '/api/auth/login')?.body).toEqual({ email: 'late@example.com', password: 'typed-before-scripts' }),
  );
});
