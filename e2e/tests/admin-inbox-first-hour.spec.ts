// What staff trip over in the inbox in their first hour (docs/inbox.md), with a real mail server in
// the test process: a reply's delivery moves from queued to failing to sent by itself while its
// window stays open; spam set aside only for being sent within seconds of opening the page is
// counted on the Contacts entry and says why it is there; erasing a person's data says what went.
// Its own instance: the mail server refuses on demand, retries come after a second, and the spam
// timing is on (15 s, as public-contact-spam.spec.ts has it, docs/decisions/0122-the-spam-tests-window-is-15-s-not-the-shipped-3-s.md).
import type { APIRequestContext } from '@playwright/test';
import { recipientOf } from 'tools/testing/mail-server';
import { apiToken, signInAsAdmin } from '../support/admin';
import { ownProductWithMail } from '../support/own-product';
import { expect, test } from '../support/test';

const COMPANY = 'sales@savanna.example';
const product = ownProductWithMail({ NOTIFY_EMAIL: COMPANY, MAIL_RETRY_BASE: '1s', CONTACT_MIN_SECONDS: '15', CONTACT_RATE_LIMIT: '100' });
test.afterEach(() => {
  product.smtp.mode = 'accept';
});

/** A message as a person's form sends it (without a form token: suspect, but not spam by that alone). */
async function send(request: APIRequestContext, data: Record<string, string>) {
  const response = await request.post(`${product.url}/api/contacts`, { data });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

test('a reply goes from queued to failing to sent by itself while its window stays open', async ({ page, request }) => {
  test.slow(); // the outbox retries after a second, then looks every 5 s
  const stamp = Date.now();
  const visitor = `live.${stamp}@example.org`;
  await send(request, { name: `Neema ${stamp}`, email_address: visitor, message: 'Can you build our school fees portal?' });
  product.smtp.mode = 'refuse';

  await signInAsAdmin(page, product.url);
  await page.goto(`${product.url}/admin/dashboard/contacts`);
  await page.getByRole('button', { name: `Read the message from Neema ${stamp}` }).click();
  const dialog = page.getByRole('dialog', { name: `Message from Neema ${stamp}` });
  await dialog.getByRole('textbox', { name: /Your reply/ }).fill('Dear Neema, yes: may we call you on Monday?');
  await dialog.getByRole('button', { name: 'Send reply' }).click();
  const thread = dialog.getByRole('list').filter({ hasText: 'Dear Neema, yes' });
  await expect(thread).toBeVisible();

  // The server refuses it: the window shows it failing, with the reason, without being reopened.
  await expect(thread.getByText('Failing', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(thread.getByRole('alert')).toContainText('Mailbox unavailable, try later');

  // The server takes mail again; the outbox's retry sends it, and the same open window says so.
  product.smtp.mode = 'accept';
  await product.smtp.waitFor((m) => recipientOf(m) === visitor, 30_000);
  await expect(thread.getByText('Sent', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(thread.getByRole('alert')).toHaveCount(0);
});

test('spam sent within seconds of opening the page is counted on the Contacts entry, and says why it is there', async ({ page, request }) => {
  const stamp = Date.now();
  // A person who pasted their details: the form sent at once after it opened.
  const { token } = (await (await request.get(`${product.url}/api/contacts/form-token`)).json()) as { token: string };
  const pasted = `Pasted ${stamp}`;
  await send(request, { name: pasted, email_address: `pasted.${stamp}@example.org`, message: 'We need a records system for our county.', form_token: token });
  // Fast and full of links: a bot, not counted.
  await send(request, {
    name: `Linky ${stamp}`,
    email_address: `linky.${stamp}@example.org`,
    message: 'http://a.example http://b.example http://c.example',
    form_token: token,
  });

  await signInAsAdmin(page, product.url);
  await page.goto(`${product.url}/admin/dashboard/contacts`);
  const contacts = page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: /Contacts/ });
  await expect(contacts).toHaveAccessibleName(/\(1 message in Spam may be from a person\)/);
  await expect(page.getByText('1 message went to Spam only for being sent within seconds of opening the contact page')).toBeVisible();
  await page.getByRole('button', { name: 'Check Spam' }).click();
  await expect(page).toHaveURL(/state=spam/);

  // Each message in Spam says why, in staff's words.
  const row = page.getByRole('row').filter({ hasText: pasted });
  await expect(row.getByRole('list', { name: 'Why it is in Spam' })).toHaveText(
    /^Sent (less than a second|\d+ seconds?) after the contact page opened, faster than anyone can type\.$/,
  );
  await expect(row.getByText('Often a person who pasted their details: read it, and choose Not spam if it is real.')).toBeVisible();
  const bot = page
    .getByRole('row')
    .filter({ hasText: `Linky ${stamp}` })
    .getByRole('list', { name: 'Why it is in Spam' });
  await expect(bot).toContainText('It contains 3 links.');

  // Marked not spam, it is a new message, and the Spam badge goes.
  await row.getByRole('button', { name: `Read the message from ${pasted}` }).click();
  const dialog = page.getByRole('dialog', { name: `Message from ${pasted}` });
  await expect(dialog.getByRole('list', { name: 'Why it is in Spam' })).toContainText('after the contact page opened');
  await dialog.getByRole('button', { name: 'Not spam' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /not spam/i })).toBeVisible();
  await expect(contacts).not.toHaveAccessibleName(/in Spam/);
  await expect(contacts).toHaveAccessibleName(/\(1 unread\)/);
});

test('erasing a person’s data says what was erased, as Activity records it', async ({ page, request }) => {
  const stamp = Date.now();
  const address = `erase.counts.${stamp}@example.org`;
  const first = await send(request, { name: 'Erase Counts', email_address: address, message: 'First message.' });
  await send(request, { name: 'Erase Counts', email_address: address, message: 'Second message.' });
  const admin = await apiToken(request, undefined, undefined, product.url);
  const replied = await request.post(`${product.url}/api/contacts/${first}/replies`, {
    headers: { Authorization: `Bearer ${admin}` },
    data: { text: 'Thank you, we will call.' },
  });
  expect(replied.status(), await replied.text()).toBe(201);

  await signInAsAdmin(page, product.url);
  await page.goto(`${product.url}/admin/dashboard/contacts`);
  await page.getByRole('button', { name: 'Privacy tools' }).click();
  const tools = page.getByRole('dialog', { name: 'Privacy tools' });
  await tools.getByRole('textbox', { name: /Email address/ }).fill(address);
  await tools.getByRole('button', { name: 'Look up' }).click();
  await expect(tools).toContainText('Second message.');
  await tools.getByRole('button', { name: /Erase everything/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Erase everything' }).click();
  // Two messages, the reply, and three mails: the company's two notifications and the reply.
  await expect(page.getByRole('alert').filter({ hasText: 'Personal data erased: 2 messages, 1 reply, 3 mails' })).toBeVisible();
  await expect(tools.getByRole('status').filter({ hasText: 'Erased everything held about' })).toHaveText(
    `Erased everything held about ${address}: 2 messages, 1 reply and 3 mails. Activity records these counts, never the address.`,
  );

  // The Activity entry holds the same counts.
  const activity = await request.get(`${product.url}/api/activity?action=personal_data_erased`, { headers: { Authorization: `Bearer ${admin}` } });
  expect(activity.status()).toBe(200);
  expect(JSON.stringify(await activity.json())).toContain('2 messages, 1 replies, 3 mails');
});
