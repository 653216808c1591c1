// The content sections on a desktop, in each language of the back office (docs/content-sections.md,
// "Widths"): at 1280 and 1440 px every action of every row or card is inside the viewport, and
// nothing scrolls sideways, neither the page nor a table inside its box. The phones' layout is
// admin-widths.spec.ts's.
import type { Page } from '@playwright/test';
import { CONTENT_TYPES } from 'contracts/content';
import { apiToken, createUser } from '../support/admin';
import { expect, test } from '../support/test';

const PASSWORD = 'e2e-Widths-password-1';
const SECTIONS = CONTENT_TYPES.flatMap((type) => (type.admin ? [`/admin/dashboard/${type.admin.path}`] : []));
const WIDTHS = [1280, 1440];
const LANGUAGES = ['en', 'sw', 'fr'] as const;

/** What sticks out sideways on this page: the page itself, any table's box, any row's or card's button. */
async function sideways(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const scrollers = [...document.querySelectorAll('main table')].map((table) => table.parentElement!);
    const actions = [...document.querySelectorAll<HTMLElement>('main tbody button, main li button')].filter((button) => button.offsetParent !== null);
    return {
      page: document.documentElement.scrollWidth - width,
      tables: scrollers.filter((box) => box.scrollWidth > box.clientWidth).length,
      actions: actions.length,
      outside: actions
        .filter((button) => {
          const box = button.getBoundingClientRect();
          return box.left < 0 || box.right > width;
        })
        .map((button) => button.getAttribute('aria-label') ?? button.textContent),
    };
  });
}

test('every content section fits 1280 and 1440 px in English, Kiswahili and French, each row action on screen', async ({ page, request }) => {
  test.slow(); // four sections (and the inbox), two widths, three languages
  const admin = await apiToken(request);
  // An Admin of its own sees every action, and its language is its own to choose.
  const user = await createUser(request, admin, 'Admin', { password: PASSWORD, label: 'Widths' });
  try {
    const token = await apiToken(request, user.email_address, PASSWORD);
    await page.goto('/admin/login');
    await page.evaluate((value) => localStorage.setItem('token', value), token);
    for (const language of LANGUAGES) {
      // The language chosen in My account, saved with the preferences the dashboard reads.
      const saved = await request.patch('/api/auth/me/preferences', { headers: { Authorization: `Bearer ${token}` }, data: { language } });
      expect(saved.ok()).toBe(true);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        for (const path of SECTIONS) {
          await page.goto(path);
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          // Measured once the records are there: the inbox's rows (they open on a click), every
          // other section's row or card buttons.
          await expect(page.locator(path.endsWith('/contacts') ? 'main tbody tr' : 'main tbody button, main li button').first()).toBeVisible();
          await page.waitForLoadState('networkidle');
          const found = await sideways(page);
          const where = `${path} at ${width} px in ${language}`;
          expect(found.page, `${where}: the page scrolls sideways`).toBeLessThanOrEqual(0);
          expect(found.tables, `${where}: a table scrolls sideways in its box`).toBe(0);
          expect(found.outside, `${where}: actions off screen`).toEqual([]);
        }
      }
    }
  } finally {
    await request.delete(`/api/users/${user.id}`, { headers: { Authorization: `Bearer ${admin}` } });
  }
});
