// A Content_Creator's edit of a published post (docs/workflow.md, "Pending drafts"): the toast says
// the change waits as a draft for a Publisher, the Posts list marks the post, and the public page
// keeps the published text until a Publisher publishes the change.
import { STAFF_PASSWORD as PASSWORD, apiToken, createPost, createUser, signInWithForm } from '../support/admin';
import { expect, test } from '../support/test';

test('a creator edits a published post: the toast and the list say it waits for a Publisher; the site keeps the old text', async ({ page, request }) => {
  test.slow(); // a sign-in, two saves and the public page
  const admin = await apiToken(request);
  const creator = await createUser(request, admin, 'Content_Creator', { password: PASSWORD, label: 'Pending' });
  const title = `E2E Pending Water Kiosks ${Date.now()}-${Math.floor(Math.random() * 1e4)}`;
  const { id } = await createPost(request, admin, { title, category: 'Water', description: 'Kiosks in twelve towns.' });
  try {
    await signInWithForm(page, creator.email_address, PASSWORD);
    await page.waitForURL('**/admin/dashboard/posts');
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Post' });
    await dialog.getByRole('textbox', { name: /Description/ }).fill('Kiosks in twenty towns, with meters.');
    await dialog.getByRole('button', { name: 'Save draft' }).click();
    // Not "Post updated successfully": the public page still shows the published version.
    await expect(
      page.getByRole('alert').filter({ hasText: 'Saved as a draft: the public page keeps the published version until a Publisher publishes your change.' }),
    ).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Post updated successfully' })).toHaveCount(0);
    await expect(dialog).toHaveCount(0);

    // The list marks it: published, with changes in draft that are not on the site yet.
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row.getByText('Published', { exact: true })).toBeVisible();
    await expect(row.getByText('Changes in draft')).toBeVisible();
    await expect(row.getByText('Not on the site yet: the site shows the published version.')).toBeVisible();

    // Submitted for review: said the same way.
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    await page.getByRole('dialog', { name: 'Edit Post' }).getByRole('button', { name: 'Submit for review' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Sent for review: the public page keeps the published version until a Publisher publishes your change.' }),
    ).toBeVisible();
    await expect(row.getByText('Changes in review')).toBeVisible();

    // The visitor still reads the published text.
    await page.goto(`/projects/${id}`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Kiosks in twelve towns.')).toBeVisible();
    await expect(page.getByText('Kiosks in twenty towns, with meters.')).toHaveCount(0);
  } finally {
    await request.delete(`/api/posts/${id}`, { headers: { Authorization: `Bearer ${admin}` } });
  }
});
