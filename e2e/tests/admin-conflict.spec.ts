// No lost edits (docs/workflow.md, "Conflicts"): two people edit the same post in two browsers; the
// second save is refused with who saved first, keeps what was typed, compares, and reloads.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/product';
import { expect, test } from '../support/test';

const PASSWORD = 'Baobab-Lantern-Okapi-42';

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

async function createUser(request: APIRequestContext, token: string, role: string, name: string) {
  const id = `${Date.now()}-${Math.floor(Math.random() * 1e5)}`;
  const user = {
    full_name: `${name} ${id}`,
    email_address: `e2e-conflict-${role.toLowerCase()}-${id}@example.com`,
    telephone_number: '+250 700 111 222',
    password: PASSWORD,
    role,
  };
  const response = await request.post('/api/users', { headers: { Authorization: `Bearer ${token}` }, data: user });
  expect(response.status()).toBe(201);
  return { ...user, id: ((await response.json()) as { id: number }).id };
}

/** A browser of its own (its own session), signed in, with the post's edit form open. */
async function openEdit(browser: Browser, email: string, title: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: /Email Address/ }).fill(email);
  await page.getByLabel(/Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/admin/dashboard/**');
  await page.goto('/admin/dashboard/posts?state=published');
  await page.getByRole('searchbox').fill(title);
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Post' })).toBeVisible();
  return page;
}

test('two browsers edit the same post: the second save is refused, keeps its text, compares and reloads', async ({ browser, request }) => {
  test.slow(); // two browsers, two sign-ins
  const token = await adminToken(request);
  const auth = { Authorization: `Bearer ${token}` };
  const first = await createUser(request, token, 'Publisher', 'Grace Mutoni');
  const second = await createUser(request, token, 'Admin', 'Samuel Tesfaye');
  const title = `E2E Conflict Portal ${Date.now()}-${Math.floor(Math.random() * 1e4)}`;
  const created = await request.post('/api/posts', {
    headers: auth,
    data: {
      title,
      description: 'The first description.',
      category: 'Web Platform',
      image_url: '/uploads/demo/project-digital-birth-registration.webp',
      published: 'March 5, 2025',
      status: 'Ongoing',
    },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { id: number }).id;
  const pages: Page[] = [];
  try {
    const grace = await openEdit(browser, first.email_address, title);
    const samuel = await openEdit(browser, second.email_address, title);
    pages.push(grace, samuel);

    // Grace saves first.
    const graceForm = grace.getByRole('dialog', { name: 'Edit Post' });
    await graceForm.getByRole('textbox', { name: /Category/ }).fill('Government');
    await graceForm.getByRole('button', { name: 'Update Post' }).click();
    await expect(grace.getByRole('alert').filter({ hasText: 'Post updated successfully' })).toBeVisible();

    // Samuel, still on the version he opened, saves his own change: refused, nothing lost.
    const samuelForm = samuel.getByRole('dialog', { name: 'Edit Post' });
    const description = samuelForm.getByRole('textbox', { name: /Description/ });
    await description.fill('Samuel’s better description.');
    await samuelForm.getByRole('button', { name: 'Update Post' }).click();
    const notice = samuelForm.getByRole('alert').filter({ hasText: 'since you opened it' });
    await expect(notice).toContainText(`This post was changed by ${first.full_name} since you opened it.`);
    await expect(notice).toContainText(/Saved on \w+ \d\d, \d{4} at \d\d:\d\d/);
    await expect(description).toHaveValue('Samuel’s better description.');
    const stored = (await (await request.get(`/api/posts/${id}`)).json()) as { category: string; description: string };
    expect(stored).toMatchObject({ category: 'Government', description: 'The first description.' });

    // He compares: Grace's category and his description differ.
    await notice.getByRole('button', { name: 'Compare' }).click();
    const table = notice.getByRole('table', { name: 'Fields that differ' });
    await expect(table.getByRole('row', { name: /Category/ })).toContainText('Government');
    await expect(table.getByRole('row', { name: /Description/ })).toContainText('Samuel’s better description.');

    // He reloads Grace's version, types his change again, and saves.
    await notice.getByRole('button', { name: 'Reload their version' }).click();
    await expect(samuelForm.getByRole('textbox', { name: /Category/ })).toHaveValue('Government');
    await expect(description).toHaveValue('The first description.');
    await description.fill('Samuel’s better description.');
    await samuelForm.getByRole('button', { name: 'Update Post' }).click();
    await expect(samuel.getByRole('alert').filter({ hasText: 'Post updated successfully' })).toBeVisible();
    const merged = (await (await request.get(`/api/posts/${id}`)).json()) as { category: string; description: string };
    expect(merged).toMatchObject({ category: 'Government', description: 'Samuel’s better description.' });
  } finally {
    for (const page of pages) await page.context().close();
    await request.delete(`/api/posts/${id}`, { headers: auth });
    for (const user of [first, second]) await request.delete(`/api/users/${user.id}`, { headers: auth });
  }
});
