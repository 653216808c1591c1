// The redirects of spec §2 and our /our-projects-portfolio decision.
import { expect, test } from '../support/test';
import { gotoHydrated, stubMapTiles } from '../support/public-site';

test.beforeEach(async ({ page }) => {
  await stubMapTiles(page);
});

const REDIRECTS: [string, string, string][] = [
  ['/strategy', '/services/strategy', 'STRATEGY DEVELOPMENT & EXECUTION'],
  ['/human', '/services/human', 'HUMAN CAPITAL MANAGEMENT'],
  ['/ict', '/services/ict', 'ICT CONSULTANCY SERVICES'],
  ['/development', '/services/development', 'FRONT AND BACKEND DEVELOPMENT'],
  ['/our-projects-portfolio', '/projects', 'PROJECTS'],
];

for (const [from, to, heading] of REDIRECTS) {
  test(`${from} goes to ${to}`, async ({ page }) => {
    await page.goto(from);
    await expect(page).toHaveURL(to);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  });
}

test('an unknown path goes to the home page', async ({ page }) => {
  await page.goto('/no-such-page/at-all');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Your Partner for Software Development and ICT Consultancy Services' })).toBeVisible();
});

test('an unknown path reached inside the site goes home too', async ({ page }) => {
  await gotoHydrated(page, '/about-us');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/services/unknown');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL('/');
});

test('a managed redirect reached inside the site applies there too, in its language (docs/redirects.md)', async ({ page }) => {
  await gotoHydrated(page, '/sw/about-us');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/sw/our-projects-portfolio');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL('/sw/projects');
});
