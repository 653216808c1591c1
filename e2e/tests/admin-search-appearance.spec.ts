// Search appearance (docs/search-appearance.md): a Publisher sets a project's search title and
// description in English and French in its edit form, sees them in the live preview of the search
// result (and the fallback while they are empty), and the public project page's head carries them
// as served, in English and under /fr: the description, og:title and an absolute og:image. On an
// instance of its own: the suite's seo journey checks every project's head against its record.
import type { APIRequestContext } from '@playwright/test';
import { DEMO_IMAGE, STAFF_PASSWORD, apiToken, createPost, createUser, signInWithForm } from '../support/admin';
import { ownProduct } from '../support/own-product';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/product';
import { expect, test } from '../support/test';

const SITE = 'Savanna Digital Consult';
const product = ownProduct();

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The page's head as a crawler gets it, without running a script: its <title> and each meta's content by name or property. */
async function servedHead(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  const head = (await response.text()).split('</head>')[0]!;
  const meta = (key: string) => {
    const found = [...head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)">/g)].filter((m) => m[1] === key).map((m) => decode(m[2]!));
    expect(found, `${url}: one ${key}`).toHaveLength(1);
    return found[0]!;
  };
  return { title: decode(/<title>([\s\S]*?)<\/title>/.exec(head)![1]!), meta, robots: head.includes('<meta name="robots"') };
}

test('a Publisher sets a project’s search title and description in English and French, sees them in the preview, and the page’s head carries them', async ({
  page,
  request,
}) => {
  test.slow(); // an instance of its own, a sign-in, a form and four pages
  const base = product.url;
  const admin = await apiToken(request, ADMIN_EMAIL, ADMIN_PASSWORD, base);
  const publisher = await createUser(request, admin, 'Publisher', { password: STAFF_PASSWORD, label: 'Search', baseUrl: base });
  // Short enough that the fallback title is shown whole (a result shows about 60 characters).
  const title = `Harbour System ${Date.now() % 1_000_000}`;
  const { id } = await createPost(
    request,
    admin,
    {
      title,
      description: 'Container tracking for the port, from the gate to the vessel, with every shipping line on one screen.',
      category: 'Web Platform',
      translations: { fr: { title: `Système portuaire ${title.slice(15)}` } },
    },
    base,
  );
  const own = {
    en: { title: 'Port community system for Mombasa harbour', description: 'One screen for the port: containers tracked from the gate to the vessel.' },
    fr: { title: 'Système portuaire pour le port de Mombasa', description: 'Un écran pour le port : les conteneurs suivis de la grille au navire.' },
  };

  await signInWithForm(page, publisher.email_address, STAFF_PASSWORD, base);
  await expect(page).toHaveURL(/\/admin\/dashboard\//);
  await page.goto(`${base}/admin/dashboard/posts?q=${encodeURIComponent(title)}`);
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Post' });
  const panel = dialog.getByRole('group', { name: 'Search appearance' });
  const preview = panel.getByRole('region', { name: 'Search result preview' });

  // Empty, the preview shows the fallback: the record's title, the separator and the company name.
  await expect(preview).toContainText(`${title} | ${SITE}`);
  await expect(preview).toContainText(`/projects/${id}`);
  await expect(preview).toContainText('Container tracking for the port');
  await expect(panel).toContainText('Title: the page’s own title, as no search title is set.');

  // English: the preview follows what is typed, and the counter warns past 60 characters.
  const searchTitle = panel.getByRole('textbox', { name: /^Search title/ });
  await searchTitle.fill(`${own.en.title} and its shipping lines, from the gate to the vessel`);
  await expect(panel).toContainText('longer than search results show');
  await searchTitle.fill(own.en.title);
  await expect(panel).not.toContainText('longer than search results show');
  await panel.getByRole('textbox', { name: /^Search description/ }).fill(own.en.description);
  await expect(preview).toContainText(own.en.title);
  await expect(preview).toContainText(own.en.description);
  await expect(preview).not.toContainText(`${title} | ${SITE}`);

  // French: its own tab; the fallback there is the French title of the record.
  await panel.getByRole('tab', { name: 'Français' }).click();
  await expect(preview).toContainText(`Système portuaire ${title.slice(15)} | ${SITE}`);
  await expect(preview).toContainText(`/fr/projects/${id}`);
  await panel.getByRole('textbox', { name: /^Search title/ }).fill(own.fr.title);
  await panel.getByRole('textbox', { name: /^Search description/ }).fill(own.fr.description);
  await expect(preview).toContainText(own.fr.title);
  await expect(preview).toContainText(own.fr.description);
  // The English values are kept while the French tab is shown.
  await panel.getByRole('tab', { name: 'English' }).click();
  await expect(panel.getByRole('textbox', { name: /^Search title/ })).toHaveValue(own.en.title);

  // The post is published (an Admin's): saving it is all it takes.
  await dialog.getByRole('button', { name: 'Update Post' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Post updated successfully' })).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // The public page's head, as served, in English and in French.
  for (const [locale, prefix] of [
    ['en', ''],
    ['fr', '/fr'],
  ] as const) {
    const head = await servedHead(request, `${base}${prefix}/projects/${id}`);
    expect(head.title).toBe(own[locale].title);
    expect(head.meta('description')).toBe(own[locale].description);
    expect(head.meta('og:title')).toBe(own[locale].title);
    expect(head.meta('og:description')).toBe(own[locale].description);
    expect(head.meta('og:image')).toBe(`${base}${DEMO_IMAGE}`);
    expect(head.robots).toBe(false);
  }

  // Opened again, the form shows what was saved.
  await page.reload();
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  await panel.getByRole('tab', { name: 'Français' }).click();
  await expect(panel.getByRole('textbox', { name: /^Search description/ })).toHaveValue(own.fr.description);
});

test('a search title over 120 characters is refused by the API and changes nothing; every page has an absolute sharing image', async ({ request }) => {
  const base = product.url;
  const admin = await apiToken(request, ADMIN_EMAIL, ADMIN_PASSWORD, base);
  const auth = { Authorization: `Bearer ${admin}` };
  const refused = await request.put(`${base}/api/search-appearance`, { headers: auth, data: { path: '/about-us', en: { title: 'x'.repeat(121) } } });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { message: string }).message).toBe('Search title must be at most 120 characters');
  const about = await servedHead(request, `${base}/about-us`);
  expect(about.title).toBe(`About Us | ${SITE}`);

  // The home page has no image of its own: the company's sharing image, absolute, which loads.
  for (const path of ['/', '/fr', '/about-us']) {
    const head = await servedHead(request, `${base}${path}`);
    expect(head.meta('og:image'), path).toBe(`${base}/sharing-image.png`);
    expect(head.meta('description').length, path).toBeGreaterThan(50);
  }
  const image = await request.get(`${base}/sharing-image.png`);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
});
