// Posts: create (with an uploaded image) → public portfolio → search →
// edit → delete, through the UI.
import { expect, test } from '../support/test';
import { TINY_PNG, signInAsAdmin } from '../support/admin';

test('posts: publish with an uploaded image, see it first on /projects and on its page, search, edit, delete', async ({ page }) => {
  test.slow(); // a long journey; the suite runs two at a time
  const title = `E2E Harbour Logistics ${Date.now()}-${Math.floor(Math.random() * 1e4)}`;
  await signInAsAdmin(page);
  await page.goto('/admin/dashboard/posts');
  await page.getByRole('button', { name: 'Add New' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Post' });
  await expect(dialog.getByRole('combobox', { name: 'Status' })).toHaveValue('Pending');
  await dialog.getByRole('button', { name: 'Publish Post' }).click();
  for (const message of ['Title is required', 'Description is required', 'Category is required', 'Image is required']) {
    await expect(dialog.getByText(message)).toBeVisible();
  }
  await expect(dialog.getByText('JPG, PNG up to 5MB')).toBeVisible();

  // Too large: refused before any upload.
  const uploads: string[] = [];
  page.on('request', (request) => request.url().includes('/api/uploads') && uploads.push(request.url()));
  const chooser = dialog.getByLabel('Upload image');
  await chooser.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
  await expect(dialog.getByText('Image must be under 5MB')).toBeVisible();
  expect(uploads).toEqual([]);

  await dialog.getByRole('textbox', { name: /Title/ }).fill(title);
  await dialog.getByRole('textbox', { name: /Category/ }).fill('Mobile App');
  await dialog.getByRole('textbox', { name: /Client/ }).fill('Port Authority');
  await dialog.getByRole('textbox', { name: /Description/ }).fill('Container tracking for the port, from gate to vessel.');
  await dialog.getByLabel('Published').fill('2025-03-05');
  await chooser.setInputFiles({ name: 'harbour.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(dialog.getByLabel('Or paste an image address')).toHaveValue(/\/uploads\/[0-9a-f]+\.png$/);
  await expect(dialog.getByRole('img', { name: 'Image preview' })).toHaveAttribute('src', /\/uploads\//);
  await dialog.getByRole('button', { name: 'Publish Post' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Post created successfully' })).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // Stored with the date in long form.
  const posts = (await (await page.request.get('/api/posts')).json()) as { id: number; title: string; published: string; image_url: string }[];
  const saved = posts.find((post) => post.title === title)!;
  expect(saved).toMatchObject({ published: 'March 5, 2025' });
  expect(saved.image_url).toMatch(/^\/uploads\//);

  // The public portfolio lists it first, and its page shows it.
  await page.goto('/projects');
  await expect(page.getByText(title)).toBeVisible();
  await expect(page.locator('main a[href^="/projects/"]').first()).toHaveAttribute('href', new RegExp(`^/projects/${saved.id}(\\?|$)`));
  await page.goto(`/projects/${saved.id}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('Container tracking for the port, from gate to vessel.')).toBeVisible();

  // Search by title (and by category) in the dashboard.
  await page.goto('/admin/dashboard/posts');
  const search = page.getByRole('searchbox', { name: 'Search posts' });
  await search.fill(title);
  const table = page.getByRole('table', { name: 'Posts' });
  await expect(page.getByText('Showing 1 to 1 of 1 entries')).toBeVisible();
  await expect(table).toContainText('Port Authority');
  await expect(table).toContainText('March 5, 2025');
  await expect(table).toContainText('Pending');

  // Edit: Update Post, the date picker shows the stored date.
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Post' });
  await expect(edit.getByLabel('Published')).toHaveValue('2025-03-05');
  await edit.getByRole('textbox', { name: /Title/ }).fill(`${title} v2`);
  await edit.getByRole('combobox', { name: 'Status' }).selectOption('Completed');
  await edit.getByRole('button', { name: 'Update Post' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Post updated successfully' })).toBeVisible();
  await search.fill(`${title} v2`);
  await expect(table).toContainText('Completed');

  // Delete after the spec's question.
  await page.getByRole('button', { name: `Delete ${title} v2` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete post' });
  await expect(confirm).toContainText('Are you sure you want to delete this post?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Post deleted successfully' })).toBeVisible();
  await expect(page.getByText('No matching posts found')).toBeVisible();
  await page.goto('/projects');
  await expect(page.getByRole('heading', { name: 'Our Project Portfolio' })).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
});
