// The contact inbox end to end with a real mail server in the test process (docs/inbox.md): a
// visitor writes on /contact, the company mailbox is told, the team sees the unread count, opens
// the message, replies, and the visitor's address receives the reply from the company. Then
// archive and restore, the spam folder, the CSV export, and the Admin's privacy tools.
import { readFile } from 'node:fs/promises';
import { TestMailServer, recipientOf } from 'tools/testing/mail-server';
import { signInAsAdmin } from '../support/admin';
import { startProduct, type RunningProduct } from '../support/product';
import { gotoHydrated, stubMapTiles } from '../support/public-site';
import { expect, test } from '../support/test';

let smtp: TestMailServer;
let product: RunningProduct;
const COMPANY = 'sales@savanna.example';

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(120_000);
  smtp = await new TestMailServer().start();
  product = await startProduct({ SMTP_URL: smtp.url, MAIL_FROM: 'Savanna Digital <no-reply@savanna.example>', NOTIFY_EMAIL: COMPANY });
});
test.afterAll(async () => {
  await product?.stop();
  await smtp?.stop();
});

test('a visitor writes, the mailbox is told, the team sees it unread, opens it and replies, and the visitor receives the reply', async ({ page }) => {
  const visitor = `amina.${Date.now()}@example.org`;
  await stubMapTiles(page);
  await gotoHydrated(page, `${product.url}/contact`);
  await page.getByPlaceholder('Your Name *').fill('Amina Njoroge');
  await page.getByPlaceholder('Your Email *').fill(visitor);
  await page.getByPlaceholder('Your Message').fill('We need a permits portal for our county. Can we meet next week?');
  await page.getByRole('button', { name: 'SEND MESSAGE' }).click();
  await expect(page.getByText('Thank you! Your message has been sent successfully.')).toBeVisible();

  // The company mailbox is told, and answering that mail would reach the visitor.
  const notice = await smtp.waitFor((m) => recipientOf(m) === COMPANY && (m.text ?? '').includes('permits portal'));
  expect(notice.replyTo?.value.map((a) => a.address)).toEqual([visitor]);

  await signInAsAdmin(page, product.url);
  await page.goto(`${product.url}/admin/dashboard/contacts`);
  const navigation = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(navigation.getByRole('link', { name: /Contacts \(1 unread\)/ })).toBeVisible();
  const tabs = page.getByRole('group', { name: 'Show messages' });
  await tabs.getByRole('button', { name: /^New/ }).click();
  await expect(page).toHaveURL(/state=new/);
  await page.getByRole('button', { name: 'Read the message from Amina Njoroge' }).click();
  const dialog = page.getByRole('dialog', { name: 'Message from Amina Njoroge' });
  await expect(dialog).toContainText('Can we meet next week?');
  // Opening it read it, for the whole team: the badge goes.
  await expect(navigation.getByRole('link', { name: /unread/ })).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Send reply' }).click();
  await expect(dialog.getByText('Write a reply')).toBeVisible();
  await dialog.getByRole('textbox', { name: /Your reply/ }).fill('Dear Amina, Tuesday at 10:00 in Westlands suits us. Karibu!');
  await dialog.getByRole('button', { name: 'Send reply' }).click();
  await expect(dialog.getByText('Dear Amina, Tuesday at 10:00 in Westlands suits us. Karibu!')).toBeVisible();

  const reply = await smtp.waitFor((m) => recipientOf(m) === visitor);
  expect(reply.from?.text).toContain('no-reply@savanna.example');
  expect(reply.replyTo?.value.map((a) => a.address)).toEqual([COMPANY]);
  expect(reply.text).toContain('Tuesday at 10:00');
  expect(reply.text).toContain('permits portal'); // the visitor's words, quoted
  await expect(dialog.getByText(/^Sent/).first()).toBeVisible();
  await expect(dialog.getByText('Replied', { exact: true }).first()).toBeVisible();
});

test('archive and restore, the spam folder, and the CSV export of the current filter', async ({ page }) => {
  const stamp = Date.now();
  for (const [name, message] of [
    [`Baraka ${stamp}`, 'A quote for an exam results portal, please.'],
    [`Bulk ${stamp}`, 'Cheap seo services and backlinks: http://a.example http://b.example http://c.example'],
  ]) {
    expect((await page.request.post(`${product.url}/api/contacts`, { data: { name, email_address: `x${stamp}@example.org`, message } })).status()).toBe(201);
  }
  await signInAsAdmin(page, product.url);
  await page.goto(`${product.url}/admin/dashboard/contacts`);
  const table = page.getByRole('table', { name: 'Contact messages' });
  await expect(table).toContainText(`Baraka ${stamp}`);
  await expect(table).not.toContainText(`Bulk ${stamp}`);

  await page.getByRole('button', { name: `Read the message from Baraka ${stamp}` }).click();
  const dialog = page.getByRole('dialog', { name: `Message from Baraka ${stamp}` });
  await dialog.getByRole('button', { name: 'Archive' }).click();
  await expect(dialog.getByRole('button', { name: 'Restore' })).toBeVisible();
  await page.keyboard.press('Escape');
  const tabs = page.getByRole('group', { name: 'Show messages' });
  await tabs.getByRole('button', { name: /^Archived/ }).click();
  await expect(table).toContainText(`Baraka ${stamp}`);

  await tabs.getByRole('button', { name: /^Spam/ }).click();
  await page.getByRole('button', { name: `Read the message from Bulk ${stamp}` }).click();
  const spam = page.getByRole('dialog', { name: `Message from Bulk ${stamp}` });
  await expect(spam).toContainText('3 links');

  await page.keyboard.press('Escape');
  await tabs.getByRole('button', { name: /^Archived/ }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  expect(csv).toContain(`"Baraka ${stamp}"`);
  expect(csv).not.toContain(`Bulk ${stamp}`);
});

test('an Admin finds everything held about one address, downloads it, and erases it', async ({ page }) => {
  const address = `erase.me.${Date.now()}@example.org`;
  expect(
    (await page.request.post(`${product.url}/api/contacts`, { data: { name: 'Erase Me', email_address: address, message: 'Please call me.' } })).status(),
  ).toBe(201);
  await signInAsAdmin(page, product.url);
  await page.goto(`${product.url}/admin/dashboard/contacts`);
  await page.getByRole('button', { name: 'Privacy tools' }).click();
  const tools = page.getByRole('dialog', { name: 'Privacy tools' });
  await tools.getByRole('textbox', { name: /Email address/ }).fill(address);
  await tools.getByRole('button', { name: 'Look up' }).click();
  await expect(tools).toContainText('Please call me.');
  const [download] = await Promise.all([page.waitForEvent('download'), tools.getByRole('button', { name: /Download JSON/ }).click()]);
  const held = JSON.parse(await readFile((await download.path())!, 'utf8')) as { email: string; messages: unknown[] };
  expect(held.email).toBe(address);
  expect(held.messages).toHaveLength(1);
  await tools.getByRole('button', { name: /Erase everything/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Erase everything' }).click();
  await expect(page.getByText('Personal data erased')).toBeVisible();
  await tools.getByRole('button', { name: 'Look up' }).click();
  await expect(tools).not.toContainText('Please call me.');
});
