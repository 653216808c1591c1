// The sign-in page paints its form from the page server's HTML (docs/performance.md, "The sign-in
// page"): the form is there before any script runs, takes typing at once, and the back office
// takes over what was typed when it renders; signing in lands on the dashboard as before.
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/product';
import { expect, test } from '../support/test';

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('the sign-in form is painted, its button visibly inactive, and it says why', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page).toHaveTitle(/^Admin Login \| /);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /Email Address/ })).toBeEditable();
    await expect(page.getByLabel(/Password/)).toBeEditable();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeDisabled();
    // Said in a <noscript>, which a browser with scripting turned off shows (Playwright's switch
    // stops scripts from running without changing how <noscript> is parsed, so the page as sent is read).
    const sent = await (await page.request.get('/admin/login')).text();
    expect(sent).toContain('<noscript><p class="pp-lead pp-noscript">The back office needs JavaScript: turn it on to sign in.</p></noscript>');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
});

test('what is typed before the back office’s scripts run is kept, and signing in lands on the dashboard', async ({ page }) => {
  // The back office's code is held until the visitor has typed into the painted form.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/remotes/admin/**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/admin/login', { waitUntil: 'domcontentloaded' });
  const email = page.getByRole('textbox', { name: /Email Address/ });
  await email.fill(ADMIN_EMAIL);
  await page.getByLabel(/Password/).fill(ADMIN_PASSWORD);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeDisabled();

  release();
  // The back office's own form, with what was typed and the focus where it was.
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  await expect(email).toHaveValue(ADMIN_EMAIL);
  await expect(page.getByLabel(/Password/)).toHaveValue(ADMIN_PASSWORD);
  await expect(page.getByLabel(/Password/)).toBeFocused();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Login successful! Redirecting...' })).toBeVisible();
  await page.waitForURL('**/admin/dashboard/users');
});

test('typing on while the back office takes over, on a slow phone, loses no key', async ({ browser }) => {
  // Eight page loads with the CPU ten times slower: on a busy 2-core host that alone takes minutes,
  // so the time limit is generous; what the test judges is the keys, never the time.
  test.setTimeout(360_000);
  // The takeover happens at a different key each time: the page server's form, the back office's
  // first render, its commit, the moment its fields listen (docs/performance.md, "The sign-in page").
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 10 });
    await page.goto('/admin/login');
    await page.getByRole('textbox', { name: /Email Address/ }).pressSequentially('someone@example.com', { delay: 20 });
    await page.getByLabel(/Password/).pressSequentially('Kestrel-Sorghum-Delta-77', { delay: 20 });
    await expect(page.locator('form:not([data-prepaint])')).toBeAttached({ timeout: 20_000 });
    await expect(page.getByRole('textbox', { name: /Email Address/ }), `attempt ${attempt + 1}`).toHaveValue('someone@example.com');
    await expect(page.getByLabel(/Password/), `attempt ${attempt + 1}`).toHaveValue('Kestrel-Sorghum-Delta-77');
    await context.close();
  }
});
