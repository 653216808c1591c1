// What runs (docs/releases.md, "What runs"): an Admin's System section shows each remote's
// release as the page server reports it, whether this browser loaded it, and the API's version and
// migration; a Publisher sees no System section and gets 403 from the API.
import AxeBuilder from '@axe-core/playwright';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signInAsAdmin } from '../support/admin';
import { ownProduct } from '../support/own-product';
import { ADMIN_EMAIL, ADMIN_PASSWORD, REPO_ROOT } from '../support/product';
import { expect, test } from '../support/test';

const work = path.join(os.tmpdir(), `e2e-system-${process.pid}-${Date.now()}`);
const releaseRoot = path.join(work, 'remote-public');
const RELEASE = '0.1.0-e2e0abc';

test.beforeAll(() => {
  mkdirSync(work, { recursive: true });
  // remote-public released as `npm run release -w remote-public` would, with a sha of our choosing.
  const script = `import { publishRelease } from ${JSON.stringify(path.join(REPO_ROOT, 'scripts/release.mjs'))};
    publishRelease({ releaseRoot: ${JSON.stringify(releaseRoot)}, distDir: ${JSON.stringify(path.join(REPO_ROOT, 'remote-public/dist'))}, version: '0.1.0', sha: 'e2e0abc' });`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
});
const product = ownProduct({ REMOTE_PUBLIC_URL: path.join(releaseRoot, 'current.json') });
test.afterAll(() => rmSync(work, { recursive: true, force: true }));

const API_VERSION = (JSON.parse(readFileSync(path.join(REPO_ROOT, 'api/package.json'), 'utf8')) as { version: string }).version;

test('an Admin sees the releases, what this browser loaded, and the API version and migration', async ({ page, request }) => {
  const login = await request.post(`${product.url}/api/auth/login`, { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  const { token } = (await login.json()) as { token: string };
  const system = (await (await request.get(`${product.url}/api/system`, { headers: { Authorization: `Bearer ${token}` } })).json()) as {
    version: string;
    migration: number;
  };
  expect(system.version).toBe(API_VERSION);
  expect(system.migration).toBeGreaterThan(0);
  // The same facts in the API's health for an Admin; anonymous health stays as it was.
  expect(await (await request.get(`${product.url}/api/health`, { headers: { Authorization: `Bearer ${token}` } })).json()).toMatchObject(system);
  expect(Object.keys((await (await request.get(`${product.url}/api/health`)).json()) as object).sort()).toEqual(['database', 'status']);
  const health = (await (await request.get(`${product.url}/health`)).json()) as {
    remotes: Record<string, { release: string | null; sha: string | null; version: string | null; builtAt: string }>;
  };
  expect(health.remotes.remote_public).toMatchObject({ release: RELEASE, sha: 'e2e0abc', version: '0.1.0' });

  await signInAsAdmin(page, product.url);
  await page.goto(`${product.url}/admin/dashboard/users`);
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'System', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\/system$/);
  const table = page.getByRole('table', { name: 'Remotes' });
  const row = (name: string) => table.getByRole('row').filter({ hasText: name });
  await expect(row('remote-public')).toContainText(RELEASE);
  await expect(row('remote-public')).toContainText('e2e0abc');
  await expect(row('remote-public')).toContainText(new URL(product.url).origin);
  // The back office itself runs in this browser, from the build folder the page server names.
  await expect(row('remote-admin')).toContainText('build folder');
  await expect(row('remote-admin')).toContainText('Loaded');
  await expect(row('remote-shared')).toContainText('Loaded');
  const api = page.getByRole('definition').filter({ hasText: system.version });
  await expect(api.first()).toBeVisible();
  await expect(page.getByText('Database migration', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(String(system.migration));
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('a Publisher has no System section, is sent away from its address, and the API answers 403', async ({ page, request }) => {
  const admin = (await (await request.post(`${product.url}/api/auth/login`, { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } })).json()) as {
    token: string;
  };
  const id = `${Date.now()}`;
  const publisher = {
    full_name: `E2E Publisher ${id}`,
    email_address: `e2e-system-${id}@example.com`,
    telephone_number: '+250 700 111 222',
    password: 'e2e-System-password-1',
    role: 'Publisher',
  };
  expect((await request.post(`${product.url}/api/users`, { headers: { Authorization: `Bearer ${admin.token}` }, data: publisher })).status()).toBe(201);
  const { token } = (await (
    await request.post(`${product.url}/api/auth/login`, { data: { email: publisher.email_address, password: publisher.password } })
  ).json()) as { token: string };
  expect((await request.get(`${product.url}/api/system`, { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(403);
  expect(
    ((await (await request.get(`${product.url}/api/health`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { version?: string }).version,
  ).toBeUndefined();

  await page.goto(`${product.url}/admin/login`);
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  await page.goto(`${product.url}/admin/dashboard/system`);
  await page.waitForURL('**/admin/dashboard/users');
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(nav.getByRole('link', { name: 'Users', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'System', exact: true })).toHaveCount(0);
});
