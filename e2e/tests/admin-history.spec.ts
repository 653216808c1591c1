// History (docs/workflow.md, "History") in the browser: a team member edited twice, its history
// opened, two revisions compared, the first one restored and seen on /our-team; a post deleted and
// brought back by an Admin, at its own address again.
import { signInAsAdmin } from '../support/admin';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/product';
import { expect, test } from '../support/test';

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e4)}`;

async function adminToken(request: import('@playwright/test').APIRequestContext): Promise<string> {
  const login = await request.post('/api/auth/login', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  return ((await login.json()) as { token: string }).token;
}

test('a team member edited twice: its history compares the revisions and restores the first, which /our-team then shows', async ({ page, request }) => {
  test.slow();
  const name = `E2E Historian ${unique()}`;
  const token = await adminToken(request);
  const created = await request.post('/api/team', { headers: { Authorization: `Bearer ${token}` }, data: { name, position: 'Head of Research' } });
  expect(created.status()).toBe(201);

  await signInAsAdmin(page);
  await page.goto(`/admin/dashboard/team?q=${encodeURIComponent(name)}`);
  const table = page.getByRole('table', { name: 'Team members' });
  for (const position of ['Head of Data', 'Chief Data Officer']) {
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Team Member' });
    await edit.getByRole('textbox', { name: /Position/ }).fill(position);
    await edit.getByRole('button', { name: 'Update' }).click();
    await expect(edit).toHaveCount(0);
    await expect(table).toContainText(position);
  }

  await page.getByRole('button', { name: `History of ${name}` }).click();
  const history = page.getByRole('dialog', { name: `History: ${name}` });
  const revisions = history.getByRole('list', { name: `Revisions of ${name}` }).getByRole('listitem');
  await expect(revisions).toHaveCount(3);
  await expect(revisions.nth(0)).toContainText('Revision 3 Edited');
  await expect(revisions.nth(0)).toContainText('Changed: Position');
  await expect(revisions.nth(2)).toContainText('Revision 1 Created');
  await expect(revisions.nth(2)).toContainText('by Site Administrator');

  // The last change by default; then the first version against the newest.
  await expect(history.getByRole('table', { name: 'Revision 2 and revision 3: 1 field differs' })).toBeVisible();
  const older = history.getByRole('combobox', { name: 'Compare revision' });
  await older.selectOption({ index: 2 });
  const compare = history.getByRole('table', { name: 'Revision 1 and revision 3: 1 field differs' });
  await expect(compare.getByRole('row', { name: /Position/ })).toContainText('Head of Research');
  await expect(compare.getByRole('row', { name: /Position/ })).toContainText('Chief Data Officer');
  await expect(compare.getByRole('row', { name: /Position/ })).toContainText('Changed');
  await expect(compare.getByRole('row', { name: /Name/ })).not.toContainText('Changed');

  await history.getByRole('button', { name: 'Restore revision 1' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Restore revision 1' });
  await confirm.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Revision 1 restored' })).toBeVisible();
  await expect(revisions).toHaveCount(4);
  await expect(revisions.nth(0)).toContainText('Revision 4 Restored revision 1');
  await history.getByRole('button', { name: 'Close' }).click();
  await expect(table).toContainText('Head of Research');

  await page.goto('/our-team');
  const card = page.getByRole('listitem').filter({ hasText: name });
  await expect(card).toContainText('Head of Research');
  await expect(card).not.toContainText('Chief Data Officer');
});

test('an Admin brings a deleted post back: its history is kept and it is public again at its own address', async ({ page, request }) => {
  test.slow();
  const title = `E2E Comeback ${unique()}`;
  const token = await adminToken(request);
  const created = await request.post('/api/posts', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title,
      description: 'A port community system.',
      category: 'Web Platform',
      image_url: '/uploads/demo/project-digital-birth-registration.webp',
      status: 'Ongoing',
      client: 'Port of Mombasa',
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  await signInAsAdmin(page);
  await page.goto(`/admin/dashboard/posts?q=${encodeURIComponent(title)}`);
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  await page.getByRole('alertdialog', { name: 'Delete post' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Post deleted successfully' })).toBeVisible();
  expect((await request.get(`/api/posts/${id}`)).status()).toBe(404);

  await page.getByRole('button', { name: 'Deleted' }).click();
  const deleted = page.getByRole('dialog', { name: 'Deleted posts' });
  const item = deleted.getByRole('listitem').filter({ hasText: title });
  await expect(item).toContainText('Deleted by Site Administrator');
  await item.getByRole('button', { name: `History of ${title}` }).click();
  const history = page.getByRole('dialog', { name: `History: ${title}` });
  await expect(history).toContainText('This record is deleted.');
  await expect(
    history
      .getByRole('list', { name: `Revisions of ${title}` })
      .getByRole('listitem')
      .first(),
  ).toContainText('Deleted');
  await history.getByRole('button', { name: 'Close' }).click();

  await item.getByRole('button', { name: `Bring back ${title}` }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Post brought back' })).toBeVisible();
  await expect(deleted.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
  await deleted.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('table', { name: 'Posts' })).toContainText(title);

  await page.goto(`/projects/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});
