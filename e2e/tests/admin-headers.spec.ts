// Headers: create → home slider → edit → delete, through the UI.
import { expect, test } from '../support/test';
import { TINY_PNG, signInAsAdmin } from '../support/admin';

test('headers: create with an upload, see it in the home slider, edit, delete', async ({ page }) => {
  test.slow(); // a long journey; the suite runs two at a time
  const title = `E2E Slide ${Date.now()}-${Math.floor(Math.random() * 1e4)}`;
  await signInAsAdmin(page);
  await page.goto('/admin/dashboard/headers');
  const cards = page.getByRole('list', { name: 'Headers' });
  await expect(cards.getByRole('listitem').first()).toBeVisible();

  await page.getByRole('button', { name: 'Add Header' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Header' });
  await dialog.getByRole('button', { name: 'Create Header' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await expect(dialog.getByText('Description is required')).toBeVisible();
  const chooser = dialog.getByLabel('Upload image');
  await chooser.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
  await expect(dialog.getByText('Image must be under 5MB')).toBeVisible();
  await dialog.getByRole('textbox', { name: /Title/ }).fill(title);
  await dialog.getByRole('textbox', { name: /Subtitle/ }).fill('End-to-end subtitle');
  await dialog.getByRole('textbox', { name: /Description/ }).fill('A slide made by the end-to-end suite.');
  await chooser.setInputFiles({ name: 'slide.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByRole('alert').filter({ hasText: /^Uploaded$/ })).toBeVisible();
  await expect(dialog.getByLabel('Or paste an image address')).toHaveValue(/\/uploads\/[0-9a-f]+\.png$/);
  await dialog.getByRole('button', { name: 'Create Header' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Header created' })).toBeVisible();
  const card = cards.getByRole('listitem').filter({ hasText: title });
  await expect(card).toContainText('End-to-end subtitle');

  // The home page's hero slider includes it (it may not be the slide on screen right now).
  await page.goto('/');
  await expect(page.locator('main')).toContainText(title);
  await expect(page.locator('main')).toContainText('A slide made by the end-to-end suite.');

  // Edit: Update Header.
  await page.goto('/admin/dashboard/headers');
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Header' });
  await edit.getByRole('textbox', { name: /Description/ }).fill('Edited by the end-to-end suite.');
  await edit.getByRole('button', { name: 'Update Header' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Header updated' })).toBeVisible();
  await expect(card).toContainText('Edited by the end-to-end suite.');

  // Delete after the spec's question.
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete header' });
  await expect(confirm).toContainText('Are you sure you want to delete this header?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Header deleted' })).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.goto('/');
  await expect(page.locator('main')).not.toContainText(title);
});
