// The team: create (with a photo) → search → edit → delete, through the UI.
import { expect, test } from '../support/test';
import { TINY_PNG, signInAsAdmin } from '../support/admin';

test('team: add with a photo, search by name and position, edit, delete', async ({ page }) => {
  test.slow(); // a long journey; the suite runs two at a time
  const name = `E2E Member ${Date.now()}-${Math.floor(Math.random() * 1e4)}`;
  await signInAsAdmin(page);
  await page.goto('/admin/dashboard/team');
  const table = page.getByRole('table', { name: 'Team members' });
  await expect(table.getByRole('columnheader')).toHaveText(['Image', 'Name', 'Position', 'Actions']);

  const add = page.getByRole('button', { name: 'Add Member' });
  await add.click();
  const dialog = page.getByRole('dialog', { name: 'Add Team Member' });
  await expect(dialog.getByRole('textbox', { name: /Name/ })).toBeFocused();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expect(dialog.getByText('Position is required')).toBeVisible();

  // The 5 MB and type checks apply to team photos too.
  const chooser = dialog.getByLabel('Upload image');
  await chooser.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(6 * 1024 * 1024) });
  await expect(dialog.getByText('Image must be under 5MB')).toBeVisible();
  await chooser.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(dialog.getByText('Image must be a JPG, PNG, WebP or GIF file')).toBeVisible();

  await dialog.getByRole('textbox', { name: /Name/ }).fill(name);
  await dialog.getByRole('textbox', { name: /Position/ }).fill('Head of Cloud Operations');
  await chooser.setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(dialog.getByLabel('Or paste an image address')).toHaveValue(/\/uploads\/[0-9a-f]+\.png$/);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Team member created' })).toBeVisible();
  await expect(add).toBeFocused();

  // Search by position.
  await page.getByRole('searchbox', { name: 'Search team' }).fill(`${name.slice(-10)} Cloud`);
  await expect(page.getByText('No matching team members found')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search team' }).fill('Head of Cloud Operations');
  await expect(table).toContainText(name);
  await expect(table.getByRole('img', { name })).toHaveAttribute('src', /\/uploads\/[0-9a-f]+\.png$/);
  await expect(page).toHaveURL(/q=Head\+of\+Cloud\+Operations/);

  // Edit: Update.
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Team Member' });
  await expect(edit.getByRole('textbox', { name: /Name/ })).toHaveValue(name);
  await edit.getByRole('textbox', { name: /Position/ }).fill('Head of Cloud Operations, Kigali');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Team member updated' })).toBeVisible();
  await expect(table).toContainText('Head of Cloud Operations, Kigali');

  // Delete, asked first.
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete team member' });
  await expect(confirm).toContainText('Are you sure you want to delete this team member?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /^Deleted$/ })).toBeVisible();
  await expect(table).not.toContainText(name);
});
