// The publication workflow of posts (docs/workflow.md): a Content Creator drafts and submits; a
// Publisher finds it under "Awaiting review" and asks for changes; the creator reads the comment,
// fixes and resubmits; the Publisher publishes, and the project appears on /projects; an Admin
// finds each of those moves in Activity.
import type { Page } from '@playwright/test';
import { TINY_PNG, apiToken, createUser, signInWithForm } from '../support/admin';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/product';
import { expect, test } from '../support/test';

const PASSWORD = 'Kestrel-Sorghum-Delta-77';

async function signIn(page: Page, email: string, landing: string) {
  await signInWithForm(page, email, PASSWORD);
  await page.waitForURL(`**/admin/dashboard/${landing}`);
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('**/admin/login');
}

test('a draft goes through review: submit, request changes, fix, resubmit, publish, public', async ({ page, request }) => {
  test.slow(); // two people, four sign-ins
  const token = await apiToken(request);
  const creator = await createUser(request, token, 'Content_Creator', { password: PASSWORD, label: 'Flow' });
  const publisher = await createUser(request, token, 'Publisher', { password: PASSWORD, label: 'Flow' });
  const title = `E2E Workflow Clinic ${Date.now()}-${Math.floor(Math.random() * 1e4)}`;
  try {
    // The creator drafts and submits.
    await signIn(page, creator.email_address, 'posts');
    await page.getByRole('button', { name: 'Add New' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Post' });
    await expect(dialog.getByRole('button', { name: 'Publish Post' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Save draft' })).toBeVisible();
    await dialog.getByRole('textbox', { name: /Title/ }).fill(title);
    await dialog.getByRole('textbox', { name: /Category/ }).fill('Health');
    await dialog.getByRole('textbox', { name: /Description/ }).fill('Booking for rural clinics.');
    await dialog.getByLabel('Upload image').setInputFiles({ name: 'clinic.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect(dialog.getByLabel('Or paste an image address')).toHaveValue(/\/uploads\/[0-9a-f]+\.png$/);
    await dialog.getByRole('button', { name: 'Submit for review' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Submitted for review' })).toBeVisible();
    await expect(dialog).toHaveCount(0);
    expect(JSON.stringify(await (await request.get('/api/posts')).json())).not.toContain(title);
    await signOut(page);

    // The Publisher sees it under "Awaiting review", first, and asks for changes.
    await signIn(page, publisher.email_address, 'users');
    await page.goto('/admin/dashboard/posts');
    const tabs = page.getByRole('group', { name: 'Show posts' }).getByRole('button');
    await expect(tabs.first()).toContainText('Awaiting review');
    await tabs.first().click();
    await expect(page).toHaveURL(/state=review/);
    const table = page.getByRole('table', { name: 'Posts' });
    await expect(table).toContainText(title);
    await table.getByRole('button', { name: `Request changes: ${title}` }).click();
    const ask = page.getByRole('dialog', { name: 'Request changes' });
    await ask.getByRole('textbox', { name: /Comment for the author/ }).fill('Name the client, please.');
    await ask.getByRole('button', { name: 'Send back to draft' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Changes requested' })).toBeVisible();
    // Gone from the tab: its row, or the whole table when the tab is left empty (decision 0314).
    await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
    await signOut(page);

    // The creator reads the comment, fixes the post and submits it again.
    await signIn(page, creator.email_address, 'posts');
    await page
      .getByRole('group', { name: 'Show posts' })
      .getByRole('button', { name: /Drafts/ })
      .click();
    await expect(page.getByRole('table', { name: 'Posts' })).toContainText('Name the client, please.');
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Post' });
    await expect(edit.getByRole('note')).toContainText('Name the client, please.');
    await edit.getByRole('textbox', { name: /Client/ }).fill('Ministry of Health');
    await edit.getByRole('button', { name: 'Submit for review' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Submitted for review' })).toBeVisible();
    await signOut(page);

    // The Publisher publishes; the project is public.
    await signIn(page, publisher.email_address, 'users');
    await page.goto('/admin/dashboard/posts?state=review');
    await page.getByRole('button', { name: `Publish: ${title}` }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Post published' })).toBeVisible();
    await page.goto('/projects');
    await expect(page.getByText(title)).toBeVisible();
    await expect(page.getByText('Ministry of Health').first()).toBeVisible();

    // An Admin finds every move of the post in Activity, by whom it was made.
    const auth = { Authorization: `Bearer ${token}` };
    const listed = (await (await request.get('/api/posts?state=all', { headers: auth })).json()) as { id: number; title: string }[];
    const postId = listed.find((p) => p.title === title)?.id;
    expect(postId).toBeDefined();
    await page.goto('/admin/dashboard/posts');
    await signOut(page);
    await signInWithForm(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.waitForURL('**/admin/dashboard/**');
    const movesBy = async (user: { id: number }) => {
      await page.goto(`/admin/dashboard/activity?actor=${user.id}&action=content_transition`);
      const rows = page
        .getByRole('table', { name: 'Activity' })
        .getByRole('row')
        .filter({ hasText: `posts #${postId}` });
      await expect(rows.first()).toBeVisible();
      return rows;
    };
    const byCreator = await movesBy(creator);
    await expect(byCreator.filter({ hasText: 'submit: to review' })).toHaveCount(2);
    await expect(byCreator).toHaveCount(2);
    const byPublisher = await movesBy(publisher);
    await expect(byPublisher.filter({ hasText: 'request_changes: changes requested' })).toHaveCount(1);
    await expect(byPublisher.filter({ hasText: 'publish: to published' })).toHaveCount(1);
    await expect(byPublisher).toHaveCount(2);
  } finally {
    const auth = { Authorization: `Bearer ${token}` };
    const all = (await (await request.get('/api/posts?state=all', { headers: auth })).json()) as { id: number; title: string }[];
    for (const post of all.filter((p) => p.title === title)) await request.delete(`/api/posts/${post.id}`, { headers: auth });
    for (const user of [creator, publisher]) await request.delete(`/api/users/${user.id}`, { headers: auth });
  }
});
