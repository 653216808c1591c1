// Image uploads over a slow link (docs/performance.md, "Uploads"): a large photo is scaled down in
// the browser before it goes up; the upload shows its progress, can be cancelled, and retried
// without choosing the file again. Chromium against the real API.
import type { Page } from '@playwright/test';
import { signInAsAdmin } from '../support/admin';
import { expect, test } from '../support/test';

/** A JPEG of `width` × `height` drawn in the page (a sky-like gradient with grain, like a photo). */
async function photo(page: Page, width: number, height: number, quality: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ([w, h, q]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d')!;
      const gradient = context.createLinearGradient(0, 0, w, h);
      gradient.addColorStop(0, '#1b4f72');
      gradient.addColorStop(1, '#f5b041');
      context.fillStyle = gradient;
      context.fillRect(0, 0, w, h);
      const grain = context.getImageData(0, 0, w, h);
      let seed = 7;
      for (let i = 0; i < grain.data.length; i += 4) {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff;
        const n = (seed % 33) - 16;
        for (let c = 0; c < 3; c++) grain.data[i + c] = grain.data[i + c]! + n;
      }
      context.putImageData(grain, 0, 0);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', q));
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(binary);
    },
    [width, height, quality] as const,
  );
  return Buffer.from(base64, 'base64');
}

async function openNewPost(page: Page) {
  await signInAsAdmin(page);
  await page.goto('/admin/dashboard/posts');
  await page.getByRole('button', { name: 'Add New' }).click();
  return page.getByRole('dialog', { name: 'Add New Post' });
}

test('a phone photo larger than 2560 px goes up scaled to 2560 px and much smaller', async ({ page }) => {
  const dialog = await openNewPost(page);
  const original = await photo(page, 4032, 3024, 0.9);
  expect(original.length).toBeGreaterThan(2 * 1024 * 1024);
  expect(original.length).toBeLessThan(5 * 1024 * 1024);
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/uploads') && r.request().method() === 'POST'),
    dialog.getByLabel('Upload image').setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: original }),
  ]);
  expect(response.status()).toBe(200);
  // The API stores the file it received as it is: its size is what went over the link.
  const stored = (await response.json()) as { width: number; height: number; bytes: number; format: string };
  expect(stored).toMatchObject({ width: 2560, height: 1920, format: 'jpg' });
  expect(stored.bytes).toBeLessThan(original.length / 2);
  expect(stored.bytes).toBeLessThan(1.2 * 1024 * 1024);
  await expect(dialog.getByLabel('Or paste an image address')).toHaveValue(/\/uploads\/[0-9a-f]+\.jpe?g$/);
});

test('on a slow link an upload shows its progress, can be cancelled, and is retried without choosing the file again', async ({ page }) => {
  test.slow();
  const dialog = await openNewPost(page);
  const file = await photo(page, 2000, 1500, 0.97);
  // About 200 KB/s up: the file takes several seconds.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 100, downloadThroughput: 500 * 1024, uploadThroughput: 200 * 1024 });

  await dialog.getByLabel('Upload image').setInputFiles({ name: 'site-visit.jpg', mimeType: 'image/jpeg', buffer: file });
  const status = dialog.getByRole('status').filter({ hasText: /Uploading\.\.\. [1-9]\d?%/ });
  await expect(status).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel upload' }).click();
  await expect(dialog.getByText('Upload cancelled')).toBeVisible();
  await expect(dialog.getByLabel('Or paste an image address')).toHaveValue('');

  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/uploads') && r.request().method() === 'POST'),
    dialog.getByRole('button', { name: 'Retry upload' }).click(),
  ]);
  expect(response.status()).toBe(200);
  await expect(dialog.getByLabel('Or paste an image address')).toHaveValue(/\/uploads\/[0-9a-f]+\.jpe?g$/);
  await expect(dialog.getByRole('button', { name: 'Retry upload' })).toHaveCount(0);
  await expect(dialog.getByText('Upload cancelled')).toHaveCount(0);
});
