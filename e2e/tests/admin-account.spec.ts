// My account, an Admin's password reset, and a sign-out that ends the token on the server
// (docs/security.md, "Tokens" and "Passwords").
import type { APIRequestContext } from '@playwright/test';
import { apiToken, createUser, signInAsAdmin, signInWithForm } from '../support/admin';
import { allowConsoleErrors, expect, test } from '../support/test';

const PASSWORD = 'e2e-Role-password-1';
const createPublisher = (request: APIRequestContext, token: string) => createUser(request, token, 'Publisher', { password: PASSWORD, label: 'Account' });

test('an Admin resets a password; its owner is taken to My account first, chooses a new one, and goes on', async ({ page, browser, request }) => {
  test.slow(); // two people, two browsers
  const token = await apiToken(request);
  const publisher = await createPublisher(request, token);
  try {
    // The Publisher is signed in somewhere else meanwhile.
    const elsewhere = await (await request.post('/api/auth/login', { data: { email: publisher.email_address, password: publisher.password } })).json();

    // The Admin resets it from the Users section; the edit form still has no password field.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signInAsAdmin(admin);
    await admin.goto(`/admin/dashboard/users?q=${encodeURIComponent(publisher.email_address)}`);
    await admin.getByRole('button', { name: `Edit ${publisher.full_name}` }).click();
    await expect(admin.getByRole('dialog', { name: 'Edit User' }).getByLabel(/Password/)).toHaveCount(0);
    await admin.keyboard.press('Escape');
    await admin.getByRole('button', { name: `Reset password for ${publisher.full_name}` }).click();
    const dialog = admin.getByRole('dialog', { name: `Reset password for ${publisher.full_name}` });
    await dialog.getByLabel(/^New Password/).fill('password1234');
    await dialog.getByLabel(/Confirm New Password/).fill('password1234');
    await dialog.getByRole('button', { name: 'Reset password' }).click();
    // Too easy to guess: refused on the field, what was typed is kept.
    await expect(dialog.getByText(/^Password is too easy to guess/)).toBeVisible();
    await expect(dialog.getByLabel(/^New Password/)).toHaveValue('password1234');
    await dialog.getByLabel(/^New Password/).fill('Set-By-Admin-2026');
    await dialog.getByLabel(/Confirm New Password/).fill('Set-By-Admin-2026');
    await dialog.getByRole('button', { name: 'Reset password' }).click();
    await expect(admin.getByRole('alert').filter({ hasText: 'Password reset. They will choose a new one at their next sign-in.' })).toBeVisible();
    await expect(admin.getByRole('table', { name: 'Users' })).toContainText('New password due at next sign-in');
    await adminContext.close();

    // Their other session ended with the reset.
    expect((await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${elsewhere.token}` } })).status()).toBe(401);

    // Signing in with the reset password leads to My account before anything else.
    await signInWithForm(page, publisher.email_address, 'Set-By-Admin-2026');
    await page.waitForURL('**/admin/dashboard/account');
    await expect(page.getByRole('alert').filter({ hasText: 'Your password was set by an administrator. Choose a new one to continue.' })).toBeVisible();
    await page.goto('/admin/dashboard/posts');
    await page.waitForURL('**/admin/dashboard/account');
    await page.getByLabel(/Current Password/).fill('Set-By-Admin-2026');
    await page.getByLabel(/^New Password/).fill('Kestrel-Sorghum-Delta-77');
    await page.getByLabel(/Confirm New Password/).fill('Kestrel-Sorghum-Delta-77');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.waitForURL('**/admin/dashboard/users');
    await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
    // The new password is the one that works now.
    expect((await request.post('/api/auth/login', { data: { email: publisher.email_address, password: 'Set-By-Admin-2026' } })).status()).toBe(401);
    expect((await request.post('/api/auth/login', { data: { email: publisher.email_address, password: 'Kestrel-Sorghum-Delta-77' } })).ok()).toBe(true);
  } finally {
    await request.delete(`/api/users/${publisher.id}`, { headers: { Authorization: `Bearer ${token}` } });
  }
});

test('My account keeps a new name and phone, and refuses a wrong current password without losing what was typed', async ({ page, request }) => {
  allowConsoleErrors(page, /status of 400/); // the wrong current password, on purpose
  const token = await apiToken(request);
  const publisher = await createPublisher(request, token);
  try {
    await signInWithForm(page, publisher.email_address, publisher.password);
    await page.waitForURL('**/admin/dashboard/users');
    await page.getByRole('link', { name: 'My account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    await expect(page.getByText(publisher.email_address)).toBeVisible();
    await page.getByRole('textbox', { name: /Full Name/ }).fill(`${publisher.full_name} Mushi`);
    await page.getByRole('textbox', { name: /Telephone Number/ }).fill('+255 711 222 333');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Your details were saved' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: /Full Name/ })).toHaveValue(`${publisher.full_name} Mushi`);
    await expect(page.getByRole('textbox', { name: /Telephone Number/ })).toHaveValue('+255 711 222 333');

    await page.getByLabel(/Current Password/).fill('not-my-password');
    await page.getByLabel(/^New Password/).fill('Kestrel-Sorghum-Delta-77');
    await page.getByLabel(/Confirm New Password/).fill('Kestrel-Sorghum-Delta-77');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Current password is not correct')).toBeVisible();
    await expect(page.getByLabel(/^New Password/)).toHaveValue('Kestrel-Sorghum-Delta-77');
    // Still signed in, old password unchanged.
    expect((await request.post('/api/auth/login', { data: { email: publisher.email_address, password: publisher.password } })).ok()).toBe(true);
  } finally {
    await request.delete(`/api/users/${publisher.id}`, { headers: { Authorization: `Bearer ${token}` } });
  }
});

test('Logout ends the token on the server, not only in this browser', async ({ page, request }) => {
  const token = await apiToken(request);
  const publisher = await createPublisher(request, token);
  try {
    await signInWithForm(page, publisher.email_address, publisher.password);
    await page.waitForURL('**/admin/dashboard/users');
    const stored = await page.evaluate(() => localStorage.getItem('token'));
    expect((await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${stored}` } })).ok()).toBe(true);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/admin/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect((await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${stored}` } })).status()).toBe(401);
  } finally {
    await request.delete(`/api/users/${publisher.id}`, { headers: { Authorization: `Bearer ${token}` } });
  }
});
