// Roles (docs/roles.md): what a Publisher and a Content Creator see, and the toast when the API says 403.
import type { Page } from '@playwright/test';
import { apiToken, createUser, signInWithForm } from '../support/admin';
import { allowConsoleErrors, expect, test } from '../support/test';

const PASSWORD = 'e2e-Role-password-1';

/** Signs in through the form and waits for the landing page: Users, or Posts for a Content_Creator. */
async function signInThroughForm(page: Page, email: string, landing = 'users') {
  await signInWithForm(page, email, PASSWORD);
  await page.waitForURL(`**/admin/dashboard/${landing}`);
}

const section = (page: Page, name: string) => page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name, exact: true }).click();

test('a Publisher manages content but not users; a role change ends their session, and signing in again shows the new role', async ({ page, request }) => {
  test.slow(); // a long journey; the suite runs two at a time
  allowConsoleErrors(page, /status of 401/);
  const token = await apiToken(request);
  const publisher = await createUser(request, token, 'Publisher', { password: PASSWORD });
  try {
    await signInThroughForm(page, publisher.email_address);
    await expect(page.getByRole('complementary')).toContainText('Publisher');
    await expect(page.getByRole('table', { name: 'Users' })).toContainText(publisher.full_name);
    await expect(page.getByRole('button', { name: 'Add New' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);
    await expect(page.getByText('Only an Admin can add, edit or delete users.')).toBeVisible();

    await section(page, 'Posts');
    await expect(page.getByRole('button', { name: 'Add New' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Delete / }).first()).toBeVisible();
    await section(page, 'Team');
    await expect(page.getByRole('button', { name: 'Add Member' })).toBeVisible();
    await section(page, 'Header');
    await expect(page.getByRole('button', { name: 'Add Header' })).toBeVisible();
    await section(page, 'Mission & Vision');
    await expect(page.getByRole('button', { name: /^Edit / }).first()).toBeVisible();
    await section(page, 'Redirects');
    await expect(page.getByRole('button', { name: 'Add Redirect' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Edit \// }).first()).toBeVisible();

    // An Admin demotes them meanwhile: the role change ends their token (docs/security.md), so the
    // page's next call to the API ends the session and the login page says why.
    const demoted = await request.put(`/api/users/${publisher.id}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        full_name: publisher.full_name,
        email_address: publisher.email_address,
        telephone_number: publisher.telephone_number,
        role: 'Content_Creator',
        password: '',
      },
    });
    expect(demoted.ok()).toBe(true);
    await section(page, 'Team');
    await page.getByRole('button', { name: 'Add Member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Team Member' });
    await dialog.getByRole('textbox', { name: /Name/ }).fill(`Never saved ${publisher.id}`);
    await dialog.getByRole('textbox', { name: /Position/ }).fill('Nobody');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('Your session has expired. Please sign in again to continue where you left off.')).toBeVisible();
    expect((await request.get('/api/team')).ok()).toBe(true);
    expect(JSON.stringify(await (await request.get('/api/team')).json())).not.toContain(`Never saved ${publisher.id}`);
    // Signing in again brings them back with their new role: Posts, no Team changes.
    await page.getByRole('textbox', { name: /Email Address/ }).fill(publisher.email_address);
    await page.getByLabel(/Password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/admin/dashboard/team');
    await expect(page.getByRole('complementary')).toContainText('Content Creator');
    await expect(page.getByRole('button', { name: 'Add Member' })).toHaveCount(0);
  } finally {
    await request.delete(`/api/users/${publisher.id}`, { headers: { Authorization: `Bearer ${token}` } });
  }
});

test('a Content Creator lands on Posts, creates and edits posts only, and sees no personal data', async ({ page, request }) => {
  test.slow(); // a long journey; the suite runs two at a time
  const token = await apiToken(request);
  const creator = await createUser(request, token, 'Content_Creator', { password: PASSWORD });
  try {
    await signInThroughForm(page, creator.email_address, 'posts');
    await expect(page.getByRole('complementary')).toContainText('Content Creator');
    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    await expect(nav.getByRole('link')).toHaveText(['Posts', 'Team', 'Header', 'Mission & Vision']);

    await section(page, 'Posts');
    await expect(page.getByRole('button', { name: 'Add New' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Edit / }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);

    await section(page, 'Team');
    await expect(page.getByRole('table', { name: 'Team members' }).getByText('View only').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^(Add Member|Edit |Delete )/ })).toHaveCount(0);

    await section(page, 'Header');
    await expect(page.getByRole('list', { name: 'Headers' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^(Add Header|Edit |Delete )/ })).toHaveCount(0);

    await section(page, 'Mission & Vision');
    await expect(page.getByRole('list', { name: 'Mission and vision statements' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);

    // Contact messages, the user list and the redirects are not theirs: the addresses lead to Posts.
    for (const hidden of ['contacts', 'users', 'redirects']) {
      await page.goto(`/admin/dashboard/${hidden}`);
      await page.waitForURL('**/admin/dashboard/posts');
      await expect(page.getByRole('heading', { level: 1, name: 'Posts' })).toBeVisible();
    }
  } finally {
    await request.delete(`/api/users/${creator.id}`, { headers: { Authorization: `Bearer ${token}` } });
  }
});
