// Offline reading and a contact form that waits (docs/offline.md): the service worker keeps the
// pages a visitor has seen and the code they ran, keyed by the releases; offline, those open and
// any other page shows the branded offline page; a message written offline is kept in the browser
// and sent once when the connection returns. The other suites run without the worker
// (playwright.config.ts says why); this one turns it on.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { signInAsAdmin } from '../support/admin';
import { ownProduct } from '../support/own-product';
import { REPO_ROOT } from '../support/product';
import { adminToken, gotoHydrated, stubMapTiles } from '../support/public-site';
import { allowConsoleErrors, expect, test } from '../support/test';

test.use({ serviceWorkers: 'allow' });

const SUCCESS = 'Thank you! Your message has been sent successfully.';
const KEPT = 'You are offline. Your message is saved on this device and will be sent';
// Offline, the browser reports what it could not fetch (the map's tiles, a lazy block's data).
const OFFLINE_ERRORS = [/ERR_INTERNET_DISCONNECTED|Failed to load resource|Failed to fetch|NetworkError|offline/i];

/** Waits until the worker controls the page and keeps it (a first visit is kept once the worker runs). */
async function keptByWorker(page: Page) {
  const kept = () => page.evaluate(async () => Boolean(navigator.serviceWorker.controller) && Boolean(await caches.match(location.href)));
  await expect.poll(kept, { timeout: 15_000 }).toBe(true);
}

/** Opens each page while online and waits until the worker keeps it. */
async function seeOnline(page: Page, ...paths: string[]) {
  for (const path of paths) {
    await gotoHydrated(page, path);
    await keptByWorker(page);
  }
}

/** How many contact messages from `name` the inbox holds, every state included. */
async function messagesFrom(request: APIRequestContext, name: string): Promise<number> {
  const token = await adminToken(request);
  const list = (await (
    await request.get(`/api/contacts?page=1&q=${encodeURIComponent(name)}&state=all`, { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as { total: number };
  return list.total;
}

test('seen pages open offline, an unseen one shows the offline page, a message written offline arrives once', async ({ page, context, request }) => {
  test.setTimeout(120_000); // one long journey: two visits, offline, back online, the back office
  allowConsoleErrors(page, ...OFFLINE_ERRORS);
  await stubMapTiles(page);
  // First visit: the page loads before the worker runs; the worker then keeps it and its files.
  await gotoHydrated(page, '/about-us');
  const header = (await page.getByRole('banner').boundingBox())!;
  await keptByWorker(page);
  await seeOnline(page, '/contact');

  await context.setOffline(true);
  await gotoHydrated(page, '/about-us');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'ABOUT US' })).toBeVisible();
  await expect(main.getByRole('heading', { name: /A leading software development company/ })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  // Never opened: the branded offline page, with the site's header and footer.
  const unseen = await page.goto('/our-team');
  expect(unseen?.status()).toBe(200);
  await expect(main.getByRole('heading', { name: 'You are offline', exact: true })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: /home/i }).first()).toBeVisible();
  // Styled as on every page (the layout's styles are in the page): the header has the same size.
  expect(await page.getByRole('banner').boundingBox()).toEqual(header);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page).toHaveURL(/\/our-team$/);

  // The contact page, read and written to offline.
  await gotoHydrated(page, '/contact');
  const name = `Offline Visitor ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  await page.getByPlaceholder('Your Name *').fill(name);
  await page.getByPlaceholder('Your Email *').fill('offline.visitor@example.org');
  await page.getByPlaceholder('Your Message').fill('Written on a bus with no signal.');
  await page.getByRole('button', { name: 'SEND MESSAGE' }).click();
  await expect(page.getByText(KEPT)).toBeVisible();
  await expect(page.getByText(SUCCESS)).toHaveCount(0);
  await expect(page.getByPlaceholder('Your Name *')).toHaveValue('');

  const count = () => messagesFrom(request, name);
  expect(await count()).toBe(0);

  // Back online: it is sent, and the page says so with the spec's text.
  await context.setOffline(false);
  await expect(page.getByText(SUCCESS)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(KEPT)).toHaveCount(0);
  expect(await count()).toBe(1);
  // A later visit (the worker starts again and looks at its queue) sends nothing more.
  await gotoHydrated(page, '/contact');
  await page.evaluate(() => navigator.serviceWorker.controller?.postMessage({ type: 'deliver-contacts' }));

  // The back office shows it, once.
  await signInAsAdmin(page);
  await page.goto('/admin/dashboard/contacts');
  await expect(page.getByRole('button', { name: `Read the message from ${name}` })).toHaveCount(1);
  expect(await count()).toBe(1);
});

test('a message kept offline is still sent when the first try after the connection returns fails', async ({ page, context, request }) => {
  allowConsoleErrors(page, ...OFFLINE_ERRORS);
  await stubMapTiles(page);
  await seeOnline(page, '/about-us', '/contact');

  await context.setOffline(true);
  await gotoHydrated(page, '/contact');
  const name = `Retried Visitor ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  await page.getByPlaceholder('Your Name *').fill(name);
  await page.getByPlaceholder('Your Email *').fill('retried.visitor@example.org');
  await page.getByRole('button', { name: 'SEND MESSAGE' }).click();
  await expect(page.getByText(KEPT)).toBeVisible();

  // The browser says it is online before the connection carries anything: the worker's first
  // try fails as a network error would (the worker's requests pass through the context's routes).
  let tries = 0;
  await context.route('**/api/contacts', (route) =>
    route.request().method() === 'POST' && (tries += 1) === 1 ? route.abort('internetdisconnected') : route.fallback(),
  );
  await context.setOffline(false);
  await expect(page.getByText(SUCCESS)).toBeVisible({ timeout: 15_000 });
  expect(tries).toBeGreaterThanOrEqual(2);
  expect(await messagesFrom(request, name)).toBe(1);
});

test('a contact page opened once checks what is typed offline, with the messages it shows online', async ({ page }) => {
  allowConsoleErrors(page, ...OFFLINE_ERRORS);
  await stubMapTiles(page);
  const posts: string[] = [];
  page.on('request', (request) => request.method() === 'POST' && posts.push(request.url()));
  // One visit, before the worker ran: the form's checks (loaded only when used) are kept with it.
  await seeOnline(page, '/contact');
  const laterKept = () =>
    page.evaluate(async () => {
      const later = (window as { __KEEP_LATER__?: string[] }).__KEEP_LATER__ ?? [];
      return later.length > 0 && (await Promise.all(later.map((file) => caches.match(file)))).every(Boolean);
    });
  await expect.poll(laterKept, { timeout: 15_000 }).toBe(true);

  await page.context().setOffline(true);
  await gotoHydrated(page, '/contact');
  await page.getByPlaceholder('Your Name *').fill('Amina Wairimu');
  await page.getByPlaceholder('Your Email *').fill('amina@example');
  await page.getByRole('button', { name: 'SEND MESSAGE' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByPlaceholder('Your Email *')).toBeFocused();
  // Nothing was kept to be sent: the message never left the form.
  await expect(page.getByText(KEPT)).toHaveCount(0);
  expect(posts).toEqual([]);
});

test.describe('a release between two visits', () => {
  const FIRST = '0.1.0-e2e0101';
  const SECOND = '0.1.0-e2e0102';
  const OLD_HEADING = 'Your Partner for Software Development and ICT Consultancy Services';
  const NEW_HEADING = 'Your Partner for Released Software Development and ICT Consultancy Services';
  const work = path.join(os.tmpdir(), `e2e-offline-${process.pid}-${Date.now()}`);
  const releaseRoot = path.join(work, 'remote-public');

  /** scripts/release.mjs, as `npm run release -w remote-public` runs it (releases.spec.ts does the same). */
  function release(call: 'publishRelease' | 'rollback', options: Record<string, unknown>): { release: string } {
    const script = `import * as r from ${JSON.stringify(path.join(REPO_ROOT, 'scripts/release.mjs'))};
      console.log(JSON.stringify(r[${JSON.stringify(call)}](JSON.parse(process.argv[1]))));`;
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify({ releaseRoot, ...options })], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(result.stderr);
    return JSON.parse(result.stdout) as { release: string };
  }

  /** remote-public's build with the home heading changed and its file names kept: only the release id tells them apart. */
  function patchedBuild(): string {
    const dist = path.join(work, 'patched-dist');
    cpSync(path.join(REPO_ROOT, 'remote-public/dist'), dist, { recursive: true });
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
    for (const file of walk(dist)) {
      if (/\.(br|gz)$/.test(file)) rmSync(file);
      else if (file.endsWith('.js'))
        writeFileSync(file, readFileSync(file, 'utf8').replaceAll('Your Partner for Software Development', 'Your Partner for Released Software Development'));
    }
    return dist;
  }

  test.beforeAll(() => {
    mkdirSync(work, { recursive: true });
    release('publishRelease', { distDir: path.join(REPO_ROOT, 'remote-public/dist'), version: '0.1.0', sha: 'e2e0101' });
  });
  const product = ownProduct({ REMOTE_PUBLIC_URL: path.join(releaseRoot, 'current.json') });
  test.afterAll(() => rmSync(work, { recursive: true, force: true }));

  /** The remote-public release ids the worker keeps files of. */
  const keptReleases = (page: Page) =>
    page.evaluate(async () => {
      const ids = new Set<string>();
      for (const name of await caches.keys()) {
        if (!name.startsWith('offline-code:')) continue;
        for (const request of await (await caches.open(name)).keys()) {
          const match = /\/remotes\/public\/([^/]+)\//.exec(new URL(request.url).pathname);
          if (match) ids.add(match[1]!);
        }
      }
      return [...ids].sort();
    });

  test('the kept remote follows a release and a rollback, never mixing them', async ({ page, context, request }) => {
    test.setTimeout(120_000); // a release and a rollback, each visited online and offline
    allowConsoleErrors(page, ...OFFLINE_ERRORS);
    const heading = (text: string) => page.getByRole('main').getByRole('heading', { name: text });
    await gotoHydrated(page, `${product.url}/`);
    await keptByWorker(page);
    await gotoHydrated(page, `${product.url}/`);
    await expect(heading(OLD_HEADING)).toBeVisible();
    await expect.poll(() => keptReleases(page)).toEqual([FIRST]);

    expect(release('publishRelease', { distDir: patchedBuild(), version: '0.1.0', sha: 'e2e0102' }).release).toBe(SECOND);
    await expect.poll(async () => (await request.get(`${product.url}/`)).text(), { timeout: 10_000 }).toContain(NEW_HEADING);

    // The next visit gets the new release, and the worker keeps it instead of the old one.
    await gotoHydrated(page, `${product.url}/`);
    await expect(heading(NEW_HEADING)).toBeVisible();
    await expect.poll(() => keptReleases(page)).toEqual([SECOND]);
    await context.setOffline(true);
    await gotoHydrated(page, `${product.url}/`);
    await expect(heading(NEW_HEADING)).toBeVisible();
    await context.setOffline(false);

    // A rollback is a change of release like any other.
    expect(release('rollback', {}).release).toBe(FIRST);
    await expect.poll(async () => (await request.get(`${product.url}/`)).text(), { timeout: 10_000 }).toContain(OLD_HEADING);
    await gotoHydrated(page, `${product.url}/`);
    await expect(heading(OLD_HEADING)).toBeVisible();
    await expect.poll(() => keptReleases(page)).toEqual([FIRST]);
    await context.setOffline(true);
    await gotoHydrated(page, `${product.url}/`);
    await expect(heading(OLD_HEADING)).toBeVisible();
  });
});
