// Bulk actions on posts (docs/workflow.md, "Bulk actions"): an Admin selects several posts,
// unpublishes them (they leave /projects), sees a partial failure named with its reason, and
// deletes two after confirming.
import { TINY_PNG, signInAsAdmin } from '../support/admin';
import { expect, test } from '../support/test';

test('select several posts, unpublish them, see which failed and why, delete after confirming', async ({ page }) => {
  test.slow(); // several saves in a row on a shared machine
  const token = await signInAsAdmin(page);
  const auth = { Authorization: `Bearer ${token}` };
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e4)}`;
  const titles = [1, 2, 3].map((n) => `E2E Bulk ${n} ${stamp}`);
  const upload = await page.request.post('/api/uploads', {
    headers: auth,
    multipart: { file: { name: 'bulk.png', mimeType: 'image/png', buffer: TINY_PNG }, upload_preset: 'site' },
  });
  expect(upload.ok()).toBe(true);
  const image_url = ((await upload.json()) as { secure_url: string }).secure_url;
  const ids: number[] = [];
  try {
    // An Admin's posts are published at once.
    for (const title of titles) {
      const made = await page.request.post('/api/posts', { headers: auth, data: { title, description: 'Bulk actions.', category: 'Testing', image_url } });
      expect(made.status()).toBe(201);
      ids.push(((await made.json()) as { id: number }).id);
    }
    await page.goto(`/admin/dashboard/posts?state=published&q=${encodeURIComponent(stamp)}`);
    const bar = page.getByRole('group', { name: 'Bulk actions' });
    const table = page.getByRole('table', { name: 'Posts' });
    await expect(table).toContainText(titles[2]!);

    // Two of them unpublished together: they leave the public site.
    for (const title of titles.slice(0, 2)) await table.getByRole('checkbox', { name: `Select ${title}` }).check();
    await expect(bar).toContainText('2 selected');
    await bar.getByRole('button', { name: 'Unpublish' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '2 posts unpublished' })).toBeVisible();
    await page.goto('/projects');
    await expect(page.getByText(titles[2]!)).toBeVisible();
    await expect(page.getByText(titles[0]!)).toHaveCount(0);

    // The third and an unpublished one: one is done, the other is named with the reason.
    await page.goto(`/admin/dashboard/posts?state=all&q=${encodeURIComponent(stamp)}`);
    for (const title of [titles[0]!, titles[2]!]) await table.getByRole('checkbox', { name: `Select ${title}` }).check();
    await bar.getByRole('button', { name: 'Unpublish' }).click();
    const partial = page.getByRole('alert').filter({ hasText: '1 post unpublished; 1 post failed' });
    await expect(partial).toBeVisible();
    await expect(partial).toContainText(`${titles[0]}: A post that is unpublished cannot be moved by "unpublish"`);
    await expect(table.getByRole('checkbox', { name: `Select ${titles[0]}` })).toBeChecked();

    // Delete asks first; then both go.
    await table.getByRole('checkbox', { name: `Select ${titles[1]}` }).check();
    await bar.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete posts' });
    await expect(confirm).toContainText('Are you sure you want to delete these posts?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '2 posts deleted' })).toBeVisible();
    await expect(table).not.toContainText(titles[0]!);
    await expect(table).toContainText(titles[2]!);
  } finally {
    for (const id of ids) await page.request.delete(`/api/posts/${id}`, { headers: auth });
  }
});
