// Releasing remote-public alone (docs/releases.md): two releases in a release
// root, the page server following its current.json, a rollback, and the shell never touched.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ownProduct } from '../support/own-product';
import { REPO_ROOT } from '../support/product';
import { allowConsoleErrors, expect, test } from '../support/test';

const OLD_HEADING = 'Your Partner for Software Development and ICT Consultancy Services';
const NEW_HEADING = 'Your Partner for Released Software Development and ICT Consultancy Services';
const FIRST = '0.1.0-e2e0001';
const SECOND = '0.1.0-e2e0002';

// Named now (the product's environment needs it), made before the product starts.
const work = path.join(os.tmpdir(), `e2e-releases-${process.pid}-${Date.now()}`);
const releaseRoot = path.join(work, 'remote-public');
const adminRoot = path.join(work, 'remote-admin');

/** scripts/release.mjs, as `npm run release -w remote-public` runs it, with a build folder and sha of our choosing. */
function release(call: 'publishRelease' | 'rollback', options: Record<string, unknown>, root = releaseRoot): { release: string } {
  const script = `import * as r from ${JSON.stringify(path.join(REPO_ROOT, 'scripts/release.mjs'))};
    const o = JSON.parse(process.argv[1]); if (o.now) o.now = new Date(o.now);
    console.log(JSON.stringify(r[${JSON.stringify(call)}](o)));`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify({ releaseRoot: root, ...options })], { encoding: 'utf8' });
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
    else if (file.endsWith('.js'))
      writeFileSync(file, readFileSync(file, 'utf8').replaceAll('Your Partner for Software Development', 'Your Partner for Released Software Development'));
  }
  return dist;
}

/** remote-admin's build declaring React 18.3.1 for its shared react, as a build against React 18 would. */
function reactEighteenAdmin(): string {
  const dist = path.join(work, 'react-18-admin');
  cpSync(path.join(REPO_ROOT, 'remote-admin/dist'), dist, { recursive: true });
  for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
    rmSync(path.join(dist, `${file}.br`), { force: true });
    rmSync(path.join(dist, `${file}.gz`), { force: true });
    writeFileSync(path.join(dist, file), readFileSync(path.join(dist, file), 'utf8').replaceAll('"19.3.1"', '"18.3.1"'));
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
  // A remote-admin that says it was built against React 18, released past the check (by hand).
  release('publishRelease', { distDir: reactEighteenAdmin(), version: '0.1.0', sha: 'e2e0018' }, adminRoot);
});
// Registered after the hook above, so the product starts with the first release in place.
const product = ownProduct({ REMOTE_PUBLIC_URL: path.join(releaseRoot, 'current.json'), REMOTE_ADMIN_URL: path.join(adminRoot, 'current.json') });

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
  // The heading is the server's HTML; the scripts start after it paints, so wait for the entry's
  // request itself (under load the network was quiet for a moment before it), then for the rest.
  await expect.poll(() => publicEntries, { timeout: 15_000 }).toEqual([`/remotes/public/${FIRST}/remoteEntry.js`]);
  await page.waitForLoadState('networkidle');
  expect(publicEntries).toEqual([`/remotes/public/${FIRST}/remoteEntry.js`]);

  expect(release('publishRelease', { distDir: patchedBuild(), version: '0.1.0', sha: 'e2e0002', now: '2026-01-02T00:00:00Z' }).release).toBe(SECOND);
  // The page server reads a local pointer every second.
  await expect.poll(async () => (await request.get(`${product.url}/`)).text(), { timeout: 10_000 }).toContain(NEW_HEADING);
  publicEntries.length = 0;
  await page.goto(`${product.url}/`);
  await expect(heading(NEW_HEADING)).toBeVisible();
  await expect.poll(() => publicEntries, { timeout: 15_000 }).toEqual([`/remotes/public/${SECOND}/remoteEntry.js`]);
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
  // The heading is the server's HTML; the scripts start after it paints, so wait for the entry's
  // request itself (under load the network was quiet for a moment before it), then for the rest.
  await expect.poll(() => entries, { timeout: 15_000 }).toEqual([`/remotes/public/${FIRST}/remoteEntry.js`]);
  await page.waitForLoadState('networkidle');
  expect(entries).toEqual([`/remotes/public/${FIRST}/remoteEntry.js`]);
  await expect(page.getByRole('main').getByRole('heading', { name: OLD_HEADING })).toBeVisible();
  // The next page is the new release's.
  await expect.poll(async () => (await request.get(`${product.url}/`)).text(), { timeout: 10_000 }).toContain(NEW_HEADING);
  await page.goto(`${product.url}/`);
  await expect(page.getByRole('main').getByRole('heading', { name: NEW_HEADING })).toBeVisible();
});

test('a remote built against another React is refused by npm run release and by the shell, which shows its unavailable view', async ({ page }) => {
  // npm run release passes the shell's version map: the same build is refused there, naming the package.
  const script = `import * as r from ${JSON.stringify(path.join(REPO_ROOT, 'scripts/release.mjs'))};
    r.publishRelease({ releaseRoot: ${JSON.stringify(path.join(work, 'refused/remote-admin'))}, distDir: ${JSON.stringify(path.join(work, 'react-18-admin'))}, version: '0.1.0', sha: 'e2e0019', shellVersions: r.shellSingletons() });`;
  const refused = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  expect(refused.status).not.toBe(0);
  expect(refused.stderr).toContain('remote-admin is not released: it was built against react 18.3.1 (the shell provides 19.3.1)');

  allowConsoleErrors(page, /remote_admin is refused: it was built against react 18\.3\.1/);
  await page.goto(`${product.url}/admin/login`);
  await expect(page.getByRole('heading', { name: 'This section is temporarily unavailable' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  // The rest of the site still works (whichever remote-public release the tests above left current).
  await page.goto(`${product.url}/`);
  await expect(page.getByRole('main').getByRole('heading', { name: /^Your Partner for/ })).toBeVisible();
});

test('a remote-admin needing an export remote-shared lacks is refused by npm run release and by the shell, naming the export', async ({ page, request }) => {
  // remote-admin's build with a contract that needs Tooltip from remote_shared/ui, which no remote-shared exports.
  const dist = path.join(work, 'needy-admin');
  cpSync(path.join(REPO_ROOT, 'remote-admin/dist'), dist, { recursive: true });
  const contract = JSON.parse(readFileSync(path.join(dist, 'contract.json'), 'utf8')) as { needs: { remote_shared: Record<string, string[]> } };
  contract.needs.remote_shared['./ui']!.push('Tooltip');
  writeFileSync(path.join(dist, 'contract.json'), JSON.stringify(contract));

  const script = `import * as r from ${JSON.stringify(path.join(REPO_ROOT, 'scripts/release.mjs'))};
    await r.checkContract({ remote: 'remote-admin', distDir: ${JSON.stringify(dist)}, env: { RELEASE_ROOT: ${JSON.stringify(path.join(work, 'none'))} } });`;
  const refused = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  expect(refused.status).not.toBe(0);
  expect(refused.stderr).toContain(
    "remote-admin is not released: it needs Tooltip from remote_shared/ui, which remote-shared's build folder (it has no release) does not export",
  );

  // Released past the check, it is refused where it runs: the page server names it, the shell shows the unavailable view.
  release('publishRelease', { distDir: dist, version: '0.1.0', sha: 'e2e0020' }, adminRoot);
  const reason = 'remote_admin is refused: it needs Tooltip from remote_shared/ui, which remote_shared as served does not export';
  await expect
    .poll(
      async () => ((await (await request.get(`${product.url}/runtime-config.json`)).json()) as { refused?: Record<string, string> }).refused?.remote_admin,
      { timeout: 10_000 },
    )
    .toBe(reason);
  allowConsoleErrors(page, /remote_admin is refused: it needs Tooltip from remote_shared\/ui/);
  await page.goto(`${product.url}/admin/login`);
  await expect(page.getByRole('heading', { name: 'This section is temporarily unavailable' })).toBeVisible();
  await page.goto(`${product.url}/`);
  await expect(page.getByRole('main').getByRole('heading', { name: /^Your Partner for/ })).toBeVisible();
});
