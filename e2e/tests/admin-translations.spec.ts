// Translated content in the back office (docs/i18n.md, "Content"): a team member without a
// translation is marked and found by the "Missing a translation" filter; its Kiswahili and French
// position are written side by side with the English one, and the API reads each locale back. A
// post translated by a Content_Creator in a pending draft loses its badge once the draft holds every
// language, while the site keeps the published version (docs/workflow.md, "Pending drafts").
import { STAFF_PASSWORD, apiToken, createPost, createUser, signInAsAdmin, signInWithForm } from '../support/admin';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/product';
import { expect, test } from '../support/test';

test('an editor translates a team member’s position into Kiswahili and French; the badge and the filter follow', async ({ page, request }) => {
  test.slow(); // a sign-in, a form and three reads
  const login = await request.post('/api/auth/login', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  const auth = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const name = `E2E Translated ${Date.now()}-${Math.floor(Math.random() * 1e4)}`;
  const created = await request.post('/api/team', { headers: auth, data: { name, position: 'Head of Data', image_url: null } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  try {
    await signInAsAdmin(page);
    await page.goto('/admin/dashboard/team');
    const table = page.getByRole('table', { name: 'Team members' });
    const row = table.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Missing: sw, fr');

    // The filter keeps the records that lack a translation.
    const filter = page.getByRole('button', { name: 'Missing a translation' });
    await filter.click();
    await expect(filter).toHaveAttribute('aria-pressed', 'true');
    await expect(row).toBeVisible();

    // Kiswahili and French beside the English.
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Team Member' });
    await dialog.getByRole('button', { name: 'Translations (Kiswahili, Français)' }).click();
    await expect(dialog.getByRole('tab', { name: 'Kiswahili' })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByRole('tabpanel')).toContainText('English: Head of Data');
    await dialog.getByRole('textbox', { name: /^Position \(Kiswahili\)/ }).fill('Mkuu wa Takwimu');
    await dialog.getByRole('tab', { name: 'Français' }).click();
    await dialog.getByRole('textbox', { name: /^Position \(Français\)/ }).fill('Responsable des données');
    // The Kiswahili value is kept while the French tab is shown.
    await dialog.getByRole('tab', { name: 'Kiswahili' }).click();
    await expect(dialog.getByRole('textbox', { name: /^Position \(Kiswahili\)/ })).toHaveValue('Mkuu wa Takwimu');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Team member updated' })).toBeVisible();

    // Translated now: no badge, and the filter leaves it out.
    await expect(row).toHaveCount(0);
    await filter.click();
    await expect(row).toBeVisible();
    await expect(row).not.toContainText('Missing:');

    // Each locale reads back through the API; English is unchanged.
    const read = async (locale?: string) => {
      const response = await request.get(`/api/team${locale ? `?locale=${locale}` : ''}`);
      expect(response.status()).toBe(200);
      return ((await response.json()) as { id: number; position: string }[]).find((m) => m.id === id)?.position;
    };
    expect(await read('sw')).toBe('Mkuu wa Takwimu');
    expect(await read('fr')).toBe('Responsable des données');
    expect(await read()).toBe('Head of Data');
  } finally {
    await request.delete(`/api/team/${id}`, { headers: auth });
  }
});

test('a creator completes a published post’s translations in a pending draft: the badge follows the draft, the site keeps the English', async ({
  page,
  request,
}) => {
  test.slow(); // a sign-in through the form and two saves
  const admin = await apiToken(request);
  const creator = await createUser(request, admin, 'Content_Creator', { password: STAFF_PASSWORD, label: 'Translator' });
  const title = `E2E Translated Post ${Date.now()}-${Math.floor(Math.random() * 1e4)}`;
  // An Admin's post is published at once, in English only.
  const { id } = await createPost(request, admin, { title, category: 'Health', description: 'Booking for rural clinics.' });
  try {
    await signInWithForm(page, creator.email_address, STAFF_PASSWORD);
    await page.waitForURL('**/admin/dashboard/posts');
    await page.goto(`/admin/dashboard/posts?state=all&q=${encodeURIComponent(title)}`);
    const row = page.getByRole('table', { name: 'Posts' }).getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('Missing: sw, fr');

    /** Opens the post's form on a language's tab, fills its localized fields and saves a draft. */
    const translate = async (language: 'Kiswahili' | 'Français', values: { title: string; description: string; category: string }) => {
      await row.getByRole('button', { name: `Edit ${title}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Post' });
      await dialog.getByRole('button', { name: 'Translations (Kiswahili, Français)' }).click();
      await dialog.getByRole('tab', { name: language }).click();
      await dialog.getByRole('textbox', { name: new RegExp(`^Title \\(${language}\\)`) }).fill(values.title);
      await dialog.getByRole('textbox', { name: new RegExp(`^Description \\(${language}\\)`) }).fill(values.description);
      await dialog.getByRole('textbox', { name: new RegExp(`^Category \\(${language}\\)`) }).fill(values.category);
      await dialog.getByRole('button', { name: 'Save draft' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Saved as a draft: the public page keeps the published version' }).last()).toBeVisible();
      await expect(dialog).toHaveCount(0);
    };

    // Kiswahili in the draft: only French is missing now.
    await translate('Kiswahili', { title: `Uhifadhi wa Kliniki ${title}`, description: 'Kuhifadhi nafasi kwa kliniki za vijijini.', category: 'Afya' });
    await expect(row.getByText('Changes in draft')).toBeVisible();
    await expect(row).toContainText('Missing: fr');
    await expect(row).not.toContainText('Missing: sw');

    // French too: the translation is complete in the draft, and the badge is gone while the post stays published with its draft.
    await translate('Français', { title: `Réservation en clinique ${title}`, description: 'Réservation pour les cliniques rurales.', category: 'Santé' });
    await expect(row.getByText('Published', { exact: true })).toBeVisible();
    await expect(row.getByText('Changes in draft')).toBeVisible();
    await expect(row).not.toContainText('Missing:');
    // The "Missing a translation" filter leaves it out.
    const filter = page.getByRole('button', { name: 'Missing a translation' });
    await filter.click();
    await expect(filter).toHaveAttribute('aria-pressed', 'true');
    await expect(row).toHaveCount(0);

    // The site still shows the published version: English in Kiswahili, until a Publisher publishes the draft.
    const published = await request.get(`/api/posts/${id}?locale=sw`);
    expect(published.status()).toBe(200);
    expect(((await published.json()) as { title: string }).title).toBe(title);
  } finally {
    await request.delete(`/api/posts/${id}`, { headers: { Authorization: `Bearer ${admin}` } });
  }
});
