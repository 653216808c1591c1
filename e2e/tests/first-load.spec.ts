// The performance budgets that do not depend on timing (docs/performance.md, "Budgets"): what the first load of a page
// downloads, and that it is requested at once rather than discovered one file after another.
// (Lighthouse scores and timings are measured by `npm run bench:web`, not asserted here.)
import { expect, test } from '../support/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/product';
import { gotoHydrated, stubMapTiles } from '../support/public-site';

interface ScriptEntry {
  path: string;
  initiator: string;
  start: number;
  transferSize: number;
}

test.use({ viewport: { width: 412, height: 823 } }); // Lighthouse's mobile screen

async function firstLoadScripts(page: import('@playwright/test').Page, path: string): Promise<ScriptEntry[]> {
  await gotoHydrated(page, path);
  await page.waitForLoadState('networkidle');
  return page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ path: new URL(entry.name).pathname, initiator: entry.initiatorType, start: entry.startTime, transferSize: entry.transferSize })),
  );
}

test('the home page downloads at most 140 KB of compressed JavaScript on its first load, and no Redux', async ({ page }) => {
  const scripts = await firstLoadScripts(page, '/');
  const total = scripts.reduce((sum, script) => sum + script.transferSize, 0);
  expect(scripts.length).toBeGreaterThan(5);
  expect(total, scripts.map((s) => `${s.transferSize} ${s.path}`).join('\n')).toBeLessThanOrEqual(140 * 1024);
  // Public pages read through remote_shared/data (docs/performance.md, "First-load JavaScript").
  expect(scripts.map((s) => s.path).filter((path) => /redux|rtk-query|__federation_expose_api\./.test(path))).toEqual([]);
});

for (const path of ['/sw', '/fr/projects']) {
  test(`${path} downloads its own language's catalogue only, within the same 140 KB`, async ({ page }) => {
    const scripts = await firstLoadScripts(page, path);
    const total = scripts.reduce((sum, script) => sum + script.transferSize, 0);
    expect(total, scripts.map((s) => `${s.transferSize} ${s.path}`).join('\n')).toBeLessThanOrEqual(140 * 1024);
    const locale = path.split('/')[1];
    const catalogues = scripts.filter((s) => s.path.includes('__federation_expose_messages__'));
    expect(catalogues.map((s) => s.path.match(/messages__([a-z]{2})/)?.[1])).toEqual([locale]);
    // Its namespaces (the page's messages) are in that language only.
    const namespaces = scripts.filter((s) => /\/messages-[a-z]{2}-/.test(s.path));
    expect(namespaces.length).toBeGreaterThan(0);
    expect(namespaces.map((s) => s.path.match(/messages-([a-z]{2})-/)?.[1])).toEqual(namespaces.map(() => locale));
    // docs/i18n.md: a language's catalogue (core and the page's namespaces) adds at most 10 KB to a first load.
    expect([...catalogues, ...namespaces].reduce((sum, s) => sum + s.transferSize, 0)).toBeLessThanOrEqual(10 * 1024);
  });
}

test('the shell, the remote entries and the chunks hydration needs are requested together, not as a chain', async ({ page }) => {
  const scripts = await firstLoadScripts(page, '/');
  const paths = scripts.map((s) => s.path);
  for (const needed of ['/assets/shell.js', '/remotes/shared/remoteEntry.js', '/remotes/public/remoteEntry.js']) expect(paths).toContain(needed);
  expect(paths.some((p) => p.startsWith('/remotes/public/__federation_expose_pages__home'))).toBe(true);
  // Everything but the shell's entry comes from the preload list the page server read from the
  // federation manifests; nothing is discovered later by the federation runtime.
  expect(scripts.filter((s) => s.path !== '/assets/shell.js').map((s) => `${s.initiator} ${s.path}`)).toEqual(
    scripts.filter((s) => s.path !== '/assets/shell.js').map((s) => `link ${s.path}`),
  );
  const starts = scripts.map((s) => s.start);
  expect(Math.max(...starts) - Math.min(...starts)).toBeLessThan(200);
});

test('a page carries its icon, so loading it requests none', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await gotoHydrated(page, '/our-team');
  await page.waitForLoadState('networkidle');
  expect(await page.locator('link[rel="icon"]').getAttribute('href')).toMatch(/^data:image\/svg\+xml,/);
  expect(requested.filter((path) => path.includes('favicon'))).toEqual([]);
  // The file stays for whatever links to it.
  const icon = await page.request.get('/favicon.svg');
  expect(icon.status()).toBe(200);
  expect(await icon.text()).toContain('<svg');
});

test('no public page downloads any file of the back office', async ({ page }) => {
  await stubMapTiles(page);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const posts = (await (await page.request.get('/api/posts')).json()) as { id: number }[];
  const routes = [
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
    `/projects/${posts[0]!.id}`,
  ];
  for (const route of routes) {
    await gotoHydrated(page, route);
    await page.waitForLoadState('networkidle');
  }
  expect(requested.filter((path) => path.startsWith('/remotes/admin/'))).toEqual([]);
  expect(requested.filter((path) => path.startsWith('/remotes/public/')).length).toBeGreaterThan(0);
});

test('the sign-in page downloads neither the public site nor the dashboard, within 239 KB; signing in fetches the dashboard', async ({ page }) => {
  // docs/performance.md, "The sign-in page": c3c563c's 217.4 KB plus 10 %.
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/admin/login');
  // The back office's own button (the painted one is disabled until remote_admin has run).
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  await page.waitForLoadState('networkidle');
  const scripts = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ path: new URL(entry.name).pathname, transferSize: entry.transferSize })),
  );
  const total = scripts.reduce((sum, script) => sum + script.transferSize, 0);
  expect(total, scripts.map((s) => `${s.transferSize} ${s.path}`).join('\n')).toBeLessThanOrEqual(239 * 1024);
  expect(requested.filter((path) => path.startsWith('/remotes/public/'))).toEqual([]);
  expect(requested.filter((path) => path.startsWith('/remotes/admin/dashboard.'))).toEqual([]);

  await page.getByRole('textbox', { name: /Email Address/ }).fill(ADMIN_EMAIL);
  await page.getByLabel(/Password/).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\/users$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  expect(requested.filter((path) => /^\/remotes\/admin\/dashboard\.[^/]+\.js$/.test(path))).toHaveLength(1);
});

test("the home page's stylesheets for later are requested after its first paint, with the scripts", async ({ page }) => {
  await gotoHydrated(page, '/');
  await page.waitForLoadState('networkidle');
  const { paint, sheets, scripts } = await page.evaluate(() => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const starts = (pattern: RegExp) => entries.filter((entry) => pattern.test(new URL(entry.name).pathname)).map((entry) => entry.startTime);
    return {
      paint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
      sheets: starts(/^\/remotes\/public\/.+\.css$/),
      scripts: starts(/\.js$/),
    };
  });
  expect(sheets.length).toBeGreaterThan(0);
  for (const start of sheets) expect(start).toBeGreaterThan(paint);
  expect(Math.min(...sheets)).toBeGreaterThanOrEqual(Math.min(...scripts) - 50);
  // The blocks' code found them: each is linked once.
  const linked = await page.locator('head link[rel="stylesheet"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(new Set(linked).size).toBe(linked.length);
  expect(linked.length).toBe(sheets.length);
});

test.describe('stylesheets linked for later, without JavaScript', () => {
  // The blocks below the fold and the menu's panel bring their own stylesheets, which the page
  // links after its first paint (the loader, or a <noscript> without scripts) instead of inlining
  // them, so that its HTML fits the first round trip (docs/performance.md, "Page HTML in one round
  // trip"). The first screen must not need them: a page whose later sheets never arrive looks the same at first.
  test.use({ javaScriptEnabled: false });
  const LATER = /\/remotes\/public\/.+\.css$/;

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    test(`the home page's first screen looks the same without them (${viewport.width} px)`, async ({ browser }) => {
      const shots: Buffer[] = [];
      const fullPages: Buffer[] = [];
      for (const blocked of [false, true]) {
        const context = await browser.newContext({ viewport, javaScriptEnabled: false, reducedMotion: 'reduce' });
        const page = await context.newPage();
        const linked: string[] = [];
        await page.route(LATER, (route) => {
          linked.push(new URL(route.request().url()).pathname);
          return blocked ? route.abort() : route.continue();
        });
        await page.goto('/', { waitUntil: 'load' });
        await page.evaluate(() =>
          Promise.all([...document.images].filter((image) => image.loading !== 'lazy').map((image) => image.decode().catch(() => undefined))),
        );
        expect(linked.length, 'the home page links stylesheets for later').toBeGreaterThan(0);
        await expect(page.locator('link[rel="stylesheet"][fetchpriority="low"]')).toHaveCount(linked.length);
        shots.push(await page.screenshot());
        fullPages.push(await page.screenshot({ fullPage: true }));
        await context.close();
      }
      expect(shots[1]!.equals(shots[0]!), 'the first screen differs when the later stylesheets are missing').toBe(true);
      // They do style the rest of the page.
      expect(fullPages[1]!.equals(fullPages[0]!)).toBe(false);
    });
  }
});
