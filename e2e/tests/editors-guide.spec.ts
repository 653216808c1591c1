// The editors' guide (docs/editors/guide.md), step by step: each picture of the guide is a step of
// these journeys against the demo data, on a product instance of this file's own with a mail server,
// so a change that breaks a step the guide describes fails here. `npm run docs:screenshots`
// (DOCS_SCREENSHOTS=1) also writes the pictures (e2e/support/guide.ts).
import type { APIRequestContext, Page } from '@playwright/test';
import { TestMailServer } from 'tools/testing/mail-server';
import { guideStep } from '../support/guide';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startProduct, type RunningProduct } from '../support/product';
import { expect, test } from '../support/test';

const PASSWORD = 'Kestrel-Sorghum-Delta-77';
const CREATOR = {
  full_name: 'Amani Wanjiru',
  email_address: 'amani@savanna.example',
  telephone_number: '+254 700 123 456',
  password: PASSWORD,
  role: 'Content_Creator',
};
const PUBLISHER = {
  full_name: 'Grace Mutoni',
  email_address: 'grace@savanna.example',
  telephone_number: '+250 788 123 456',
  password: PASSWORD,
  role: 'Publisher',
};
const TITLE = 'County Health Records Platform';
const VISITOR = {
  name: 'Amina Njoroge',
  email_address: 'amina.njoroge@example.org',
  message: 'We need a permits portal for our county. Can we meet next week in Westlands?',
};

let smtp: TestMailServer;
let product: RunningProduct;

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1440, height: 900 } });

test.beforeAll(async ({ request }, testInfo) => {
  testInfo.setTimeout(120_000);
  smtp = await new TestMailServer().start();
  product = await startProduct({ SMTP_URL: smtp.url, MAIL_FROM: 'Savanna Digital <no-reply@savanna.example>', NOTIFY_EMAIL: 'office@savanna.example' });
  const token = await tokenOf(request, ADMIN_EMAIL, ADMIN_PASSWORD);
  for (const user of [CREATOR, PUBLISHER])
    expect((await request.post(`${product.url}/api/users`, { headers: { Authorization: `Bearer ${token}` }, data: user })).status()).toBe(201);
});
test.afterAll(async () => {
  await product?.stop();
  await smtp?.stop();
});

async function tokenOf(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post(`${product.url}/api/auth/login`, { data: { email, password } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/** Opens the back office as `email`, signed in (the sign-in form itself is the first step). */
async function openAs(page: Page, email: string, password = PASSWORD, address = '/admin/dashboard/posts'): Promise<void> {
  const token = await tokenOf(page.request, email, password);
  await page.goto(`${product.url}/admin/login`);
  await page.evaluate((value) => (localStorage.clear(), localStorage.setItem('token', value)), token);
  await page.goto(`${product.url}${address}`);
}

test('signing in', async ({ page }) => {
  await page.goto(`${product.url}/admin/login`);
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Sign In' }) });
  await page.getByRole('textbox', { name: /Email Address/ }).fill(CREATOR.email_address);
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toBeVisible();
  await guideStep(page, 'sign-in', form.locator('xpath=..'));
});

test('my account', async ({ page }) => {
  await openAs(page, CREATOR.email_address, PASSWORD, '/admin/dashboard/account');
  await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible();
  await guideStep(page, 'my-account', page.getByRole('main'), { content: true });
});

test('writing a post and submitting it for review', async ({ page }) => {
  await openAs(page, CREATOR.email_address);
  const image = ((await (await page.request.get(`${product.url}/api/posts`)).json()) as { image_url: string }[])[0]!.image_url;
  await page.getByRole('button', { name: 'Add New' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Post' });
  await dialog.getByRole('textbox', { name: /Title/ }).fill(TITLE);
  await dialog.getByRole('textbox', { name: /Category/ }).fill('Health');
  await dialog.getByRole('textbox', { name: /Client/ }).fill('Kisumu County Government');
  await dialog
    .getByRole('textbox', { name: /Description/ })
    .fill('Patient records shared by the county hospital and its forty clinics, on the phone or the web.');
  await dialog.getByLabel('Or paste an image address').fill(image);
  await guideStep(page, 'new-post', dialog);

  await dialog.getByRole('button', { name: 'Translations (Kiswahili, Français)' }).click();
  await dialog.getByRole('textbox', { name: /^Title \(Kiswahili\)/ }).fill('Mfumo wa Kumbukumbu za Afya wa Kaunti');
  const translations = dialog.getByRole('tabpanel');
  await translations.scrollIntoViewIfNeeded();
  await guideStep(page, 'translations', dialog);

  await dialog.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Submitted for review' })).toBeVisible();
  await expect(dialog).toHaveCount(0);
});

test('review: the queue, asking for changes, scheduling', async ({ page }) => {
  await openAs(page, PUBLISHER.email_address);
  const tabs = page.getByRole('group', { name: 'Show posts' });
  await tabs.getByRole('button', { name: /Awaiting review/ }).click();
  const table = page.getByRole('table', { name: 'Posts' });
  await expect(table).toContainText(TITLE);
  await guideStep(page, 'review-queue', page.getByRole('main'), { content: true });

  await table.getByRole('button', { name: `Request changes: ${TITLE}` }).click();
  const ask = page.getByRole('dialog', { name: 'Request changes' });
  await ask.getByRole('textbox', { name: /Comment for the author/ }).fill('Please add the number of clinics to the title.');
  await guideStep(page, 'request-changes', ask);
  await ask.getByRole('button', { name: 'Cancel' }).click();

  await table.getByRole('button', { name: `Schedule: ${TITLE}` }).click();
  const schedule = page.getByRole('dialog', { name: 'Schedule publishing' });
  await schedule.getByLabel(/Publish on \(East Africa Time\)/).fill('2030-03-05T09:00');
  await page.keyboard.press('Tab');
  await guideStep(page, 'schedule', schedule);
  await schedule.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /scheduled/i })).toBeVisible();
});

test('history and restore', async ({ page }) => {
  await openAs(page, PUBLISHER.email_address, PASSWORD, `/admin/dashboard/posts?q=${encodeURIComponent(TITLE)}`);
  // The Publisher corrects the description: one more revision, with one field changed.
  await page.getByRole('button', { name: `Edit ${TITLE}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Post' });
  await edit.getByRole('textbox', { name: /Description/ }).fill('Patient records shared by the county hospital and its 40 clinics, on the phone or the web.');
  await edit.getByRole('button', { name: 'Update Post' }).click();
  await expect(edit).toHaveCount(0);
  await page.getByRole('button', { name: `History of ${TITLE}` }).click();
  const history = page.getByRole('dialog', { name: `History: ${TITLE}` });
  await expect(
    history
      .getByRole('list', { name: `Revisions of ${TITLE}` })
      .getByRole('listitem')
      .first(),
  ).toBeVisible();
  await guideStep(page, 'history', history);
});

test('the inbox: reading and answering a message', async ({ page }) => {
  expect((await page.request.post(`${product.url}/api/contacts`, { data: VISITOR })).status()).toBe(201);
  await openAs(page, PUBLISHER.email_address, PASSWORD, '/admin/dashboard/contacts');
  await expect(page.getByRole('table', { name: 'Contact messages' })).toContainText(VISITOR.name);
  await guideStep(page, 'inbox', page.getByRole('main'), { content: true });

  await page.getByRole('button', { name: `Read the message from ${VISITOR.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Message from ${VISITOR.name}` });
  await dialog.getByRole('textbox', { name: /Your reply/ }).fill('Dear Amina, Tuesday at 10:00 in Westlands suits us. Karibu!');
  await guideStep(page, 'message', dialog);
  await dialog.getByRole('button', { name: 'Send reply' }).click();
  await expect(dialog.getByText('Dear Amina, Tuesday at 10:00 in Westlands suits us. Karibu!')).toBeVisible();
});

test('privacy requests: an Admin looks an address up', async ({ page }) => {
  await openAs(page, ADMIN_EMAIL, ADMIN_PASSWORD, '/admin/dashboard/contacts');
  await page.getByRole('button', { name: 'Privacy tools' }).click();
  const tools = page.getByRole('dialog', { name: 'Privacy tools' });
  await tools.getByRole('textbox', { name: /Email address/ }).fill(VISITOR.email_address);
  await tools.getByRole('button', { name: 'Look up' }).click();
  await expect(tools.getByRole('button', { name: /Download JSON/ })).toBeVisible();
  await guideStep(page, 'privacy-tools', tools);
});
