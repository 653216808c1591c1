// The company pages that read the server (team, mission and vision) with
// their loading and error states, the about-us cards and the development tabs by keyboard.
import { allowConsoleErrors, expect, test } from '../support/test';
import { gotoHydrated, stubMapTiles } from '../support/public-site';

test.beforeEach(async ({ page }) => {
  await stubMapTiles(page);
});

const openCompanyPage = async (page: import('@playwright/test').Page, name: string) => {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Our Company' }).click();
  await nav.getByRole('link', { name }).click();
};

test('about us links to mission and vision and to why choose us', async ({ page }) => {
  await gotoHydrated(page, '/about-us');
  await page
    .getByRole('link', { name: /^Our Mission and Vision/ })
    .last()
    .click();
  await expect(page).toHaveURL('/mission-vision');
  await page.goBack();
  await page
    .getByRole('main')
    .getByRole('link', { name: /^Why Choose Us/ })
    .click();
  await expect(page).toHaveURL('/why-choose-us');
  await expect(page.getByRole('heading', { level: 1, name: 'WHY CHOOSE US' })).toBeVisible();
});

test('mission and vision come from the server, rendered with the page', async ({ page, request }) => {
  const items = (await (await request.get('/api/mission-vision')).json()) as { title: string; text: string }[];
  const html = await (await gotoHydrated(page, '/mission-vision'))!.text();
  for (const item of items) {
    expect(html).toContain(item.title);
    await expect(page.getByRole('heading', { level: 3, name: item.title })).toBeVisible();
  }
});

test('the team comes from the server, rendered with the page', async ({ page, request }) => {
  const team = (await (await request.get('/api/team')).json()) as { name: string; position: string }[];
  const html = await (await gotoHydrated(page, '/our-team'))!.text();
  for (const member of team) {
    expect(html).toContain(member.name);
    await expect(page.getByRole('heading', { level: 3, name: member.name })).toBeVisible();
  }
});

test.describe('states seen in the browser', () => {
  test.beforeEach(async ({ page }) => {
    allowConsoleErrors(page, /Failed to load resource|ERR_FAILED/);
    await gotoHydrated(page, '/projects');
  });

  test('mission and vision: loading, then a failed load shows an error with Retry, which recovers', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/mission-vision', async (route) => {
      await held;
      await route.abort();
    });
    await openCompanyPage(page, 'Our Mission and Vision');
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Loading...');
    release();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText("We couldn't load our mission and vision.");
    await page.unroute('**/api/mission-vision');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 3 }).first()).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('team: a failed load shows an error with Retry instead of an empty page', async ({ page }) => {
    await page.route('**/api/team', (route) => route.abort());
    await openCompanyPage(page, 'Our Team');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText("We couldn't load our team.");
    await page.unroute('**/api/team');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 3 }).first()).toBeVisible();
  });

  test('team: an empty list says the page is being updated', async ({ page }) => {
    await page.route('**/api/team', (route) => route.fulfill({ json: [] }));
    await openCompanyPage(page, 'Our Team');
    await expect(page.getByRole('heading', { name: 'Our team page is being updated' })).toBeVisible();
  });
});

test('the production-process tabs: ANALYSIS first, arrows and clicks change the text', async ({ page }) => {
  await gotoHydrated(page, '/services/development');
  const tabs = page.getByRole('tablist', { name: 'Production process' });
  const analysis = tabs.getByRole('tab', { name: /ANALYSIS/ });
  await expect(analysis).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('We understand the problem before we write code');
  await analysis.focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: /DESIGN/ })).toBeFocused();
  await expect(page.getByRole('tabpanel')).toContainText('We design the service, not just the screens');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(analysis).toHaveAttribute('aria-selected', 'true');
  await tabs.getByRole('tab', { name: /TESTING/ }).click();
  await expect(page.getByRole('tabpanel')).toContainText('We prove it works before your users have to');
});

test('ICT consultancy ends with the consultation call to action and Contact Us', async ({ page }) => {
  await gotoHydrated(page, '/services/ict');
  await expect(page.getByRole('heading', { name: 'Book a free consultation' })).toBeVisible();
  await page.getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL('/contact');
});
