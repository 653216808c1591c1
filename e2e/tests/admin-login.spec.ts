// The login screen (spec §2, §8) (bad, good, throttled) and the routes around it.
import type { Page } from '@playwright/test';
import { ownProduct } from '../support/own-product';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/product';
import { allowConsoleErrors, expect, test } from '../support/test';

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: /Email Address/ }).fill(email);
  await page.getByLabel(/Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('the login form checks its fields before calling the API', async ({ page }) => {
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await page.getByRole('textbox', { name: /Email Address/ }).fill('not-an-email');
  await expect(page.getByText('Enter a valid email address')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
  // Admin pages stay out of search results.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('bad credentials show the server message and keep the user on the login page', async ({ page }) => {
  allowConsoleErrors(page, /status of 401/);
  await page.goto('/admin/login');
  // An unknown address, so the shared Admin account collects no failures.
  await fillLogin(page, `nobody-${Date.now()}@example.com`, 'wrong-password-1');
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid credentials' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
});

test('good credentials: spinner, success toast, then users after 2 s; the login page then forwards', async ({ page }) => {
  await page.goto('/admin/login');
  await page.route('**/api/auth/login', async (route) => {
    // Hold the answer a moment so the busy state can be seen.
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  // Timed in the page: when the address changes (polled every 25 ms); the login answer's time
  // comes from the resource timing of the same page.
  await page.evaluate(() => {
    const times: { users?: number } = {};
    (window as unknown as { loginTimes: typeof times }).loginTimes = times;
    const tick = () => {
      if (location.pathname === '/admin/dashboard/users') times.users = performance.now();
      else setTimeout(tick, 25);
    };
    tick();
  });
  await fillLogin(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  const signIn = page.getByRole('button', { name: 'Sign In' });
  await expect(signIn).toBeDisabled();
  await expect(signIn).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByText('Login successful! Redirecting...')).toBeVisible();
  await page.waitForURL('**/admin/dashboard/users', { timeout: 8000 });
  // The page's own clock sees the new address at its next tick, up to 25 ms after Playwright does.
  await page.waitForFunction(() => (window as unknown as { loginTimes: { users?: number } }).loginTimes.users !== undefined);
  const waited = await page.evaluate(() => {
    const answered = performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('/api/auth/login')) as PerformanceResourceTiming;
    return (window as unknown as { loginTimes: { users: number } }).loginTimes.users - answered.responseEnd;
  });
  expect(waited).toBeGreaterThanOrEqual(1950);
  expect(waited).toBeLessThan(3500);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Users' }).getByText(ADMIN_EMAIL)).toBeVisible();

  // Signed in: the login page and unknown dashboard paths lead to users.
  await page.goto('/admin/login');
  await expect(page).toHaveURL(/\/admin\/dashboard\/users$/);
  await page.goto('/admin/dashboard/no-such-section');
  await expect(page).toHaveURL(/\/admin\/dashboard\/users$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
});

test('/admin, other /admin paths and the dashboard without a session go to the login page', async ({ page }) => {
  for (const path of ['/admin', '/admin/whatever', '/admin/dashboard/posts']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  }
});

test.describe('throttled sign-in (own product instance: throttling locks the account)', () => {
  const product = ownProduct({ LOGIN_MAX_FAILURES: '3', LOGIN_WINDOW: '15m' });

  test('after too many failures the page says so plainly and when to try again', async ({ page }) => {
    allowConsoleErrors(page, /status of 401/, /status of 429/);
    await page.goto(`${product.url}/admin/login`);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await fillLogin(page, ADMIN_EMAIL, `wrong-password-${attempt}`);
      await expect(page.getByRole('alert').filter({ hasText: 'Invalid credentials' }).first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    }
    // Even the right password is refused while the account is locked.
    await fillLogin(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    const notice = page.locator('main').getByRole('alert');
    await expect(notice).toHaveText(/^Too many sign-in attempts\. Please try again in \d+ minutes?\.$/);
    await expect(notice).toContainText('15 minutes');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});
