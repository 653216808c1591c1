// No axe (WCAG 2.1 A/AA) violations anywhere in the back office — the login form
// (empty and refused), every dashboard section with its table or cards, every create and edit form,
// the confirm dialog, the read dialog of a contact, a refused redirects import, and the phone-width menu.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { adminToken } from '../support/public-site';
import { allowConsoleErrors, expect, test } from '../support/test';

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((v) => `${v.id} (${v.help}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Waits until a dialog has finished opening (its entrance animation must not fool the contrast check). */
async function settled(locator: Locator) {
  await expect(locator).toBeVisible();
  // allSettled: an animation cancelled on the way (a re-render replacing its element) rejects
  // `finished` with an AbortError, and it is over just the same.
  await locator.evaluate((element) => Promise.allSettled(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
}

async function signIn(page: Page, request: APIRequestContext) {
  const token = await adminToken(request);
  await page.goto('/admin/login');
  await page.evaluate((value) => localStorage.setItem('token', value), token);
}

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

test('the login page, empty and with its validation errors', async ({ page }) => {
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  expect(await violations(page), 'empty login form').toEqual([]);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  expect(await violations(page), 'login form with errors').toEqual([]);
  await page.getByRole('textbox', { name: /Email Address/ }).fill('not-an-email');
  await expect(page.getByText('Enter a valid email address')).toBeVisible();
  expect(await violations(page), 'login form with a bad address').toEqual([]);
});

/** The sections of spec §2, what each shows, and the buttons that open its forms. */
const SECTIONS: {
  path: string;
  heading: string;
  content: (page: Page) => Locator;
  add?: { button: string; dialog: string };
  edit: RegExp;
  editDialog: RegExp;
}[] = [
  {
    path: 'users',
    heading: 'Users',
    content: (page) => page.getByRole('table', { name: 'Users' }),
    add: { button: 'Add New', dialog: 'Add New User' },
    edit: /^Edit /,
    editDialog: /^Edit User$/,
  },
  {
    path: 'posts',
    heading: 'Posts',
    content: (page) => page.getByRole('table', { name: 'Posts' }),
    add: { button: 'Add New', dialog: 'Add New Post' },
    edit: /^Edit /,
    editDialog: /^Edit Post$/,
  },
  {
    path: 'contacts',
    heading: 'Contacts',
    content: (page) => page.getByRole('table', { name: 'Contact messages' }),
    edit: /^Read the message from /,
    editDialog: /^Message from /,
  },
  {
    path: 'team',
    heading: 'Team',
    content: (page) => page.getByRole('table', { name: 'Team members' }),
    add: { button: 'Add Member', dialog: 'Add Team Member' },
    edit: /^Edit /,
    editDialog: /^Edit Team Member$/,
  },
  {
    path: 'headers',
    heading: 'Header',
    content: (page) => page.getByRole('list', { name: 'Headers' }),
    add: { button: 'Add Header', dialog: 'Create Header' },
    edit: /^Edit /,
    editDialog: /^Edit Header$/,
  },
  {
    path: 'mission-vision',
    heading: 'Mission & Vision',
    content: (page) => page.getByRole('list', { name: 'Mission and vision statements' }),
    edit: /^Edit /,
    editDialog: /^Edit /,
  },
  {
    // The seeded /our-projects-portfolio is its first row.
    path: 'redirects',
    heading: 'Redirects',
    content: (page) => page.getByRole('table', { name: 'Redirects' }),
    add: { button: 'Add Redirect', dialog: 'Add Redirect' },
    edit: /^Edit /,
    editDialog: /^Edit Redirect$/,
  },
];

test.describe('the dashboard', () => {
  // Each of these opens several pages and dialogs and runs a whole-page axe audit on each; on a
  // loaded CI machine the posts section and the confirm dialogs took 42–47 s of the default 45.
  test.describe.configure({ timeout: 135_000 });
  let contactName: string;

  test.beforeAll(async ({ request }) => {
    // Contacts has no demo content: one message, so the table and its Read dialog exist.
    contactName = `Axe Visitor ${unique()}`;
    const sent = await request.post('/api/contacts', { data: { name: contactName, email_address: 'axe@example.org', message: 'Checking the read dialog.' } });
    expect(sent.status()).toBe(201);
  });

  for (const section of SECTIONS) {
    test(`${section.path}: the section, ${section.add ? 'its create form (empty and with errors) and its edit form' : section.path === 'contacts' ? 'and a message in its read dialog' : 'and its edit form'}`, async ({
      page,
      request,
    }) => {
      await signIn(page, request);
      await page.goto(`/admin/dashboard/${section.path}`);
      await expect(page.getByRole('heading', { level: 1, name: section.heading })).toBeVisible();
      const content = section.content(page);
      await expect(content).toBeVisible();
      await expect(content.getByRole(section.path === 'headers' || section.path === 'mission-vision' ? 'listitem' : 'row').nth(1)).toBeVisible();
      expect(await violations(page), `${section.path} section`).toEqual([]);

      if (section.add) {
        await page.getByRole('button', { name: section.add.button, exact: true }).click();
        const dialog = page.getByRole('dialog', { name: section.add.dialog });
        await settled(dialog);
        expect(await violations(page), `${section.path}: ${section.add.dialog}`).toEqual([]);
        // Submitting the empty form shows every field's error.
        await dialog.locator('button[type="submit"]').click();
        await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible();
        expect(await violations(page), `${section.path}: ${section.add.dialog} with errors`).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
      }

      await content.getByRole('button', { name: section.edit }).first().click();
      const edit = page.getByRole('dialog', { name: section.editDialog });
      await settled(edit);
      expect(await violations(page), `${section.path}: edit dialog`).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(edit).toHaveCount(0);
    });
  }

  test('the confirm dialog of every section that deletes', async ({ page, request }) => {
    await signIn(page, request);
    // A user of our own, so a row with an enabled Delete exists (one's own is disabled).
    const token = await adminToken(request);
    const name = `Axe User ${unique()}`;
    const created = await request.post('/api/users', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        full_name: name,
        email_address: `axe-${unique()}@example.org`,
        telephone_number: '+250 788 123 456',
        role: 'Publisher',
        password: 'Axe-password-123',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    try {
      for (const [path, question] of [
        [`users?q=${encodeURIComponent(name)}`, 'Delete user'],
        ['posts', 'Delete post'],
        ['team', 'Delete team member'],
        ['headers', 'Delete header'],
        ['redirects', 'Delete redirect'],
      ] as const) {
        await page.goto(`/admin/dashboard/${path}`);
        await page
          .getByRole('main')
          .getByRole('button', { name: /^Delete / })
          .and(page.locator(':enabled'))
          .first()
          .click();
        const confirm = page.getByRole('alertdialog', { name: question });
        await settled(confirm);
        await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
        expect(await violations(page), `${path}: confirm dialog`).toEqual([]);
        await confirm.getByRole('button', { name: 'Cancel' }).click();
        await expect(confirm).toHaveCount(0);
      }
    } finally {
      await request.delete(`/api/users/${id}`, { headers: { Authorization: `Bearer ${token}` } });
    }
  });

  test('redirects: a refused import with its rows, and the API’s refusal in the form', async ({ page, request }) => {
    allowConsoleErrors(page, /status of 400/); // both refusals, on purpose
    await signIn(page, request);
    await page.goto('/admin/dashboard/redirects');
    await expect(page.getByRole('table', { name: 'Redirects' }).getByRole('row').nth(1)).toBeVisible();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Import CSV' }).click();
    await (await chooser).setFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(`/axe-${unique()},javascript:alert(1)\n/admin,/\n`) });
    const refusal = page.getByRole('dialog', { name: 'The file was not imported' });
    await settled(refusal);
    await expect(refusal.getByRole('listitem')).toHaveCount(2);
    expect(await violations(page), 'redirects: refused import').toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Add Redirect', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Redirect' });
    await settled(dialog);
    await dialog.getByRole('textbox', { name: /Old address/ }).fill(`/axe-${unique()}`);
    await dialog.getByRole('textbox', { name: /Goes to/ }).fill('https://evil.example.com/');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('evil.example.com is not on the list of sites redirects may go to (REDIRECT_ALLOWED_HOSTS).')).toBeVisible();
    expect(await violations(page), 'redirects: the API’s refusal in the form').toEqual([]);
  });

  test('the history panel with its comparison, the Deleted list and the preview link', async ({ page, request }) => {
    await signIn(page, request);
    const auth = { Authorization: `Bearer ${await adminToken(request)}` };
    const name = `Axe Member ${unique()}`;
    const member = (await (await request.post('/api/team', { headers: auth, data: { name, position: 'Analyst' } })).json()) as { id: number };
    expect((await request.put(`/api/team/${member.id}`, { headers: auth, data: { name, position: 'Senior Analyst' } })).status()).toBe(200);
    await page.goto(`/admin/dashboard/team?q=${encodeURIComponent(name)}`);
    await page.getByRole('button', { name: `History of ${name}` }).click();
    const history = page.getByRole('dialog', { name: `History: ${name}` });
    await settled(history);
    await expect(history.getByRole('table')).toBeVisible();
    expect(await violations(page), 'history panel').toEqual([]);
    await page.keyboard.press('Escape');

    expect((await request.delete(`/api/team/${member.id}`, { headers: auth })).status()).toBe(204);
    await page.reload();
    await page.getByRole('button', { name: 'Deleted', exact: true }).click();
    const deleted = page.getByRole('dialog', { name: 'Deleted team members' });
    await settled(deleted);
    await expect(deleted.getByRole('listitem').filter({ hasText: name })).toBeVisible();
    expect(await violations(page), 'deleted list').toEqual([]);
    await page.keyboard.press('Escape');

    const title = `Axe Preview ${unique()}`;
    const post = (await (
      await request.post('/api/posts', {
        headers: auth,
        data: { title, description: 'Not public.', category: 'Testing', image_url: '/uploads/demo/slide-3.webp', status: 'Pending' },
      })
    ).json()) as { id: number };
    expect((await request.post(`/api/posts/${post.id}/transitions`, { headers: auth, data: { transition: 'unpublish' } })).status()).toBe(200);
    await page.goto(`/admin/dashboard/posts?q=${encodeURIComponent(title)}`);
    await page.getByRole('button', { name: `Preview: ${title}` }).click();
    const link = page.getByRole('dialog', { name: 'Preview link' });
    await settled(link);
    await expect(link.getByRole('link', { name: 'Open preview' })).toBeFocused();
    expect(await violations(page), 'preview link').toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the open menu, and tables as cards', async ({ page, request }) => {
      await signIn(page, request);
      await page.goto('/admin/dashboard/posts');
      await expect(page.getByRole('table', { name: 'Posts' }).getByRole('row').nth(1)).toBeVisible();
      expect(await violations(page), 'posts on a phone').toEqual([]);
      const menu = page.getByRole('button', { name: 'Menu', exact: true });
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      const navigation = page.getByRole('navigation', { name: 'Dashboard' });
      await expect(navigation.getByRole('link', { name: 'Team' })).toBeVisible();
      await settled(page.locator('#admin-navigation'));
      expect(await violations(page), 'the open phone menu').toEqual([]);
      for (const path of ['users', 'contacts', 'team', 'headers', 'mission-vision', 'redirects']) {
        await page.goto(`/admin/dashboard/${path}`);
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
        await expect(
          page
            .getByRole('main')
            .getByRole(path === 'headers' || path === 'mission-vision' ? 'listitem' : 'row')
            .nth(1),
        ).toBeVisible();
        expect(await violations(page), `${path} on a phone`).toEqual([]);
      }
    });
  });
});
