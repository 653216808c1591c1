// The platform (docs/architecture.md, "Module federation"): runtime composition, one React and one store, admin code only on /admin, and fault
// isolation when a remote's server goes away.
import path from 'node:path';
import { ownProduct } from '../support/own-product';
import { REPO_ROOT, startProduct, type RunningProduct } from '../support/product';
import { waitForHydration } from '../support/public-site';
import { StaticServer } from '../support/static-server';
import { allowConsoleErrors, expect, test } from '../support/test';

const SINGLETONS = ['react', 'react-dom', 'react-router-dom', 'react-redux', '@reduxjs/toolkit', 'react/jsx-runtime'];

test('a public page renders API data through remote_shared hooks, with one copy of each singleton', async ({ page }) => {
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
  });
  const response = await page.goto('/');
  // The slides come from the API, rendered on the server...
  const html = await response!.text();
  const heroTitle = 'Three offices, one delivery team';
  expect(html).toContain(heroTitle);
  // ...and the browser hydrates from the same answers (inlined in the page): the hook finds its
  // data, nothing is refetched.
  await expect(page.locator('#root')).toContainText(heroTitle);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(apiCalls).toEqual([]);

  const share = await page.evaluate(() => {
    const scopes = (
      window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, { from: string; loaded?: boolean }>>>> } }
    ).__FEDERATION__.__SHARE__;
    const libs: Record<string, { versions: string[]; from: string[] }> = {};
    for (const scope of Object.values(scopes)) {
      for (const [name, versions] of Object.entries(scope.default ?? {})) {
        const entry = (libs[name] ??= { versions: [], from: [] });
        for (const [version, info] of Object.entries(versions)) {
          entry.versions.push(version);
          entry.from.push(info.from);
        }
      }
    }
    return libs;
  });
  for (const name of SINGLETONS) {
    expect(share[name], name).toBeDefined();
    expect(share[name]!.versions, `${name} versions`).toHaveLength(1);
    expect(share[name]!.from, `${name} provider`).toEqual(['shell']);
  }
});

test('public pages download nothing of remote_admin; /admin loads it', async ({ page }) => {
  const files: string[] = [];
  page.on('request', (request) => files.push(new URL(request.url()).pathname));
  // The page's scripts start after its first paint: wait for them, not for a quiet moment before them.
  const publicEntry = page.waitForRequest((request) => new URL(request.url()).pathname === '/remotes/public/remoteEntry.js');
  await page.goto('/');
  await publicEntry;
  await page.waitForLoadState('networkidle');
  expect(files.some((file) => file.startsWith('/remotes/admin/'))).toBe(false);
  expect(files).toContain('/remotes/public/remoteEntry.js');

  await page.goto('/admin/login');
  // The sign-in form is painted from the server's HTML; its button works once remote_admin has run.
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  expect(files).toContain('/remotes/admin/remoteEntry.js');
});

test('the shell reads remote addresses from /runtime-config.json at runtime', async ({ request }) => {
  const response = await request.get('/runtime-config.json');
  expect(response.headers()['cache-control']).toBe('no-cache');
  const config = await response.json();
  expect(config.remotes).toEqual({
    remote_shared: '/remotes/shared/remoteEntry.js',
    remote_public: '/remotes/public/remoteEntry.js',
    remote_admin: '/remotes/admin/remoteEntry.js',
  });
  // No remote address is compiled into the shell.
  const shell = await (await request.get('/assets/shell.js')).text();
  expect(shell).not.toContain('/remotes/admin/remoteEntry.js');
  expect(shell).not.toContain('/remotes/public/remoteEntry.js');
});

test.describe('fault isolation', () => {
  let adminRemote: StaticServer;
  let product: RunningProduct;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    adminRemote = new StaticServer(path.join(REPO_ROOT, 'remote-admin/dist'));
    await adminRemote.start();
    product = await startProduct({
      REMOTE_ADMIN_URL: `${adminRemote.origin}/remoteEntry.js`,
      CSP_EXTRA_ORIGINS: adminRemote.origin,
    });
  });

  test.afterAll(async () => {
    await product?.stop();
    await adminRemote?.stop();
  });

  test('a remote whose server is down shows the unavailable view, the rest keeps working, and Retry recovers', async ({ page }) => {
    allowConsoleErrors(page, /remote_admin|remoteEntry|ERR_CONNECTION_REFUSED|Failed to load resource|ScriptExternalLoadError|RUNTIME-008|shell/);
    await adminRemote.stop();

    await page.goto(`${product.url}/admin/login`);
    await expect(page.getByRole('heading', { name: 'This section is temporarily unavailable' })).toBeVisible();
    const retry = page.getByRole('button', { name: 'Retry' });
    await expect(retry).toBeVisible();

    // The public site is unaffected.
    await page.goto(`${product.url}/`);
    await expect(page.locator('main')).toContainText('Three offices, one delivery team');

    // Back on /admin while the remote is still down, then the remote returns and Retry loads it.
    await page.goto(`${product.url}/admin/login`);
    await expect(page.getByRole('heading', { name: 'This section is temporarily unavailable' })).toBeVisible();
    await adminRemote.start();
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  });
});

test.describe('when remote_shared is unreachable', () => {
  const product = ownProduct({ REMOTE_SHARED_URL: 'http://127.0.0.1:9/remoteEntry.js', CSP_EXTRA_ORIGINS: 'http://127.0.0.1:9' });

  test('the shell renders its branded error page, never a blank screen', async ({ page }) => {
    allowConsoleErrors(page, /remote_shared|remoteEntry|ERR_CONNECTION_REFUSED|Failed to load resource|ScriptExternalLoadError|RUNTIME-008|shell/);
    await page.goto(`${product.url}/admin/login`);
    await expect(page.getByRole('heading', { name: 'We will be right back' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await page.goto(`${product.url}/`);
    await expect(page.getByRole('heading', { name: 'We will be right back' })).toBeVisible();
  });
});
