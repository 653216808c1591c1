// The development loop (docs/development.md): `npm run dev` serves the site rendered on the server,
// and an edit to a component reaches the open page through React Refresh, without loading the page
// again and keeping what was typed in a form. The edited file is put back byte for byte.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT, freePort } from '../support/product';
import { waitForHydration } from '../support/public-site';
import { expect, test } from '../support/test';

interface TemporaryEdit {
  replace(anchor: string, replacement: string): number;
  restore(): void;
}
interface EditsModule {
  temporaryEdit(file: string): TemporaryEdit;
}

const COMPONENT = path.join(REPO_ROOT, 'remote-public/src/pages/contact/contact-page.tsx');
const ANCHOR = "<Eyebrow>{t('contact.intro.eyebrow')}</Eyebrow>";
const API_ROUTE = path.join(REPO_ROOT, 'api/src/routes/health/index.ts');
const API_ANCHOR = "await app.db.query('SELECT 1');";

test.describe.configure({ mode: 'serial' });

let dev: ChildProcess;
let url = '';
let dataDir = '';
const original = readFileSync(COMPONENT, 'utf8');
const originalRoute = readFileSync(API_ROUTE, 'utf8');

test.beforeAll(async () => {
  test.setTimeout(600_000); // six first compiles on two cores
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'e2e-dev-'));
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  dev = spawn(process.execPath, [path.join(REPO_ROOT, 'scripts/dev.mjs')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'e2e-Admin-password-1',
      DEV_SERVER_PORTS: '',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 580_000;
  for (;;) {
    if (dev.exitCode !== null) throw new Error(`npm run dev exited with code ${dev.exitCode}`);
    const status = await fetch(`${url}/__dev/status`).then(
      (r) => r.json() as Promise<{ ready: boolean }>,
      () => null,
    );
    if (status?.ready) break;
    if (Date.now() > deadline) throw new Error('npm run dev was not ready in time');
    await new Promise((r) => setTimeout(r, 500));
  }
});

test.afterAll(async () => {
  if (dev && dev.exitCode === null) {
    const exited = new Promise((r) => dev.once('exit', r));
    dev.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
  // Whatever happened above, the component is as it was.
  expect(readFileSync(COMPONENT, 'utf8')).toBe(original);
  expect(readFileSync(API_ROUTE, 'utf8')).toBe(originalRoute);
});

test('public pages are rendered on the server in development too, and hydrate without a mismatch', async ({ page }) => {
  const response = await page.goto(`${url}/contact`);
  expect(await response!.text()).toContain('data-ssr="1"');
  // The fixture fails the test on any console error: React reports a hydration mismatch as one.
  await waitForHydration(page);
});

test('an edit to a component shows on the open page without a reload and keeps what was typed', async ({ page }) => {
  const { temporaryEdit } = (await import(pathToFileURL(path.join(REPO_ROOT, 'scripts/dev/temporary-edit.mjs')).href)) as EditsModule;
  await page.goto(`${url}/contact`);
  await waitForHydration(page);
  const name = page.getByPlaceholder('Your Name *');
  await name.fill('Amina Mwangi');
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.evaluate(() => ((window as { beforeTheEdit?: boolean }).beforeTheEdit = true));

  const marker = `Edited by the dev journey ${Date.now()}`;
  const edit = temporaryEdit(COMPONENT);
  try {
    edit.replace(ANCHOR, `${ANCHOR}<p>${marker}</p>`);
    await expect(page.getByText(marker)).toBeVisible({ timeout: 60_000 });
  } finally {
    edit.restore();
  }
  expect(readFileSync(COMPONENT, 'utf8')).toBe(original);
  // Put back, the page follows again, still without a reload.
  await expect(page.getByText(marker)).toHaveCount(0, { timeout: 60_000 });
  expect(loads).toBe(0);
  expect(await page.evaluate(() => (window as { beforeTheEdit?: boolean }).beforeTheEdit)).toBe(true);
  await expect(name).toHaveValue('Amina Mwangi');
});

test('an edit to an API route is answered with the new code by itself, and the data stays', async ({ page }) => {
  const { temporaryEdit } = (await import(pathToFileURL(path.join(REPO_ROOT, 'scripts/dev/temporary-edit.mjs')).href)) as EditsModule;
  const health = async () => {
    const response = await fetch(`${url}/api/health`);
    return { ok: response.ok, marker: response.headers.get('x-dev-journey') };
  };
  expect(await health()).toEqual({ ok: true, marker: null });
  const marker = `edited ${Date.now()}`;
  const edit = temporaryEdit(API_ROUTE);
  try {
    edit.replace(API_ANCHOR, `${API_ANCHOR} reply.header('x-dev-journey', '${marker}');`);
    await expect.poll(health, { timeout: 30_000 }).toEqual({ ok: true, marker });
  } finally {
    edit.restore();
  }
  expect(readFileSync(API_ROUTE, 'utf8')).toBe(originalRoute);
  await expect.poll(health, { timeout: 30_000 }).toEqual({ ok: true, marker: null });
  // The database was kept: the demo content is still served, by the API and on the page.
  const posts = await fetch(`${url}/api/posts`).then((r) => r.json() as Promise<{ title: string }[]>);
  expect(posts.length).toBeGreaterThan(0);
  await page.goto(`${url}/contact`);
  await waitForHydration(page);
});
