// The contact form before (or without) its scripts: a plain form post that the page server sends
// on the visitor's behalf (docs/security.md). Chromium with JavaScript turned off.
import { signInAsAdmin } from '../support/admin';
import { ownProduct } from '../support/own-product';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/product';
import { stubMapTiles } from '../support/public-site';
import { allowConsoleErrors, expect, test } from '../support/test';

test.use({ javaScriptEnabled: false });
// Its own instance: the messages sent here must not use up the suite's per-IP contact limit.
const product = ownProduct();

const SUCCESS = 'Thank you! Your message has been sent successfully.';

test('without JavaScript a message is posted, stored once, and the page says so; nothing typed lands in the address; the Admin sees it', async ({
  page,
  request,
  browser,
}) => {
  const marker = `No-script enquiry ${Date.now()}`;
  await page.goto(`${product.url}/contact`);
  await page.getByPlaceholder('Your Name *').fill('Wanjiru Kamau');
  await page.getByPlaceholder('Your Email *').fill('wanjiru.nojs@example.org');
  await page.getByPlaceholder('Your Message').fill(marker);
  await page.getByRole('button', { name: 'SEND MESSAGE' }).click();
  await page.waitForURL('**/contact?sent=1');
  await expect(page.getByText(SUCCESS)).toBeVisible();
  expect(page.url()).not.toMatch(/wanjiru|Kamau|enquiry/i);
  // A reload shows the page again, it does not post again.
  await page.reload();
  await expect(page.getByText(SUCCESS)).toBeVisible();

  const login = await request.post(`${product.url}/api/auth/login`, { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  const { token } = (await login.json()) as { token: string };
  const messages = (await (await request.get(`${product.url}/api/contacts`, { headers: { Authorization: `Bearer ${token}` } })).json()) as {
    name: string;
    email_address: string;
    message: string;
  }[];
  expect(messages.filter((m) => m.message === marker)).toEqual([expect.objectContaining({ name: 'Wanjiru Kamau', email_address: 'wanjiru.nojs@example.org' })]);

  // And an Admin sees it in the back office's inbox (which needs JavaScript).
  const adminContext = await browser.newContext({ javaScriptEnabled: true });
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin, product.url);
  await admin.goto(`${product.url}/admin/dashboard/contacts`);
  await expect(admin.getByRole('table').getByText('wanjiru.nojs@example.org')).toBeVisible();
  await adminContext.close();
});

test('without JavaScript a refused message comes back with what was typed and the spec’s messages beside the fields', async ({ page }) => {
  allowConsoleErrors(page, /status of 400/); // the page answering a refused post is a 400
  await page.goto(`${product.url}/contact`);
  await page.getByPlaceholder('Your Email *').fill('not-an-email');
  await page.getByPlaceholder('Your Message').fill('Please call me about a tender portal.');
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST'),
    page.getByRole('button', { name: 'SEND MESSAGE' }).click(),
  ]);
  expect(response.status()).toBe(400);
  await expect(page.getByText('Please enter your name')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByPlaceholder('Your Email *')).toHaveValue('not-an-email');
  await expect(page.getByPlaceholder('Your Message')).toHaveValue('Please call me about a tender portal.');
  expect(new URL(page.url()).search).toBe('');
  await expect(page.getByText(SUCCESS)).toHaveCount(0);
});

test('a posted form over 128 KB is refused with 413 before anything is sent', async ({ request }) => {
  const small = await request.post(`${product.url}/contact`, { form: { name: 'N', email: 'not-an-email', message: 'x' }, maxRedirects: 0 });
  expect(small.status()).toBe(400);
  const large = await request.post(`${product.url}/contact`, { form: { name: 'N', email: 'n@example.org', message: 'x'.repeat(129 * 1024) }, maxRedirects: 0 });
  expect(large.status()).toBe(413);
});

test.describe('a form sent before the scripts ran', () => {
  test.use({ javaScriptEnabled: true });

  test('the answering page hydrates with what was typed and its messages, and then sends as usual', async ({ page }) => {
    allowConsoleErrors(page, /status of 400/, /net::ERR_FAILED/);
    await stubMapTiles(page);
    // The first page's scripts never arrive, as on a slow connection before they load.
    await page.route('**/*.js', (route) => route.abort());
    await page.goto(`${product.url}/contact`);
    await page.getByPlaceholder('Your Name *').fill('Baraka');
    await page.getByPlaceholder('Your Email *').fill('baraka@');
    await page.unroute('**/*.js');
    await page.getByRole('button', { name: 'SEND MESSAGE' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    // Hydrated (React owns the footer, the last thing it hydrates): typing now validates in the
    // page, and sending goes through the API without a reload.
    await page.waitForFunction(() => {
      const footer = document.querySelector('footer');
      return !!footer && Object.keys(footer).some((key) => key.startsWith('__reactProps'));
    });
    const email = page.getByPlaceholder('Your Email *');
    await expect(email).toHaveValue('baraka@');
    await email.fill('baraka@example.org');
    await expect(page.getByText('Please enter a valid email address')).toHaveCount(0);
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/contacts') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'SEND MESSAGE' }).click();
    expect((await sent).status()).toBe(201);
    await expect(page.getByText(SUCCESS)).toBeVisible();
    await expect(email).toHaveValue('');
  });
});
