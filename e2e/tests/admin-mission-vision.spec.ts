// Mission & vision: edit a card and see the change on /mission-vision.
// Runs on its own product instance: the public journeys read the seeded statements in parallel.
import { ownProduct } from '../support/own-product';
import { expect, test } from '../support/test';
import { TINY_PNG, signInAsAdmin } from '../support/admin';

const product = ownProduct();

test('mission & vision: cards with edit only; an edit shows on /mission-vision', async ({ page }) => {
  const text = `Our values, edited end to end ${Date.now()}.`;
  await signInAsAdmin(page, product.url);
  await page.goto(`${product.url}/admin/dashboard/mission-vision`);
  const cards = page.getByRole('list', { name: 'Mission and vision statements' });
  await expect(cards.getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('button', { name: /Add|Delete/ })).toHaveCount(0);

  await cards.getByRole('button', { name: 'Edit Our Values' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Our Values' });
  await dialog.getByRole('textbox', { name: 'Text' }).fill(text);
  // The icon may be an image address.
  await dialog.getByRole('textbox', { name: 'Icon' }).fill('/uploads/demo/icon-vision.webp');
  await expect(dialog.locator('img[src$="/uploads/demo/icon-vision.webp"]')).toBeVisible();
  await dialog.getByLabel('Upload image').setInputFiles({ name: 'values.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByRole('alert').filter({ hasText: 'Image uploaded successfully' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Updated successfully' })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(cards.getByRole('listitem').filter({ hasText: 'Our Values' })).toContainText(text);

  await page.goto(`${product.url}/mission-vision`);
  await expect(page.getByText(text)).toBeVisible();
});
