// Preview (docs/workflow.md, "Preview") in the browser: a Content_Creator's draft opens on its
// project page through the signed link the back office gives, rendered by the page server with
// noindex and no-store, while it stays off /projects; past the link's hour it answers a clear 410
// page. The product instance runs with CLOCK_OFFSET_FILE, so the test moves the API's clock past
// the hour instead of waiting for it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ownProduct } from '../support/own-product';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/product';
import { expect, test } from '../support/test';

const clockDir = mkdtempSync(path.join(os.tmpdir(), 'e2e-preview-clock-'));
const clockFile = path.join(clockDir, 'offset');
// The clock offset is refused in production: this one instance runs with NODE_ENV=test.
const product = ownProduct({ NODE_ENV: 'test', CLOCK_OFFSET_FILE: clockFile });
test.afterAll(() => rmSync(clockDir, { recursive: true, force: true }));

test("a Content_Creator's draft opens in preview through its link, noindex and never public; the link stops working after its hour", async ({
  page,
  context,
  request,
}) => {
  test.slow();
  const base = product.url;
  const login = async (email: string, password: string) =>
    ((await (await request.post(`${base}/api/auth/login`, { data: { email, password } })).json()) as { token: string }).token;
  const admin = await login(ADMIN_EMAIL, ADMIN_PASSWORD);
  const password = 'Creator-Baobab-Lantern-42';
  const email = `creator-${Date.now()}@example.com`;
  const made = await request.post(`${base}/api/users`, {
    headers: { Authorization: `Bearer ${admin}` },
    data: { full_name: 'Neema Creator', email_address: email, telephone_number: '+254 700 000 000', role: 'Content_Creator', password },
  });
  expect(made.status()).toBe(201);
  const creator = await login(email, password);
  const title = `E2E Preview Harbour ${Date.now()}`;
  const created = await request.post(`${base}/api/posts`, {
    headers: { Authorization: `Bearer ${creator}` },
    data: {
      title,
      description: 'Berth planning for the harbour.',
      category: 'Web Platform',
      image_url: '/uploads/demo/project-digital-birth-registration.webp',
      status: 'Ongoing',
      client: 'Port of Dar es Salaam',
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  // The Content_Creator asks for the link in the back office and opens it.
  await page.goto(`${base}/admin/login`);
  await page.evaluate((token) => localStorage.setItem('token', token), creator);
  await page.goto(`${base}/admin/dashboard/posts?q=${encodeURIComponent(title)}`);
  await page.getByRole('button', { name: `Preview: ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Preview link' });
  await expect(dialog).toContainText('It is not public');
  const address = await dialog.getByRole('textbox', { name: 'Link' }).inputValue();
  expect(address).toMatch(new RegExp(`^${base}/projects/${id}/preview\\?token=`));
  const [preview] = await Promise.all([context.waitForEvent('page'), dialog.getByRole('link', { name: 'Open preview' }).click()]);
  await preview.waitForLoadState();
  await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(preview.getByRole('complementary', { name: 'Preview: not public' })).toContainText('This project is a draft.');
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

  // Rendered by the page server, for this request only.
  const answer = await request.get(address);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['x-robots-tag']).toBe('noindex');
  expect(answer.headers()['cache-control']).toBe('no-store');
  const html = await answer.text();
  expect(html).toContain(title);
  expect(html).toContain('<meta name="robots" content="noindex">');
  // Never public: not on /projects, not at its own address, not in the sitemap.
  expect(await (await request.get(`${base}/projects`)).text()).not.toContain(title);
  expect((await request.get(`${base}/api/posts/${id}`)).status()).toBe(404);
  expect(await (await request.get(`${base}/sitemap.xml`)).text()).not.toContain(`/projects/${id}<`);

  // An hour later the same link is a clear page, not the draft.
  writeFileSync(clockFile, String(60 * 60_000 + 5_000));
  const expired = await preview.reload();
  expect(expired?.status()).toBe(410);
  await expect(preview.getByRole('heading', { name: 'Preview link expired' })).toBeVisible();
  await expect(preview.getByText('This preview link has expired. Ask for a new one in the back office.')).toBeVisible();
  await expect(preview.getByRole('heading', { name: title })).toHaveCount(0);
  // A forged token is refused the same clear way.
  const forged = await request.get(`${base}/projects/${id}/preview?token=${'a'.repeat(6)}.${'b'.repeat(43)}`);
  expect(forged.status()).toBe(403);
  expect(await forged.text()).toContain('Preview link not valid');
});
