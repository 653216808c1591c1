// Contacts (docs/inbox.md): the inbox's table with search (on the server) and pager,
// and a failed load that shows an error with Retry. On its own product instance, so the public contact form's rate
// limit (5 per address) is not shared with the public journeys.
import { ownProduct } from '../support/own-product';
import { allowConsoleErrors, expect, test } from '../support/test';
import { signInAsAdmin } from '../support/admin';

const product = ownProduct();

test('contacts: a message sent from the site is found by search and read in full; nothing can be added, edited or deleted', async ({ page }) => {
  const name = `E2E Sender ${Date.now()}`;
  const message = 'We would like a quote for a county revenue app.\nPlease call us next week.';
  const sent = await page.request.post(`${product.url}/api/contacts`, { data: { name, email_address: 'sender@example.org', message } });
  expect(sent.status()).toBe(201);

  await signInAsAdmin(page, product.url);
  await page.goto(`${product.url}/admin/dashboard/contacts`);
  await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^(Add|Edit|Delete)/ })).toHaveCount(0);
  const search = page.getByRole('searchbox', { name: 'Search contacts' });
  await search.fill('county revenue');
  const table = page.getByRole('table', { name: 'Contact messages' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText(name);
  await expect(page.getByText('Showing 1 to 1 of 1 entries')).toBeVisible();
  await search.fill('no such message anywhere');
  await expect(page.getByText('No contacts found.')).toBeVisible();
  await search.fill('sender@example.org');
  await page.getByRole('button', { name: `Read the message from ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Message from ${name}` });
  await expect(dialog).toContainText('Please call us next week.');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('contacts: a failed load shows an error with Retry, and Retry loads them', async ({ page }) => {
  allowConsoleErrors(page, /status of 503/);
  await signInAsAdmin(page, product.url);
  let failing = true;
  // The paged list only (`/api/contacts?page=1`), not the summary behind the badge.
  await page.route(
    (url) => url.pathname === '/api/contacts',
    async (route) => {
      if (failing) await route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'The database is not reachable' }) });
      else await route.continue();
    },
  );
  await page.goto(`${product.url}/admin/dashboard/contacts`);
  const alert = page.locator('main').getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'Failed to load contacts' })).toBeVisible();
  await expect(alert).toContainText('The database is not reachable');
  failing = false;
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('table', { name: 'Contact messages' })).toBeVisible();
  await expect(page.getByText(/^Showing \d+ to \d+ of \d+ entries$/)).toBeVisible();
});
