// Releasing remote-public alone (README, "Releasing one remote alone"): two releases in a release
// root, the page server following its current.json, a rollback, and the shell never touched.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ownProduct } from '../support/own-product';
import { REPO_ROOT } from '../support/product';
import { expect, test } from '../support/test';

const OLD_HEADING = 'Your Partner for Software Development and ICT Consultancy Services';
const NEW_HEADING = 'Your Partner for Released Software Development and ICT Consultancy Services';
const FIRST = '0.1.0-e2e0001';
const SECOND = '0.1.0-e2e0002';

// Named now (the product's environment needs it), made before the product starts.
const work = path.join(os.tmpdir(), `e2e-releases-${process.pid}-${Date.now()}`);
const releaseRoot = path.join(work, 'remote-public');

/** scripts/release.mjs, as `npm run release -w remote-public` runs it, with a build folder and sha of our choosing. */
function release(call: 'publishRelease' | 'rollback', options: Record<string, unknown>): { release: string } {
  const script = `import * as r from ${JSON.stringify(path.join(REPO_ROOT, 'scripts/release.mjs'))};
    const o = JSON.parse(process.argv[1]); if (o.now) o.now = new Date(o.now);
    console.log(JSON.stringify(r[${JSON.stringify(call)}](o)));`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify({ releaseRoot, ...options })], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as { release: string };
}

/** remote-public's build with the home heading changed, as a second build would change it. */
function patchedBuild(): string {
  const dist = path.join(work, 'patched-dist');
  cpSync(path.join(REPO_ROOT, 'remote-public/dist'), dist, { recursive: true });
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
  for (const file of walk(dist)) {
    // The precompressed copies would still say the old text: without them the patched files are sent.
    if (/\.(br|gz)$/.test(file)) rmSync(file);
    else if (file.endsWith('.js')) writeFileSync(file, readFileSync(file, 'utf8').replaceAll('Your Partner for Software Development', 'Your Partner for Released Software Development'));
  }
  return dist;
}

/** A digest of every file of the shell's build. */
function shellDigest(): string {
  const hash = createHash('sha256');
  const dir = path.join(REPO_ROOT, 'shell/dist');
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const full = path.join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else hash.update(name).update(readFileSync(full));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

let shellBefore = '';
test.beforeAll(() => {
  mkdirSync(work, { recursive: true });
  shellBefore = shellDigest();
  release('publishRelease', { distDir: path.join(REPO_ROOT, 'remote-public/dist'), version: '0.1.0', sha: 'e2e0001', now: '2026-01-01T00:00:00Z' });
});
// Registered after the hook above, so the product starts with the first release in place.
const product = ownProduct({ REMOTE_PUBLIC_URL: path.join(releaseRoot, 'current.json') });

test.afterAll(() => rmSync(work, { recursive: true, force: true }));

test.describe.configure({ mode: 'serial' });

test('a new release shows after the pointer moves, a rollback brings the old one back, the shell untouched', async ({ page, request }) => {
  const heading = (name: string) => page.getByRole('main').getByRole('heading', { name });
  const publicEntries: string[] = [];
  page.on('request', (r) => {
    if (/\/remotes\/public\/.*remoteEntry\.js$/.test(r.url())) publicEntries.push(new URL(r.url()).pathname);
  });

  await page.goto(`${product.url}/`);
  await expect(heading(OLD_HEADING)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(publicEntries).toEqual([`/remotes/public/${FIRST}/remoteEntry.js`]);

  expect(release('publishRelease', { distDir: patchedBuild(), version: '0.1.0', sha: 'e2e0002', now: '2026-01-02T00:00:00Z' }).release).toBe(SECOND);
  // The page server reads a local pointer every second.
  await expect.poll(async () => (await request.get(`${product.url}/`)).text(), { timeout: 10_000 }).toContain(NEW_HEADING);
  publicEntries.length = 0;
  await page.goto(`${product.url}/`);
  await expect(heading(NEW_HEADING)).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Hydrated with the release it was rendered with: no mismatch (it would be a console error), the new text stays.
  expect(publicEntries).toEqual([`/remotes/public/${SECOND}/remoteEntry.js`]);
  await expect(heading(NEW_HEADING)).toBeVisible();
  const health = (await (await request.get(`${product.url}/health`)).json()) as { remotes: Record<string, { release: string | null; builtAt: string | null }> };
  expect(health.remotes.remote_public!.release).toBe(SECOND);
  expect(health.remotes.remote_public!.builtAt).toMatch(/^\d{4}-\d\d-\d\dT/);

  expect(release('rollback', {}).release).toBe(FIRST);
  await expect.poll(async () => (await request.get(`${product.url}/`)).text(), { timeout: 10_000 }).toContain(OLD_HEADING);
  await page.goto(`${product.url}/`);
  await expect(heading(OLD_HEADING)).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(heading(OLD_HEADING)).toBeVisible();

  expect(shellDigest()).toBe(shellBefore);
});

test('a page opened before the pointer moves hydrates with the release it was rendered with', async ({ page, request }) => {
  const entries: string[] = [];
  let moved = false;
  // Hold remote-public's entry until the pointer has moved and the page server has seen it.
  await page.route(/\/remotes\/public\/.*remoteEntry\.js$/, async (route) => {
    entries.push(new URL(route.request().url()).pathname);
    if (!moved) {
      moved = true;
      release('rollback', { to: SECOND });
      await new Promise((r) => setTimeout(r, 1_500));
    }
    await route.continue();
  });
  await page.goto(`${product.url}/`);
  await expect(page.getByRole('main').getByRole('heading', { name: OLD_HEADING })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(entries).toEqual([`/remotes/public/${FIRST}/remoteEntry.js`]);
  await expect(page.getByRole('main').getByRole('heading', { name: OLD_HEADING })).toBeVisible();
  // The next page is the new release's.
  await expect.poll(async () => (await request.get(`${product.url}/`)).text(), { timeout: 10_000 }).toContain(NEW_HEADING);
  await page.goto(`${product.url}/`);
  await expect(page.getByRole('main').getByRole('heading', { name: NEW_HEADING })).toBeVisible();
});
