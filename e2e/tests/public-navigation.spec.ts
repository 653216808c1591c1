// The header's dropdowns, the mobile side panel (focus trap, Escape,
// backdrop, links), the active link by path, the banner and breadcrumb, all by mouse and keyboard.
import { expect, test } from '../support/test';
import { gotoHydrated, stubMapTiles } from '../support/public-site';

test.beforeEach(async ({ page }) => {
  await stubMapTiles(page);
});

test.describe('desktop header', () => {
  test('top bar: phone, mail, tagline and Hire Us; no social icons without configured profiles', async ({ page }) => {
    await gotoHydrated(page, '/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: '+254 709 876 500' })).toHaveAttribute('href', 'tel:+254709876500');
    await expect(header.getByRole('link', { name: 'info@savannadigital.africa' })).toHaveAttribute('href', 'mailto:info@savannadigital.africa');
    await expect(header.getByText('We are creative, ambitious and ready for challenges!')).toBeVisible();
    await expect(page.locator('a[href="#"]')).toHaveCount(0);
    await header.getByRole('link', { name: 'Hire Us' }).click();
    await expect(page).toHaveURL('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'CONTACT' })).toBeVisible();
  });

  test('Our Company and Our Services dropdowns open by click, navigate, and mark the active page', async ({ page }) => {
    await gotoHydrated(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    const company = nav.getByRole('button', { name: 'Our Company' });
    await company.click();
    await expect(company).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['About Us', 'Our Mission and Vision', 'Why Choose Us', 'Our Team']) await expect(nav.getByRole('link', { name })).toBeVisible();
    await nav.getByRole('link', { name: 'Our Team' }).click();
    await expect(page).toHaveURL('/our-team');
    await expect(page.getByRole('heading', { level: 1, name: 'OUR TEAM' })).toBeVisible();
    await expect(company).toHaveAttribute('aria-expanded', 'false');

    const services = nav.getByRole('button', { name: 'Our Services' });
    await services.click();
    await nav.getByRole('link', { name: 'Front and Backend Development' }).click();
    await expect(page).toHaveURL('/services/development');
    await expect(page.getByRole('heading', { level: 1, name: 'FRONT AND BACKEND DEVELOPMENT' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    await services.click();
    await expect(nav.getByRole('link', { name: 'Front and Backend Development' })).toHaveAttribute('aria-current', 'page');
    await page.keyboard.press('Escape');

    await nav.getByRole('link', { name: 'Our Projects' }).click();
    await expect(page).toHaveURL('/projects');
    await expect(nav.getByRole('link', { name: 'Our Projects' })).toHaveAttribute('aria-current', 'page');
  });

  test('a dropdown opens when the pointer rests on it', async ({ page }) => {
    await gotoHydrated(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Human Capital Management' })).toBeHidden();
    await nav.getByRole('button', { name: 'Our Services' }).hover();
    await expect(nav.getByRole('link', { name: 'Human Capital Management' })).toBeVisible();
  });

  test('the dropdowns work by keyboard: Enter, arrows, Escape', async ({ page }) => {
    await gotoHydrated(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const company = nav.getByRole('button', { name: 'Our Company' });
    await company.focus();
    await page.keyboard.press('Enter');
    await expect(company).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(company).toHaveAttribute('aria-expanded', 'false');
    await expect(company).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'About Us' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'Our Mission and Vision' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/mission-vision');
    await expect(page.getByRole('heading', { level: 1, name: 'OUR MISSION AND VISION' })).toBeVisible();
  });

  test('a skip link leads past the header to the content', async ({ page }) => {
    await gotoHydrated(page, '/about-us');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
  });

  test('banner and breadcrumb: fixed titles for the service pages, links back up the path', async ({ page }) => {
    await gotoHydrated(page, '/services/human');
    await expect(page.getByRole('heading', { level: 1, name: 'HUMAN CAPITAL MANAGEMENT' })).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs).toHaveText(/HOME(?:\s*\/)?\s*SERVICES(?:\s*\/)?\s*HUMAN/);
    await crumbs.getByRole('link', { name: 'HOME' }).click();
    await expect(page).toHaveURL('/');
    // The home page has the hero instead of a banner.
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
  });
});

test.describe('mobile panel', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the breadcrumb is hidden and the menu button opens the panel with the links and contact info', async ({ page }) => {
    await gotoHydrated(page, '/about-us');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    const panel = page.getByRole('dialog', { name: 'Site menu' });
    await expect(panel).toBeVisible();
    for (const name of ['Home', 'Our Projects', 'Our Contacts', 'ICT Consultancy Services'])
      await expect(panel.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(panel.getByRole('link', { name: '+254 709 876 500' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'info@savannadigital.africa' })).toBeVisible();
    await expect(panel.getByText('Westlands Business Park, 4th Floor, Waiyaki Way, Nairobi, Kenya')).toBeVisible();

    // The group of the current page is open; the other one opens on demand.
    await expect(panel.getByRole('button', { name: 'Our Company' })).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');
    const services = panel.getByRole('button', { name: 'Our Services' });
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(panel.getByRole('link', { name: 'Human Capital Management' })).toBeHidden();
    await services.click();
    await expect(panel.getByRole('link', { name: 'Human Capital Management' })).toBeVisible();
    await panel.getByRole('button', { name: 'Our Company' }).click();
    await expect(panel.getByRole('link', { name: 'Our Team' })).toBeHidden();
  });

  test('Our Projects in the panel goes to /projects, and tapping a link closes the panel', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const panel = page.getByRole('dialog', { name: 'Site menu' });
    await expect(panel.getByRole('link', { name: 'Our Projects' })).toHaveAttribute('href', '/projects');
    await panel.getByRole('link', { name: 'Our Projects' }).click();
    await expect(page).toHaveURL('/projects');
    await expect(panel).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'PROJECTS' })).toBeVisible();
  });

  test('keeps focus inside while open; Escape closes it and returns focus to the menu button', async ({ page }) => {
    await gotoHydrated(page, '/');
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    const panel = page.getByRole('dialog', { name: 'Site menu' });
    await expect(panel.getByRole('button', { name: 'Close menu' })).toBeFocused();
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(menu).toBeFocused();
  });

  test('a click on the backdrop closes it, as does the close button', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const panel = page.getByRole('dialog', { name: 'Site menu' });
    await expect(panel).toBeVisible();
    // The backdrop is the strip left of the panel.
    await page.mouse.click(15, 400);
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await panel.getByRole('button', { name: 'Close menu' }).click();
    await expect(panel).toBeHidden();
  });

  test('the page does not scroll behind the open panel', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeVisible();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  });
});
