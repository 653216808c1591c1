// The public pages before (or without) their scripts: what a visitor on a slow phone can do in the
// seconds between the page appearing and its scripts running (docs/performance.md, "Before the
// scripts"). Chromium with JavaScript turned off; the contact form has its own file
// (public-contact-nojs.spec.ts).
import { gotoHydrated } from '../support/public-site';
import { expect, test } from '../support/test';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('Menu opens the site navigation and a link in it loads the page', async ({ page }) => {
      await page.goto('/about-us');
      const menu = page.getByRole('navigation', { name: 'Menu' });
      await expect(menu).toBeHidden();
      await page.getByText('Menu', { exact: true }).click();
      await expect(menu).toBeVisible();
      for (const name of ['Home', 'About Us', 'Our Team', 'Front and Backend Development', 'Our Projects', 'Our Contacts']) {
        await expect(menu.getByRole('link', { name, exact: true }).first()).toBeVisible();
      }
      await expect(menu.getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');
      await menu.getByRole('link', { name: 'Our Team' }).click();
      await page.waitForURL('**/our-team');
      await expect(page.getByRole('heading', { level: 1, name: 'Our Team' })).toBeVisible();
    });
  });

  test('the header menus open from the keyboard and their links work', async ({ page }) => {
    await page.goto('/');
    const services = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Our Services' });
    await services.focus();
    const strategy = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Strategy Development & Execution' });
    await expect(strategy).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(strategy).toBeFocused();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/services/strategy');
    await expect(page.getByText('A mobile strategy that turns into apps people use')).toBeVisible();
  });

  test('the production-process tabs switch steps, by click and by arrow key', async ({ page }) => {
    await page.goto('/services/development');
    const analysis = page.getByText('Workshops with your staff');
    const design = page.getByText('Architecture, data model and integrations');
    const testing = page.getByText('Automated unit, integration and end-to-end tests');
    await expect(analysis).toBeVisible();
    await expect(design).toBeHidden();
    await page.locator('label', { hasText: 'DESIGN' }).click();
    await expect(page.getByRole('radio', { name: /DESIGN/ })).toBeChecked();
    await expect(design).toBeVisible();
    await expect(analysis).toBeHidden();
    await page.keyboard.press('ArrowRight');
    await expect(testing).toBeVisible();
    await expect(design).toBeHidden();
  });

  test('the slider arrows show as inactive rather than doing nothing', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Next slide' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Previous slide' })).toBeDisabled();
  });
});

test('once hydrated, the same controls are the scripted ones: the Menu dialog, ARIA tabs, live arrows', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, '/services/development');
  await expect(page.getByRole('navigation', { name: 'Menu' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: /DESIGN/ })).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(0);
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeVisible();
  await gotoHydrated(page, '/');
  await expect(page.getByRole('button', { name: 'Next slide' })).toBeEnabled();
});
