// Open tabs survive a release (docs/releases.md, "Open tabs"): a tab opened before a release
// gets the new code at its next page, with one reload and never a loop; a form half-filled in the
// back office keeps what was typed; a chunk of a release removed since does not break the page.
// Releases are made between two clicks, with scripts/release.mjs, as in releases.spec.ts.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { signInAsAdmin } from '../support/admin';
import { ownProduct } from '../support/own-product';
import { ADMIN_EMAIL, ADMIN_PASSWORD, REPO_ROOT } from '../support/product';
import { allowConsoleErrors, expect, test } from '../support/test';

const DRAFT_RESTORED = 'Restored what you typed before the page was reloaded.';
const work = path.join(os.tmpdir(), `e2e-open-tabs-${process.pid}-${Date.now()}`);
const roots = { remote_public: path.join(work, 'remote-public'), remote_admin: path.join(work, 'remote-admin') };
const builds = { remote_public: path.join(REPO_ROOT, 'remote-public/dist'), remote_admin: path.join(REPO_ROOT, 'remote-admin/dist') };
type Remote = keyof typeof roots;
/** The remotes this page loads from, as the page server named them to it. */
const runningEntry = (page: Page, remote: Remote) =>
  page.evaluate((name) => (window as unknown as { __RUNTIME_CONFIG__?: { remotes: Record<string, string> } }).__RUNTIME_CONFIG__?.remotes[name] ?? '', remote);
let made = 0;

/**
 * Releases a build of `remote` whose `from` text reads `to` (as a new build saying so would), with
 * scripts/release.mjs as npm run release does; returns the release id.
 */
function release(remote: Remote, from: string, to: string): string {
  made += 1;
  const dist = path.join(work, `build-${made}`);
  cpSync(builds[remote], dist, { recursive: true });
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
  for (const file of walk(dist)) {
    // The precompressed copies would still say the old text: without them the patched files are sent.
    if (/\.(br|gz)$/.test(file)) rmSync(file);
    else if (file.endsWith('.js')) writeFileSync(file, readFileSync(file, 'utf8').replaceAll(from, to));
  }
  const script = `import * as r from ${JSON.stringify(path.join(REPO_ROOT, 'scripts/release.mjs'))};
    console.log(r.publishRelease(JSON.parse(process.argv[1])).release);`;
  const options = { releaseRoot: roots[remote], distDir: dist, version: '0.1.0', sha: `tab${String(made).padStart(4, '0')}` };
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(options)], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
  return result.stdout.trim();
}

test.beforeAll(() => {
  mkdirSync(work, { recursive: true });
  release('remote_public', 'All rights reserved.', 'All rights reserved.');
  release('remote_admin', 'Admin dashboard', 'Admin dashboard');
});
// Registered after the hook above, so the product starts with a release of each in place.
const product = ownProduct({
  REMOTE_PUBLIC_URL: path.join(roots.remote_public, 'current.json'),
  REMOTE_ADMIN_URL: path.join(roots.remote_admin, 'current.json'),
});
test.afterAll(() => rmSync(work, { recursive: true, force: true }));
test.describe.configure({ mode: 'serial' });

/** Until the page server names `id` for `remote` (it reads a local pointer every second). */
async function served(page: Page, remote: Remote, id: string) {
  await expect
    .poll(async () => ((await (await page.request.get(`${product.url}/runtime-config.json`)).json()) as { remotes: Record<string, string> }).remotes[remote], {
      timeout: 10_000,
    })
    .toContain(`/${id}/remoteEntry.js`);
}

/** Counts the pages the tab loads from the server (a reload is one; a navigation inside the page is none). */
function countDocuments(page: Page): { readonly loads: number } {
  const counter = { loads: 0 };
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) counter.loads += 1;
  });
  return counter;
}

async function hydrated(page: Page, url: string) {
  await page.goto(url);
  await page.waitForFunction(() => {
    const footer = document.querySelector('footer');
    return !!footer && Object.keys(footer).some((key) => key.startsWith('__reactProps'));
  });
}

test('a public page opened before a release of remote-public gets the new release at the next click: one reload, then none', async ({ page }) => {
  const documents = countDocuments(page);
  await hydrated(page, `${product.url}/`);
  const footer = page.locator('footer');
  await expect(footer).not.toContainText('Release two');
  expect(documents.loads).toBe(1);

  const id = release('remote_public', 'All rights reserved.', 'All rights reserved. Release two.');
  await served(page, 'remote_public', id);

  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Our Projects' }).click();
  await expect(page).toHaveURL(`${product.url}/projects`);
  await expect(footer).toContainText('Release two');
  expect(documents.loads).toBe(2);
  expect(await runningEntry(page, 'remote_public')).toContain(`/${id}/remoteEntry.js`);

  // Further clicks stay inside the page: the tab runs the current release now.
  await page.waitForLoadState('networkidle');
  await nav.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(`${product.url}/`);
  await nav.getByRole('link', { name: 'Our Contacts' }).click();
  await expect(page).toHaveURL(`${product.url}/contact`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(documents.loads).toBe(2);
});

test('a chunk of a release removed since fails to load: the page loads anew with the current release instead of breaking', async ({ page }) => {
  // The missing chunk and the boundary that caught it say so in the console before the reload.
  allowConsoleErrors(page, /Failed to load resource|Refused to execute script|ChunkLoadError|Loading chunk|\[shell\] remote_public failed|remote_public/);
  const documents = countDocuments(page);
  await hydrated(page, `${product.url}/`);
  const before = await runningEntry(page, 'remote_public');
  const id = release('remote_public', 'All rights reserved.', 'All rights reserved. Release three.');
  await served(page, 'remote_public', id);
  // As if pruned: the release this tab runs is gone from the origin, chunks not yet loaded with it.
  rmSync(path.join(roots.remote_public, before.split('/').at(-2)!), { recursive: true, force: true });

  // The blocks below the fold load their code when scrolled near.
  await page.mouse.wheel(0, 20_000);
  await expect(page.locator('footer')).toContainText('Release three');
  expect(documents.loads).toBe(2);
  await expect(page.getByText('This section is temporarily unavailable')).toHaveCount(0);
});

test('the back office opened before a release of remote-admin gets it at the next page, and keeps what was typed in a form', async ({ page }) => {
  const documents = countDocuments(page);
  await signInAsAdmin(page, product.url);
  const [post] = (await (await page.request.get(`${product.url}/api/posts`)).json()) as { title: string }[];
  await page.goto(`${product.url}/admin/dashboard/users`);
  const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
  await sidebar.getByRole('link', { name: 'Posts', exact: true }).click();
  await page.getByRole('button', { name: `Edit ${post!.title}` }).click();
  const title = page.getByRole('dialog', { name: 'Edit Post' }).getByRole('textbox', { name: /Title/ });
  await title.fill('A title typed before the release');
  const loadsBefore = documents.loads;

  const id = release('remote_admin', 'Admin dashboard', 'Admin dashboard, release two');
  await served(page, 'remote_admin', id);
  // The browser's Back button: the only way off the page while the form's dialog is open.
  await page.goBack();
  await expect(page).toHaveURL(`${product.url}/admin/dashboard/users`);
  await expect(page.getByText('Admin dashboard, release two')).toBeVisible();
  expect(documents.loads).toBe(loadsBefore + 1);

  await sidebar.getByRole('link', { name: 'Posts', exact: true }).click();
  await page.getByRole('button', { name: `Edit ${post!.title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Post' });
  await expect(dialog.getByRole('textbox', { name: /Title/ })).toHaveValue('A title typed before the release');
  await expect(dialog.getByRole('status').filter({ hasText: DRAFT_RESTORED })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await sidebar.getByRole('link', { name: 'Team', exact: true }).click();
  await expect(page).toHaveURL(`${product.url}/admin/dashboard/team`);
  expect(documents.loads).toBe(loadsBefore + 1);
});

test('a sign-in page opened before a release of remote-admin signs in to the new release, with one reload', async ({ page }) => {
  const documents = countDocuments(page);
  await page.goto(`${product.url}/admin/login`);
  await page.getByRole('textbox', { name: /Email Address/ }).fill(ADMIN_EMAIL);
  await page.getByLabel(/Password/).fill(ADMIN_PASSWORD);
  const id = release('remote_admin', 'Admin dashboard', 'Admin dashboard, release three');
  await served(page, 'remote_admin', id);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${product.url}/admin/dashboard/users`);
  await expect(page.getByText('Admin dashboard, release three')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
  expect(documents.loads).toBe(2);
});
