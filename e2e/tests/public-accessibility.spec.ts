// No axe (WCAG 2.1 A/AA) violations on any public route, with the menus open too.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { gotoHydrated, stubMapTiles } from '../support/public-site';

test.beforeEach(async ({ page }) => {
  await stubMapTiles(page);
});

const ROUTES = [
  '/',
  '/about-us',
  '/mission-vision',
  '/why-choose-us',
  '/our-team',
  '/services/strategy',
  '/services/human',
  '/services/ict',
  '/services/development',
  '/contact',
  '/projects',
];

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('every public route on a wide screen', async ({ page }) => {
  test.setTimeout(120_000);
  for (const path of ROUTES) {
    await gotoHydrated(page, path);
    expect(await violations(page), path).toEqual([]);
  }
  const project = await page.request.get('/api/posts').then((r) => r.json() as Promise<{ id: number }[]>);
  if (project[0]) {
    await gotoHydrated(page, `/projects/${project[0].id}`);
    expect(await violations(page), 'project page').toEqual([]);
  }
});

test('the open dropdown', async ({ page }) => {
  await gotoHydrated(page, '/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Our Services' }).click();
  expect(await violations(page)).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('home, contact and projects, and the open side panel', async ({ page }) => {
    for (const path of ['/', '/contact', '/projects']) {
      await gotoHydrated(page, path);
      expect(await violations(page), path).toEqual([]);
    }
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Site menu' }).getByRole('button', { name: 'Our Company' }).click();
    expect(await violations(page), 'side panel').toEqual([]);
  });
});
