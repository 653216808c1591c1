// Helpers of the public site journeys (e2e/tests/public-*.spec.ts).
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './product';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=', 'base64');

/** The contact page's map tiles come from openstreetmap.org; the suite never depends on the internet. */
export async function stubMapTiles(page: Page): Promise<void> {
  await page.route('https://tile.openstreetmap.org/**', (route) => route.fulfill({ contentType: 'image/png', body: PNG }));
}

/**
 * Opens a server-rendered page and waits until the browser has hydrated it (React owns the footer,
 * the last thing it hydrates), so a click is handled rather than landing on inert HTML.
 */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}

/**
 * Waits until the browser has hydrated the server-rendered page in view. Its scripts start after
 * the page has loaded and painted (shell/server/document/html.ts), so on a busy machine the network can be
 * quiet for a moment before they are even requested: wait for this before `networkidle`.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const footer = document.querySelector('footer');
    return !!footer && Object.keys(footer).some((key) => key.startsWith('__reactProps'));
  });
}

/**
 * Scrolls a block below the fold into view and waits until the browser has hydrated it: those
 * blocks are server-rendered and only load their code when the visitor scrolls near them.
 */
export async function scrollToHydrated(block: Locator): Promise<void> {
  await block.scrollIntoViewIfNeeded();
  await block
    .locator('button, a, [aria-hidden]')
    .first()
    .evaluate(
      (element) =>
        new Promise<void>((resolve) => {
          const hydrated = () => Object.keys(element).some((key) => key.startsWith('__reactProps'));
          const check = () => (hydrated() ? resolve() : setTimeout(check, 50));
          check();
        }),
    );
}

/** The page's cumulative layout shift since it loaded (shifts that follow input left out), read 1.5 s from now. */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 1500);
      }),
  );
}

/** A bearer token of the suite's admin (e2e/support/product.ts). */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/auth/login', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  if (!login.ok()) throw new Error(`admin login failed: ${login.status()}`);
  return ((await login.json()) as { token: string }).token;
}
