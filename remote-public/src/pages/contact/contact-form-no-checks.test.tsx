import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '@/test-utils/render-page';
import { ContactForm, SUCCESS_MESSAGE } from './contact-form';

// Offline, a federated module whose files were never kept can arrive empty instead of failing
// (docs/offline.md, "The contact form offline"): the form must still send, and the API judge.
jest.mock('remote_shared/schemas', () => ({}));

const TOKEN = `${Date.now().toString(36)}.c2lnbmF0dXJlLW9mLXRoZS1hcGk`;

test('without its checks the form sends what was typed and shows the answer, with no error', async () => {
  const user = userEvent.setup();
  const errors = jest.spyOn(console, 'error');
  const { calls } = renderPage(<ContactForm />, {
    routes: { 'POST /api/contacts': { status: 201, body: { id: 1 } }, 'GET /api/contacts/form-token': { status: 200, body: { token: TOKEN } } },
  });
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Wanjiru Kamau');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'wanjiru@example.org');
  await user.click(screen.getByRole('button', { name: 'SEND MESSAGE' }));
  expect(await screen.findByText(SUCCESS_MESSAGE)).toBeInTheDocument();
  expect(calls.filter((call) => call.method === 'POST' && call.path === '/api/contacts')).toHaveLength(1);
  expect(errors).not.toHaveBeenCalled();
});
