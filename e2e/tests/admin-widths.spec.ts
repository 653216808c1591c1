// The back office on a phone and on a desktop: no section makes the whole page scroll sideways.
// Wide content (a table, a row of filter tabs) scrolls inside its own box instead.
import { signInAsAdmin } from '../support/admin';
import { expect, test } from '../support/test';

test('no back-office section scrolls sideways at 360, 390 and 1440 px', async ({ page }) => {
  test.slow(); // every section at three widths
  await signInAsAdmin(page);
  await page.goto('/admin/dashboard/users');
  // The sidebar's sections, as the signed-in Admin sees them.
  await expect(page.locator('nav a[href="/admin/dashboard/posts"]').first()).toBeVisible();
  const sections = await page.locator('nav a[href^="/admin/dashboard/"]').evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')!))]);
  expect(sections).toEqual(expect.arrayContaining(['/admin/dashboard/users', '/admin/dashboard/posts', '/admin/dashboard/contacts']));
  for (const width of [360, 390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of sections) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} at ${width}px`).toBeLessThanOrEqual(0);
    }
  }
});
