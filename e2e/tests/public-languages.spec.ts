// The site in English, Kiswahili and French (docs/i18n.md): addresses per language, the switcher,
// the suggestion made to a browser that prefers another language, the interface strings, the
// translated content with its English fallback, and what search engines are told.
import type { APIRequestContext } from '@playwright/test';
import en from 'remote-public/src/messages/en.json';
import sw from 'remote-public/src/messages/sw.json';
import fr from 'remote-public/src/messages/fr.json';
import { signInAsAdmin } from '../support/admin';
import { ownProduct } from '../support/own-product';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/product';
import { adminToken, gotoHydrated, stubMapTiles, waitForHydration } from '../support/public-site';
import { expect, test } from '../support/test';

const CATALOGUES = { sw: sw as Record<string, string>, fr: fr as Record<string, string> };

/** The text a page in `locale` shows where the English page shows `english` (looked up by the English catalogue). */
function inLocale(locale: 'sw' | 'fr', english: string): string {
  const key = Object.entries(en as Record<string, string>).find(([, text]) => text === english)?.[0];
  if (!key) throw new Error(`no message says "${english}"`);
  return CATALOGUES[locale][key]!;
}

async function createPost(request: APIRequestContext, title: string, translations?: object) {
  const token = await adminToken(request);
  const auth = { Authorization: `Bearer ${token}` };
  const response = await request.post('/api/posts', {
    headers: auth,
    data: {
      title,
      description: 'A platform for county revenue.',
      category: 'Revenue',
      client: 'County of Kisumu',
      published: 'March 5, 2025',
      image_url: '/uploads/demo/slide-3.webp',
      status: 'Completed',
      ...(translations ? { translations } : {}),
    },
  });
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: number };
  return { id, remove: () => request.delete(`/api/posts/${id}`, { headers: auth }) };
}

test('Kiswahili and French live under /sw and /fr: the same pages, old addresses and unknown paths in their language, an unknown prefix goes to /', async ({
  request,
}) => {
  for (const path of ['/sw', '/fr', '/sw/about-us', '/fr/projects', '/sw/contact', '/fr/services/development']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
  }
  const moved = await request.get('/sw/strategy', { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(new URL(moved.headers().location!, 'http://x').pathname).toBe('/sw/services/strategy');
  const unknown = await request.get('/fr/nowhere', { maxRedirects: 0 });
  expect(new URL(unknown.headers().location!, 'http://x').pathname).toBe('/fr');
  const prefix = await request.get('/de/about-us', { maxRedirects: 0 });
  expect(new URL(prefix.headers().location!, 'http://x').pathname).toBe('/');
  // English keeps its addresses and texts.
  const home = await (await request.get('/')).text();
  expect(home).toContain('<html lang="en">');
  expect(home).toContain('Our Projects');
});

test('the switcher on a project page opens the same project in Kiswahili, and the page speaks Kiswahili', async ({ page, request }) => {
  const { id, remove } = await createPost(request, `E2E Languages ${Date.now()}`, { sw: { title: 'Mfumo wa Mapato wa Kaunti' } });
  try {
    await gotoHydrated(page, `/projects/${id}`);
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Kiswahili' }).click();
    await expect(page).toHaveURL(new RegExp(`/sw/projects/${id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mfumo wa Mapato wa Kaunti');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    await expect(page.getByRole('navigation', { name: inLocale('sw', 'Main') }).getByRole('link', { name: inLocale('sw', 'Our Projects') })).toBeVisible();
    // The date in Kiswahili ('March 5, 2025').
    await expect(page.locator('main')).toContainText('5 Machi 2025');
    // A reload stays on it: the address is the language.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mfumo wa Mapato wa Kaunti');
  } finally {
    await remove();
  }
});

test('a field without a French translation shows the English one on the French page', async ({ page, request }) => {
  const title = `E2E English only ${Date.now()}`;
  const { id, remove } = await createPost(request, title);
  try {
    const response = await gotoHydrated(page, `/fr/projects/${id}`);
    expect(response!.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('link', { name: inLocale('fr', 'Our Projects') }).first()).toBeVisible();
  } finally {
    await remove();
  }
});

test.describe('the contact form in French', () => {
  // Its own instance: the message it sends must not count against the shared instance's five
  // messages per visitor address (CONTACT_RATE_LIMIT), which the other contact journeys use up.
  const product = ownProduct();

  test('shows French validation messages and sends the message', async ({ page, request }) => {
    await stubMapTiles(page);
    await gotoHydrated(page, `${product.url}/fr/contact`);
    const send = page.getByRole('button', { name: new RegExp(inLocale('fr', 'SEND MESSAGE'), 'i') });
    await send.click();
    await expect(page.getByText(inLocale('fr', 'Please enter your name'))).toBeVisible();
    await expect(page.getByText(inLocale('fr', 'Please enter your email'))).toBeVisible();
    await expect(page.getByText('Please enter your name')).toHaveCount(0);
    const name = `E2E Visiteur ${Date.now()}`;
    await page.getByRole('textbox').first().fill(name);
    await page.getByRole('textbox').nth(1).fill('visiteur@example');
    await send.click();
    await expect(page.getByText(inLocale('fr', 'Please enter a valid email address'))).toBeVisible();
    await page.getByRole('textbox').nth(1).fill('visiteur@example.org');
    await send.click();
    await expect(page.getByText(inLocale('fr', 'Thank you! Your message has been sent successfully.'))).toBeVisible();
    await expect(page.getByRole('textbox').first()).toHaveValue('');
    await expect(page).toHaveURL(/\/fr\/contact/);
    const login = await request.post(`${product.url}/api/auth/login`, { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
    const { token } = (await login.json()) as { token: string };
    const contacts = (await (await request.get(`${product.url}/api/contacts`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { name: string }[];
    expect(contacts.map((c) => c.name)).toContain(name);
  });
});

test('an editor adds a Kiswahili title in the back office and sees it at /sw/projects/{id}', async ({ page, request }) => {
  test.slow(); // a sign-in, a form, two pages
  const title = `E2E To translate ${Date.now()}`;
  const { id, remove } = await createPost(request, title);
  try {
    await signInAsAdmin(page);
    await page.goto('/admin/dashboard/posts');
    await page.getByRole('searchbox', { name: 'Search posts' }).fill(title);
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Post' });
    await dialog.getByRole('button', { name: 'Translations (Kiswahili, Français)' }).click();
    await dialog.getByRole('textbox', { name: /^Title \(Kiswahili\)/ }).fill('Mradi wa Majaribio');
    await dialog.getByRole('button', { name: 'Update Post' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Post updated successfully' })).toBeVisible();
    // Public pages are cached briefly; the Kiswahili page shows it within seconds.
    await expect.poll(async () => (await request.get(`/sw/projects/${id}`)).text(), { timeout: 15_000 }).toContain('Mradi wa Majaribio');
    await gotoHydrated(page, `/sw/projects/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mradi wa Majaribio');
    // English is unchanged.
    await gotoHydrated(page, `/projects/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  } finally {
    await remove();
  }
});

test.describe('a browser that prefers French', () => {
  test.use({ locale: 'fr-RW' });

  test('is offered the page in French, never taken there; either answer is remembered', async ({ page }) => {
    await gotoHydrated(page, '/about-us');
    const offer = page.getByRole('complementary', { name: 'Cette page est aussi disponible en français.' });
    await expect(offer).toBeVisible();
    await expect(page).toHaveURL(/\/about-us$/);
    await offer.getByRole('button', { name: 'Lire en français' }).click();
    await expect(page).toHaveURL(/\/fr\/about-us$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    // Remembered: back on an English page, no offer.
    await gotoHydrated(page, '/our-team');
    await page.waitForTimeout(500);
    await expect(offer).toHaveCount(0);
  });

  test('"Rester en anglais" dismisses the offer for good', async ({ page }) => {
    await gotoHydrated(page, '/');
    const offer = page.getByRole('complementary', { name: 'Cette page est aussi disponible en français.' });
    await offer.getByRole('button', { name: 'Rester en anglais' }).click();
    await expect(offer).toHaveCount(0);
    await page.reload();
    await waitForHydration(page);
    await page.waitForTimeout(500);
    await expect(offer).toHaveCount(0);
  });
});

test('an English browser is offered nothing', async ({ page }) => {
  await gotoHydrated(page, '/');
  await page.waitForTimeout(500);
  await expect(page.getByRole('complementary', { name: /Kiswahili|français/ })).toHaveCount(0);
});

test('each language’s page tells search engines its language, canonical address and alternates; the sitemap lists them all', async ({ request, baseURL }) => {
  const html = await (await request.get('/fr/our-team')).text();
  expect(html).toContain('<html lang="fr">');
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/fr/our-team">`);
  expect(html).toContain('<meta property="og:locale" content="fr_FR">');
  for (const [lang, path] of [
    ['en', '/our-team'],
    ['sw', '/sw/our-team'],
    ['fr', '/fr/our-team'],
    ['x-default', '/our-team'],
  ]) {
    expect(html).toContain(`<link rel="alternate" hreflang="${lang}" href="${baseURL}${path}">`);
  }
  expect(html).toContain(`<title>${inLocale('fr', 'Our Team')}`);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of ['/our-team', '/sw/our-team', '/fr/our-team', '/sw', '/fr']) expect(sitemap).toContain(`<loc>${baseURL}${path}</loc>`);
  expect(sitemap).toContain(`hreflang="sw" href="${baseURL}/sw/our-team"`);
});
