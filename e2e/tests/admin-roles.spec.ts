// Issue 5 point 9: what a Publisher and a Content Creator see, and the toast when the API says 403.
import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/product';
import { allowConsoleErrors, expect, test } from '../support/test';

const PASSWORD = 'e2e-Role-password-1';

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

async function createUser(request: APIRequestContext, token: string, role: string) {
  const id = `${Date.now()}-${Math.floor(Math.random() * 1e5)}`;
  const user = { full_name: `E2E ${role} ${id}`, email_address: `e2e-${role.toLowerCase()}-${id}@example.com`, telephone_number: '+250 700 111 222', password: PASSWORD, role };
  const response = await request.post('/api/users', { headers: { Authorization: `Bearer ${token}` }, data: user });
  expect(response.status()).toBe(201);
  return { ...user, id: ((await response.json()) as { id: number }).id };
}

async function signInThroughForm(page: Page, email: string) {
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: /Email Address/ }).fill(email);
  await page.getByLabel(/Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/admin/dashboard/users');
}

const section = (page: Page, name: string) => page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name, exact: true }).click();

test('a Publisher manages content but not users; a 403 after a role change shows a clear toast', async ({ page, request }) => {
  test.slow(); // a long journey; the suite runs two at a time
  allowConsoleErrors(page, /status of 403/);
  const token = await adminToken(request);
  const publisher = await createUser(request, token, 'Publisher');
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

    // An Admin demotes them meanwhile; the page still offers team changes, the API refuses.
    const demoted = await request.put(`/api/users/${publisher.id}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { full_name: publisher.full_name, email_address: publisher.email_address, telephone_number: publisher.telephone_number, role: 'Content_Creator', password: '' },
    });
    expect(demoted.ok()).toBe(true);
    await section(page, 'Team');
    await page.getByRole('button', { name: 'Add Member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Team Member' });
    await dialog.getByRole('textbox', { name: /Name/ }).fill(`Never saved ${publisher.id}`);
    await dialog.getByRole('textbox', { name: /Position/ }).fill('Nobody');
    await dialog.getByRole('button', { name: 'Create' }).click();
    const denied = 'Permission denied: your role does not allow this action.';
    await expect(page.getByRole('region', { name: /Notifications/ }).getByRole('alert').filter({ hasText: denied })).toBeVisible();
    await expect(dialog.getByRole('alert')).toHaveText(denied);
    await expect(dialog.getByRole('textbox', { name: /Name/ })).toHaveValue(`Never saved ${publisher.id}`);
  } finally {
    await request.delete(`/api/users/${publisher.id}`, { headers: { Authorization: `Bearer ${token}` } });
  }
});

test('a Content Creator creates and edits posts only; every other change is hidden', async ({ page, request }) => {
  test.slow(); // a long journey; the suite runs two at a time
  const token = await adminToken(request);
  const creator = await createUser(request, token, 'Content_Creator');
  try {
    await signInThroughForm(page, creator.email_address);
    await expect(page.getByRole('complementary')).toContainText('Content Creator');
    await expect(page.getByRole('button', { name: 'Add New' })).toHaveCount(0);

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

    await section(page, 'Contacts');
    await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
  } finally {
    await request.delete(`/api/users/${creator.id}`, { headers: { Authorization: `Bearer ${token}` } });
  }
});
