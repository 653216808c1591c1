// 'Forgot password?' with a real mail server in the test process (docs/mail.md): the link is
// mailed, works once, and signs nobody in by itself.
import { TestMailServer, recipientOf } from 'tools/testing/mail-server';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startProduct, type RunningProduct } from '../support/product';
import { stubMapTiles } from '../support/public-site';
import { allowConsoleErrors, expect, test } from '../support/test';

let smtp: TestMailServer;
let product: RunningProduct;

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(120_000);
  smtp = await new TestMailServer().start();
  product = await startProduct({ SMTP_URL: smtp.url, MAIL_FROM: 'Savanna Digital <no-reply@savanna.example>', NOTIFY_EMAIL: 'sales@savanna.example' });
});
test.afterAll(async () => {
  await product?.stop();
  await smtp?.stop();
});

test('an Admin who forgot their password gets a link by mail, chooses a new one, and signs in with it', async ({ page, request }) => {
  allowConsoleErrors(page, /status of 400/); // the second use of the link, on purpose
  await page.goto(`${product.url}/admin/login`);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.waitForURL('**/admin/forgot-password');
  await page.getByRole('textbox', { name: /Email Address/ }).fill(ADMIN_EMAIL);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(
    page.getByText('If an account uses that address, we have sent it a link to choose a new password. The link works once, for 30 minutes.'),
  ).toBeVisible();

  const mail = await smtp.waitFor((m) => recipientOf(m) === ADMIN_EMAIL && (m.text ?? '').includes('/admin/reset-password?token='));
  const link = /(https?:\/\/\S+\/admin\/reset-password\?token=[\w-]+)/.exec(mail.text ?? '')![1]!;
  expect(new URL(link).origin).toBe(product.url);

  // A signed-in session elsewhere ends when the link is used.
  const before = (await (await request.post(`${product.url}/api/auth/login`, { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } })).json()) as {
    token: string;
  };

  await page.goto(link);
  await page.getByLabel(/^New Password/).fill('Kestrel-Sorghum-Delta-77');
  await page.getByLabel(/Confirm New Password/).fill('Kestrel-Sorghum-Delta-77');
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await page.waitForURL('**/admin/login');
  await expect(page.getByRole('alert').filter({ hasText: 'Your new password is set. Sign in with it.' })).toBeVisible();
  expect((await request.get(`${product.url}/api/auth/me`, { headers: { Authorization: `Bearer ${before.token}` } })).status()).toBe(401);

  await page.getByRole('textbox', { name: /Email Address/ }).fill(ADMIN_EMAIL);
  await page.getByLabel(/Password/).fill('Kestrel-Sorghum-Delta-77');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/admin/dashboard/users');

  // The link worked once.
  await page.goto(link);
  await page.getByLabel(/^New Password/).fill('Acacia-Ferry-Lion-2031');
  await page.getByLabel(/Confirm New Password/).fill('Acacia-Ferry-Lion-2031');
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByText('This link is not valid any more. Ask for a new one.')).toBeVisible();
});

test('an address without an account gets the same answer and no mail', async ({ page }) => {
  await page.goto(`${product.url}/admin/forgot-password`);
  await page.getByRole('textbox', { name: /Email Address/ }).fill('nobody@savanna.example');
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(
    page.getByText('If an account uses that address, we have sent it a link to choose a new password. The link works once, for 30 minutes.'),
  ).toBeVisible();
  await page.waitForTimeout(1500); // the outbox is looked at within 50 ms of a request that queues a mail
  expect(smtp.received.filter((m) => recipientOf(m) === 'nobody@savanna.example')).toEqual([]);
});

test('a message sent on /contact is announced to the company mailbox, Reply-To the visitor', async ({ page }) => {
  await stubMapTiles(page);
  await page.goto(`${product.url}/contact`);
  await page.waitForFunction(() => {
    const footer = document.querySelector('footer');
    return !!footer && Object.keys(footer).some((key) => key.startsWith('__reactProps'));
  });
  const marker = `Tender portal enquiry ${Date.now()}`;
  await page.getByPlaceholder('Your Name *').fill('Achieng Otieno');
  await page.getByPlaceholder('Your Email *').fill('achieng@example.org');
  await page.getByPlaceholder('Your Message').fill(marker);
  await page.getByRole('button', { name: 'SEND MESSAGE' }).click();
  await expect(page.getByText('Thank you! Your message has been sent successfully.')).toBeVisible();
  const mail = await smtp.waitFor((m) => (m.text ?? '').includes(marker));
  expect(recipientOf(mail)).toBe('sales@savanna.example');
  expect(mail.replyTo?.value[0]).toMatchObject({ name: 'Achieng Otieno', address: 'achieng@example.org' });
});
