// Scheduled publishing in the browser (docs/workflow.md): a Content_Creator's post awaits review; a
// Publisher schedules it from the review queue in East Africa Time; it stays off the site until
// that minute, then appears on /projects and in the sitemap by itself. The product instance runs with CLOCK_OFFSET_FILE, so the
// test moves the API's clock past the minute instead of waiting for it, and with SCHEDULE_CHECK at
// 500 ms, so it need not wait 15 s for a check either (docs/configuration.md).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TINY_PNG, apiToken, createUser, signInWithForm } from '../support/admin';
import { ownProduct } from '../support/own-product';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/product';
import { expect, test } from '../support/test';

const PASSWORD = 'Kestrel-Sorghum-Delta-77';
const clockDir = mkdtempSync(path.join(os.tmpdir(), 'e2e-clock-'));
const clockFile = path.join(clockDir, 'offset');
// The clock offset is refused in production: this one instance runs with NODE_ENV=test.
const product = ownProduct({ NODE_ENV: 'test', CLOCK_OFFSET_FILE: clockFile, SCHEDULE_CHECK: '500ms' });
test.afterAll(() => rmSync(clockDir, { recursive: true, force: true }));

/** `date` as the value of a datetime-local field in East Africa Time (UTC+3, no summer time). */
const eastAfricaLocal = (date: Date) => new Date(date.getTime() + 3 * 3600_000).toISOString().slice(0, 16);

test('a post submitted for review is scheduled by a Publisher and goes public at its minute, on /projects and in the sitemap, and not before', async ({
  page,
  request,
}) => {
  test.slow();
  const base = product.url;
  const token = await apiToken(request, ADMIN_EMAIL, ADMIN_PASSWORD, base);
  const auth = { Authorization: `Bearer ${token}` };
  const creator = await createUser(request, token, 'Content_Creator', { password: PASSWORD, label: 'Sched', baseUrl: base });
  const publisher = await createUser(request, token, 'Publisher', { password: PASSWORD, label: 'Sched', baseUrl: base });

  // A Content_Creator drafts the post and submits it for review (the review itself is admin-workflow.spec.ts).
  const byCreator = { Authorization: `Bearer ${await apiToken(request, creator.email_address, PASSWORD, base)}` };
  const draft = async (title: string) => {
    const upload = await request.post(`${base}/api/uploads`, {
      headers: byCreator,
      multipart: { file: { name: 'dock.png', mimeType: 'image/png', buffer: TINY_PNG }, upload_preset: 'site' },
    });
    const created = await request.post(`${base}/api/posts`, {
      headers: byCreator,
      data: {
        title,
        description: 'Berth planning for the dockyard.',
        category: 'Web Platform',
        image_url: ((await upload.json()) as { secure_url: string }).secure_url,
        status: 'Ongoing',
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    expect((await request.post(`${base}/api/posts/${id}/transitions`, { headers: byCreator, data: { transition: 'submit' } })).status()).toBe(200);
    return id;
  };
  const title = `E2E Scheduled Dockyard ${Date.now()}`;
  const id = await draft(title);

  // The Publisher finds it awaiting review and schedules it ten minutes from now, in the back office.
  await signInWithForm(page, publisher.email_address, PASSWORD, base);
  await page.waitForURL('**/admin/dashboard/users');
  await page.goto(`${base}/admin/dashboard/posts?state=review`);
  await page.getByRole('button', { name: `Schedule: ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule publishing' });
  const at = new Date(Date.now() + 10 * 60_000);
  at.setUTCSeconds(0, 0);
  await dialog.getByLabel(/Publish on \(East Africa Time\)/).fill(eastAfricaLocal(at));
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await expect(dialog).toHaveCount(0);
  const scheduled = (await (await request.get(`${base}/api/posts?state=all`, { headers: auth })).json()) as { id: number; publish_at: string | null }[];
  const stored = scheduled.find((post) => post.id === id);
  expect(new Date(stored?.publish_at ?? NaN).getTime()).toBe(at.getTime());

  const isPublic = async (postId = id) => {
    const posts = (await (await request.get(`${base}/api/posts`)).json()) as { id: number }[];
    const sitemap = await (await request.get(`${base}/sitemap.xml`)).text();
    return { list: posts.some((post) => post.id === postId), sitemap: sitemap.includes(`/projects/${postId}<`) };
  };
  expect(await isPublic()).toEqual({ list: false, sitemap: false });

  // A witness, scheduled two minutes earlier through the API, shows when a check has run.
  const witness = await draft(`E2E Scheduled Witness ${Date.now()}`);
  const witnessAt = new Date(at.getTime() - 2 * 60_000).toISOString();
  expect(
    (await request.post(`${base}/api/posts/${witness}/transitions`, { headers: auth, data: { transition: 'schedule', publish_at: witnessAt } })).status(),
  ).toBe(200);

  // A minute before: the witness's minute has passed and a check has published it, yet the post is
  // still not public. The offset is taken from `at` and the time now, so however long the steps
  // above took, the API's clock reads one minute before.
  writeFileSync(clockFile, String(at.getTime() - 60_000 - Date.now()));
  await expect.poll(() => isPublic(witness), { timeout: 30_000, intervals: [250] }).toEqual({ list: true, sitemap: true });
  expect(await isPublic()).toEqual({ list: false, sitemap: false });

  // Its minute comes: public within one check, with no one pressing anything.
  writeFileSync(clockFile, String(at.getTime() + 5_000 - Date.now()));
  await expect.poll(() => isPublic(), { timeout: 30_000, intervals: [250] }).toEqual({ list: true, sitemap: true });
  await page.goto(`${base}/projects`);
  await expect(page.getByText(title)).toBeVisible();
});
