// Users: create → search → edit → delete through the UI.
import { allowConsoleErrors, expect, test } from '../support/test';
import { signInAsAdmin } from '../support/admin';

test('users: create, search, edit and delete, with the spec messages and labels', async ({ page }) => {
  test.slow(); // a long journey; the suite runs two at a time
  allowConsoleErrors(page, /status of 409/); // the duplicate email below, on purpose
  const id = `${Date.now()}-${Math.floor(Math.random() * 1e4)}`;
  const name = `E2E User ${id}`;
  const email = `e2e-user-${id}@example.com`;
  await signInAsAdmin(page);
  await page.goto('/admin/dashboard/users');
  await expect(page.getByText(/^Showing \d+ to \d+ of \d+ entries$/)).toBeVisible();

  // Create: Save, password asked, role Admin by default; the spec messages first.
  const add = page.getByRole('button', { name: 'Add New' });
  await add.click();
  const dialog = page.getByRole('dialog', { name: 'Add New User' });
  await expect(dialog.getByRole('textbox', { name: /Full Name/ })).toBeFocused();
  await expect(dialog.getByRole('combobox', { name: /Role/ })).toHaveValue('Admin');
  await dialog.getByRole('button', { name: 'Save' }).click();
  for (const message of ['Full name is required', 'Email is required', 'Telephone is required', 'Password is required']) {
    await expect(dialog.getByText(message)).toBeVisible();
  }
  await dialog.getByRole('textbox', { name: /Full Name/ }).fill(name);
  await dialog.getByRole('textbox', { name: /Email Address/ }).fill(email);
  await dialog.getByRole('textbox', { name: /Telephone Number/ }).fill('+250 788 123 456');
  await dialog.getByLabel(/Password/).fill('e2e-Strong-pass-1');
  await dialog.getByRole('combobox', { name: /Role/ }).selectOption('Publisher');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'User created successfully' })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(add).toBeFocused();

  // A second user with the same email is refused inline, and the form keeps what was typed.
  await add.click();
  await dialog.getByRole('textbox', { name: /Full Name/ }).fill(`${name} twin`);
  await dialog.getByRole('textbox', { name: /Email Address/ }).fill(email);
  await dialog.getByRole('textbox', { name: /Telephone Number/ }).fill('+250 788 000 000');
  await dialog.getByLabel(/Password/).fill('e2e-Strong-pass-1');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong. Please try again.' })).toBeVisible();
  await expect(dialog.getByText('A user with this email address already exists')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: /Full Name/ })).toHaveValue(`${name} twin`);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // Search: by email, from page 1, kept in the address and across a reload.
  const search = page.getByRole('searchbox', { name: 'Search users' });
  await search.fill(email);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(email).replace(/\./g, '\\.')}`));
  const table = page.getByRole('table', { name: 'Users' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText(name);
  await expect(table).toContainText('Publisher');
  await expect(page.getByText('Showing 1 to 1 of 1 entries')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search users' })).toHaveValue(email);
  await expect(page.getByRole('table', { name: 'Users' })).toContainText(name);

  // Edit: Update, no password field.
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit User' });
  await expect(edit.getByLabel(/Password/)).toHaveCount(0);
  await edit.getByRole('textbox', { name: /Full Name/ }).fill(`${name} edited`);
  await edit.getByRole('combobox', { name: /Role/ }).selectOption('Content_Creator');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'User updated successfully' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Users' })).toContainText(`${name} edited`);
  await expect(page.getByRole('table', { name: 'Users' })).toContainText('Content Creator');

  // Delete: asked first; Cancel keeps the user.
  await page.getByRole('button', { name: `Delete ${name} edited` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete user' });
  await expect(confirm).toContainText('Are you sure you want to delete this user?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('table', { name: 'Users' })).toContainText(`${name} edited`);
  await page.getByRole('button', { name: `Delete ${name} edited` }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'User deleted' })).toBeVisible();
  await expect(page.getByText('No users found.')).toBeVisible();
});

test('users: the pager shows 10 per page and keeps the page in the address', async ({ page }) => {
  await signInAsAdmin(page);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const id = `${Date.now()}-${Math.floor(Math.random() * 1e4)}`;
  const created: number[] = [];
  for (let n = 0; n < 11; n += 1) {
    const response = await page.request.post('/api/users', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        full_name: `Pager ${id} ${n}`,
        email_address: `pager-${id}-${n}@example.com`,
        telephone_number: '+250 700 000 001',
        password: 'e2e-Strong-pass-1',
        role: 'Content_Creator',
      },
    });
    expect(response.status()).toBe(201);
    created.push(((await response.json()) as { id: number }).id);
  }
  try {
    await page.goto(`/admin/dashboard/users?q=${encodeURIComponent(`Pager ${id}`)}`);
    await expect(page.getByText('Showing 1 to 10 of 11 entries')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Showing 11 to 11 of 11 entries')).toBeVisible();
    await expect(page).toHaveURL(/page=2/);
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByText('Showing 1 to 10 of 11 entries')).toBeVisible();
    // Back returns to page 2 (page changes are history entries).
    await page.goBack();
    await expect(page.getByText('Showing 11 to 11 of 11 entries')).toBeVisible();
    // Typing in the search box goes back to page 1.
    await page.getByRole('searchbox', { name: 'Search users' }).fill(`Pager ${id} 1`);
    await expect(page).not.toHaveURL(/page=/);
    await expect(page.getByText('Showing 1 to 2 of 2 entries')).toBeVisible();
  } finally {
    for (const userId of created) await page.request.delete(`/api/users/${userId}`, { headers: { Authorization: `Bearer ${token}` } });
  }
});
