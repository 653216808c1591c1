// The back office in English, Kiswahili and French (docs/i18n.md, "Back office"): the browser's
// language until the user chooses one in My account; the choice is saved with their preferences,
// so it follows them to another browser, and the shared schemas' messages follow it too.
import type { APIRequestContext } from '@playwright/test';
import en from 'remote-admin/src/messages/en.json';
import fr from 'remote-admin/src/messages/fr.json';
import sw from 'remote-admin/src/messages/sw.json';
import { apiToken, createUser, signInWithForm } from '../support/admin';
import { expect, test } from '../support/test';

const CATALOGUES = { sw: sw as Record<string, string>, fr: fr as Record<string, string> };
const PASSWORD = 'e2e-Language-password-1';

/** What the back office in `locale` shows where the English one shows `english` (by the English catalogue). */
function inLocale(locale: 'sw' | 'fr', english: string): string {
  const key = Object.entries(en as Record<string, string>).find(([, text]) => text === english)?.[0];
  if (!key) throw new Error(`no admin message says "${english}"`);
  return CATALOGUES[locale][key]!;
}

async function withPublisher(request: APIRequestContext, run: (publisher: { email_address: string; password: string }) => Promise<void>) {
  const token = await apiToken(request);
  const publisher = await createUser(request, token, 'Publisher', { password: PASSWORD, label: 'Language' });
  try {
    await run(publisher);
  } finally {
    await request.delete(`/api/users/${publisher.id}`, { headers: { Authorization: `Bearer ${token}` } });
  }
}

test.describe('a browser that prefers French', () => {
  test.use({ locale: 'fr-FR' });

  test('signs in on a French form, and the dashboard speaks French until another language is chosen', async ({ page, request }) => {
    await withPublisher(request, async (publisher) => {
      await page.goto('/admin/login');
      const signIn = page.getByRole('button', { name: inLocale('fr', 'Sign In') });
      await expect(signIn).toBeVisible();
      await page.getByRole('textbox', { name: new RegExp(inLocale('fr', 'Email Address')) }).fill(publisher.email_address);
      await page.getByLabel(new RegExp(`^${inLocale('fr', 'Password')}`)).fill(publisher.password);
      await signIn.click();
      await page.waitForURL('**/admin/dashboard/**');
      await expect(page.getByRole('navigation', { name: inLocale('fr', 'Dashboard') }).getByRole('link', { name: inLocale('fr', 'Posts') })).toBeVisible();
      await expect(page.getByRole('button', { name: inLocale('fr', 'Logout') })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    });
  });
});

test('a language chosen in My account is followed at once, kept on reload and in another browser; the form checks speak it', async ({
  page,
  browser,
  request,
}) => {
  await withPublisher(request, async (publisher) => {
    await signInWithForm(page, publisher.email_address, publisher.password);
    await page.waitForURL('**/admin/dashboard/**');
    await page.getByRole('link', { name: 'My account' }).click();
    await page.getByRole('combobox', { name: 'Language of the back office' }).selectOption('sw');
    await expect(page.getByRole('heading', { level: 1, name: 'Akaunti yangu' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Eneo la usimamizi sasa linatumia Kiswahili' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');

    // A check of the shared schemas, in Kiswahili, and what was typed is kept.
    const name = page.getByLabel(new RegExp(inLocale('sw', 'Full Name')));
    await name.fill('');
    await page.getByRole('button', { name: inLocale('sw', 'Save'), exact: true }).click();
    await expect(page.getByText(inLocale('sw', 'Full name is required'))).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Akaunti yangu' })).toBeVisible();

    // Another browser, in English: the saved choice follows the person there.
    const elsewhere = await browser.newContext({ locale: 'en-GB' });
    const other = await elsewhere.newPage();
    await signInWithForm(other, publisher.email_address, publisher.password);
    await other.waitForURL('**/admin/dashboard/**');
    await expect(other.getByRole('button', { name: inLocale('sw', 'Logout') })).toBeVisible();
    await elsewhere.close();

    // Back to the browser's language (English here).
    await page.getByRole('combobox', { name: 'Lugha ya eneo la usimamizi' }).selectOption('');
    await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    const token = await apiToken(request, publisher.email_address, publisher.password);
    const saved = await (await request.get('/api/auth/me/preferences', { headers: { Authorization: `Bearer ${token}` } })).json();
    expect(saved).toEqual({ workflow_emails: true, language: null });
  });
});
