import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '@/test-utils/render-page';
import { act } from 'react';
import { ContactForm, ERROR_MESSAGE, KEPT_MESSAGES, SUCCESS_MESSAGE } from './contact-form';

const name = () => screen.getByRole('textbox', { name: 'Name' });
const email = () => screen.getByRole('textbox', { name: 'Email' });
const message = () => screen.getByRole('textbox', { name: 'Message (optional)' });
const send = () => screen.getByRole('button', { name: /SEND MESSAGE|SENDING/ });
/** A form token as the API issues them: opened-at time in base 36, a dot, the signature. */
const TOKEN = `${Date.now().toString(36)}.c2lnbmF0dXJlLW9mLXRoZS1hcGk`;

test('the fields of spec §5: placeholders, required marks and the never-published note', () => {
  renderPage(<ContactForm />);
  expect(name()).toHaveAttribute('placeholder', 'Your Name *');
  expect(name()).toBeRequired();
  expect(email()).toHaveAttribute('placeholder', 'Your Email *');
  expect(email()).toBeRequired();
  expect(email()).toHaveAttribute('type', 'email');
  expect(email()).toHaveAccessibleDescription('Your email address will never be published.');
  expect(message()).not.toBeRequired();
});

test('name and email are required, with inline messages, and nothing is sent', async () => {
  const user = userEvent.setup();
  const { calls } = renderPage(<ContactForm />);
  await user.click(send());
  expect(await screen.findByText('Please enter your name')).toBeInTheDocument();
  expect(screen.getByText('Please enter your email')).toBeInTheDocument();
  expect(name()).toHaveAttribute('aria-invalid', 'true');
  expect(name()).toHaveAccessibleDescription('Please enter your name');
  expect(name()).toHaveFocus();
  // Announced as alerts too, for when the focus does not move (Enter pressed in the field in error).
  expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Please enter your name', 'Please enter your email']);
  expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
});

test('the email format is checked, and the message clears as the visitor corrects it', async () => {
  const user = userEvent.setup();
  renderPage(<ContactForm />);
  await user.type(name(), 'Wanjiru');
  await user.type(email(), 'wanjiru@example');
  await user.click(send());
  expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  expect(email()).toHaveFocus();
  await user.type(email(), '.org');
  await screen.findByRole('button', { name: 'SEND MESSAGE' });
  expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
});

test('SENDING... with the button disabled, then the success message and cleared fields', async () => {
  const user = userEvent.setup();
  const { calls } = renderPage(<ContactForm />, {
    routes: { 'POST /api/contacts': { status: 201, body: { id: 1 } }, 'GET /api/contacts/form-token': { status: 200, body: { token: TOKEN } } },
  });
  await user.type(name(), 'Wanjiru Kamau');
  await user.type(email(), 'wanjiru@example.org');
  await user.type(message(), 'We need a revenue portal.');
  await user.click(send());
  expect(await screen.findByText(SUCCESS_MESSAGE)).toBeInTheDocument();
  expect(calls.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
    // The page came without a token (no page server here), so the form asked for one when it appeared.
    { method: 'GET', path: '/api/contacts/form-token', body: undefined },
    {
      method: 'POST',
      path: '/api/contacts',
      body: { name: 'Wanjiru Kamau', email_address: 'wanjiru@example.org', message: 'We need a revenue portal.', form_token: TOKEN },
    },
  ]);
  expect(name()).toHaveValue('');
  expect(email()).toHaveValue('');
  expect(message()).toHaveValue('');
});

test('while the request runs the button says SENDING... and is disabled', async () => {
  const user = userEvent.setup();
  renderPage(<ContactForm />, { routes: { 'POST /api/contacts': { pending: true } } });
  await user.type(name(), 'Wanjiru');
  await user.type(email(), 'wanjiru@example.org');
  await user.click(send());
  const button = await screen.findByRole('button', { name: 'SENDING...' });
  expect(button).toBeDisabled();
});

test('a failure shows the error message and keeps what was typed', async () => {
  const user = userEvent.setup();
  renderPage(<ContactForm />, { routes: { 'POST /api/contacts': { status: 500, body: { message: 'boom' } } } });
  await user.type(name(), 'Wanjiru');
  await user.type(email(), 'wanjiru@example.org');
  await user.click(send());
  expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_MESSAGE);
  expect(name()).toHaveValue('Wanjiru');
  expect(email()).toHaveValue('wanjiru@example.org');
  expect(screen.queryByText(SUCCESS_MESSAGE)).not.toBeInTheDocument();
});

test('a network failure shows the same error message', async () => {
  const user = userEvent.setup();
  renderPage(<ContactForm />, { routes: { 'POST /api/contacts': { network: true } } });
  await user.type(name(), 'Wanjiru');
  await user.type(email(), 'wanjiru@example.org');
  await user.click(send());
  expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_MESSAGE);
});

test('the honeypot is out of reach of keyboards and screen readers, and its value is sent', async () => {
  const user = userEvent.setup();
  const { container, calls } = renderPage(<ContactForm />, { routes: { 'POST /api/contacts': { status: 201, body: {} } } });
  const trap = container.querySelector<HTMLInputElement>('input[name="website"]')!;
  expect(trap).toHaveAttribute('tabindex', '-1');
  expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
  await user.type(name(), 'Bot');
  await user.type(email(), 'bot@example.org');
  await user.type(trap, 'http://spam.example');
  await user.click(send());
  await screen.findByText(SUCCESS_MESSAGE);
  expect(calls.find((call) => call.method === 'POST')!.body).toMatchObject({ website: 'http://spam.example' });
});

test('a form opened a week ago renews its token as it is sent, and sends the renewed one', async () => {
  const user = userEvent.setup();
  const old = `${(Date.now() - 8 * 24 * 3600_000).toString(36)}.b2xkLXNpZ25hdHVyZQ`;
  const { calls } = renderPage(<ContactForm />, {
    routes: {
      'GET /api/contacts/form-token': { status: 200, body: { token: old } },
      'POST /api/contacts/form-token': { status: 200, body: { token: TOKEN } },
      'POST /api/contacts': { status: 201, body: { id: 2 } },
    },
  });
  await user.type(name(), 'Amani');
  await user.type(email(), 'amani@example.org');
  await user.click(send());
  await screen.findByText(SUCCESS_MESSAGE);
  expect(calls.map(({ method, path }) => `${method} ${path}`)).toEqual(['GET /api/contacts/form-token', 'POST /api/contacts/form-token', 'POST /api/contacts']);
  expect(calls[1]!.body).toEqual({ token: old });
  expect(calls[2]!.body).toMatchObject({ form_token: TOKEN });
});

test('the form links the privacy notice', () => {
  renderPage(<ContactForm />);
  expect(screen.getByRole('link', { name: 'privacy notice' })).toHaveAttribute('href', '/privacy');
});

describe('a message written offline (docs/offline.md)', () => {
  // The service worker as the page sees it: jsdom has none.
  const worker = Object.assign(new EventTarget(), { controller: null });
  beforeAll(() => Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true }));
  afterAll(() => Reflect.deleteProperty(navigator, 'serviceWorker'));
  const delivered = (status: number) => act(() => void worker.dispatchEvent(new MessageEvent('message', { data: { type: 'contact-delivered', status } })));

  async function writeOffline(delivery: 'background' | 'next-visit') {
    const user = userEvent.setup();
    renderPage(<ContactForm />, {
      routes: {
        'POST /api/contacts': { status: 202, body: { queued: true, delivery } },
        'GET /api/contacts/form-token': { status: 200, body: { token: TOKEN } },
      },
    });
    await user.type(name(), 'Wanjiru Kamau');
    await user.type(email(), 'wanjiru@example.org');
    await user.click(send());
  }

  test('kept for Background Sync: the visitor is told so, then sees the success text when it is delivered', async () => {
    await writeOffline('background');
    expect(await screen.findByText(KEPT_MESSAGES.background)).toBeInTheDocument();
    expect(screen.queryByText(SUCCESS_MESSAGE)).not.toBeInTheDocument();
    expect(name()).toHaveValue('');
    delivered(201);
    expect(await screen.findByText(SUCCESS_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText(KEPT_MESSAGES.background)).not.toBeInTheDocument();
  });

  test('kept for the next visit where there is no Background Sync; refused when sent, the error text shows', async () => {
    await writeOffline('next-visit');
    expect(await screen.findByText(KEPT_MESSAGES['next-visit'])).toBeInTheDocument();
    delivered(429);
    expect(await screen.findByText(ERROR_MESSAGE)).toBeInTheDocument();
  });
});
