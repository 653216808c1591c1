// Journeys of the production topology that do not depend on how it runs: natively
// (tests/topology.spec.ts, scripts/topology.mjs) or in containers (compose/compose.spec.ts,
// docker-compose.yml under npm run compose:test).
import { randomBytes } from 'node:crypto';
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { ROUTES } from 'remote-public/src/routes';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './product';
import { waitForHydration } from './public-site';
import { allowConsoleErrors, expect } from './test';
import type { FrontEnd } from './topology';

export const HERO_TITLE = 'Three offices, one delivery team';
export const UNAVAILABLE = 'This section is temporarily unavailable';

/** What a journey needs of a running topology. */
export interface RunningTopology {
  /** The origins browsers use. */
  origins: Record<FrontEnd | 'api-lb', string>;
  /** Takes a front-end origin off the air, or puts it back. */
  setOrigin(name: FrontEnd, up: boolean): Promise<void>;
}

/** An origin as this test process reaches it (`*.localhost` resolves in browsers, not always here). */
export const fromHere = (origin: string) => origin.replace(/\/\/(?:[a-z0-9-]+\.)?localhost:/, '//127.0.0.1:');

export async function signIn(page: Page, site: string) {
  await page.goto(`${site}/admin/login`);
  await page.getByRole('textbox', { name: /Email Address/ }).fill(ADMIN_EMAIL);
  await page.getByLabel(/Password/).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/admin/dashboard/users', { timeout: 10_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Users' }).getByText(ADMIN_EMAIL)).toBeVisible();
}

/** Logs in on one API address; `ip` keeps each test's per-IP login counter apart (the instances trust this machine as a proxy). */
export async function login(base: string, ip: string, email = ADMIN_EMAIL, password = ADMIN_PASSWORD) {
  return fetch(`${fromHere(base)}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ email, password }),
  });
}

export const testIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

/** The site rendered on the server from the API's data, hydrated with remotes from their own origins; the admin through the load balancer; an edit shows on the pages. */
export async function acrossTheOrigins(page: Page, topology: RunningTopology) {
  const { origins } = topology;
  const site = origins.shell;
  const api = fromHere(origins['api-lb']);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).origin));

  const response = await page.goto(`${site}/`);
  expect(response!.status()).toBe(200);
  // Rendered on the server with the API's data (the page server asked the load balancer)...
  const html = await response!.text();
  expect(html).toContain(HERO_TITLE);
  expect(html).toContain('data-ssr="1"');
  expect(response!.headers()['content-security-policy']).toContain(origins['remote-public']);
  // ...and hydrated with the remotes from their own origins.
  await expect(page.locator('#root')).toContainText(HERO_TITLE);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(requested).toContain(origins['remote-shared']);
  expect(requested).toContain(origins['remote-public']);
  expect(requested).not.toContain(origins['remote-admin']);

  await signIn(page, site);
  expect(requested).toContain(origins['remote-admin']);
  expect(requested).toContain(origins['api-lb']);

  // An edit shows on the server-rendered pages within seconds (the page server keeps pages briefly).
  const { token } = (await (await login(api, testIp())).json()) as { token: string };
  const [latest] = (await fetch(`${api}/api/posts`).then((r) => r.json())) as { image_url: string }[];
  const title = `Topology project ${randomBytes(3).toString('hex')}`;
  const created = await fetch(`${api}/api/posts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ title, description: 'Written through the load balancer.', category: 'Test', image_url: latest!.image_url }),
  });
  expect(created.status).toBe(201);
  await expect.poll(async () => (await fetch(`${fromHere(site)}/projects`).then((r) => r.text())).includes(title), { timeout: 10_000 }).toBe(true);
}

/** With remote-admin down every public page works and /admin shows the unavailable view; Retry recovers without a reload. */
export async function remoteAdminDown(page: Page, topology: RunningTopology) {
  const site = topology.origins.shell;
  allowConsoleErrors(
    page,
    /remote_admin|remoteEntry|ERR_CONNECTION_REFUSED|Failed to load resource|ScriptExternalLoadError|RUNTIME-008|\[shell\]/,
    // The contact page's map asks OpenStreetMap for tiles, which this machine cannot reach.
    /tile\.openstreetmap\.org|ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED|ERR_CONNECTION_REFUSED.*tile/,
  );
  const posts = (await fetch(`${fromHere(topology.origins['api-lb'])}/api/posts`).then((r) => r.json())) as { id: number }[];
  // Private pages (a record's signed preview) answer only with a signed link; they are covered by the preview suite.
  const paths = ROUTES.pages.filter((route) => !route.private).map((route) => route.path.replace(':id', String(posts[0]!.id)));

  await topology.setOrigin('remote-admin', false);
  try {
    for (const pathname of paths) {
      const response = await page.goto(`${site}${pathname}`);
      expect(response!.status(), pathname).toBe(200);
      expect(await response!.text(), pathname).toContain('data-ssr="1"');
      await expect(page.locator('main'), pathname).toBeVisible();
      await expect(page.locator('footer'), pathname).toContainText('All rights reserved.');
      await expect(page.getByText(UNAVAILABLE), pathname).toHaveCount(0);
    }

    await page.goto(`${site}/admin/login`);
    await expect(page.getByRole('heading', { name: UNAVAILABLE })).toBeVisible();
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  } finally {
    await topology.setOrigin('remote-admin', true);
  }
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  // The same document: the shell was not reloaded.
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
}

/** Replaces a text in the first source file (code or message catalogue) that has it; false when none does. */
export function changeText(dir: string, from: string, to: string): boolean {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (changeText(full, from, to)) return true;
    } else if (/\.(tsx?|json)$/.test(name) && !/\.test\.tsx?$/.test(name)) {
      const text = readFileSync(full, 'utf8');
      if (text.includes(from)) {
        writeFileSync(full, text.replace(from, to));
        return true;
      }
    }
  }
  return false;
}
