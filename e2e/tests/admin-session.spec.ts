// The session (spec §4): logout, an expired token, and a 401 in the middle of a session.
import type { Page } from '@playwright/test';
import { ownProduct } from '../support/own-product';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/product';
import { allowConsoleErrors, expect, test } from '../support/test';

const EXPIRED_NOTE = 'Your session has expired. Please sign in again to continue where you left off.';

async function signInThroughForm(page: Page) {
  await page.getByRole('textbox', { name: /Email Address/ }).fill(ADMIN_EMAIL);
  await page.getByLabel(/Password/).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login successful! Redirecting...').first()).toBeVisible();
}

async function signIn(page: Page, base = '') {
  await page.goto(`${base}/admin/login`);
  await signInThroughForm(page);
  await page.waitForURL('**/admin/dashboard/users');
  await expect(page.getByRole('table', { name: 'Users' }).getByText(ADMIN_EMAIL)).toBeVisible();
}

/** A JWT with the claims of `token` but a signature the API will refuse. */
function forged(token: string): string {
  const [header, payload] = token.split('.');
  return `${header}.${payload}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`;
}

test.describe('logout', () => {
  // Logout ends every token of the Admin (docs/security.md), so it runs on an instance of its own:
  // the suite's other tests hold Admin tokens on the shared one at the same time.
  const product = ownProduct();

  test('logout removes the stored token and goes to the login page', async ({ page }) => {
    await signIn(page, product.url);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    await expect(page.getByText(EXPIRED_NOTE)).toHaveCount(0);
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('tokenExpiration')])).toEqual([null, null]);
    // The dashboard is closed again.
    await page.goto(`${product.url}/admin/dashboard/posts`);
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});

test('an expired token sends the user to the login page, and signing in returns to where they were', async ({ page }) => {
  await signIn(page);
  await page.evaluate(() => localStorage.setItem('tokenExpiration', String(Date.now() - 60_000)));
  await page.goto('/admin/dashboard/posts?q=water');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByText(EXPIRED_NOTE)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await signInThroughForm(page);
  await page.waitForURL('**/admin/dashboard/posts?q=water');
  await expect(page.getByRole('searchbox', { name: 'Search posts' })).toHaveValue('water');
  await expect(page.getByRole('table', { name: 'Posts' })).toContainText('Smart Water Billing');
});

test('a token set to expire while the dashboard is open ends the session on the spot', async ({ page }) => {
  await signIn(page);
  await page.evaluate(() => localStorage.setItem('tokenExpiration', String(Date.now() + 1500)));
  // The new expiry is read when the tab regains focus (and by the timer on the next sign-in).
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await page.waitForTimeout(1600);
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByText(EXPIRED_NOTE)).toBeVisible();
});

test('a 401 mid-session returns to the login page, and back to the section after signing in', async ({ page }) => {
  allowConsoleErrors(page, /status of 401/);
  await signIn(page);
  // The API stops accepting the stored token (as after a secret rotation).
  await page.evaluate((token) => localStorage.setItem('token', token), forged((await page.evaluate(() => localStorage.getItem('token')))!));
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Contacts' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByText(EXPIRED_NOTE)).toBeVisible();
  await signInThroughForm(page);
  await page.waitForURL('**/admin/dashboard/contacts');
  await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
  await expect(page.getByText(/Showing \d+ to \d+ of \d+ entries/)).toBeVisible();
});
