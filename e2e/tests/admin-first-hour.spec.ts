// What staff meet in their first hour, in Chromium against the build: a post's history opens on
// its last change of content and tells the workflow's events with the reviewer's comment; an empty
// workflow tab says what would appear in it; the bulk bar offers only the actions that apply to the
// selected posts; toasts can be read (axe's colour contrast) and leave the button that raised them
// uncovered; the contact page names the office in the page's language.
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { DEMO_IMAGE, STAFF_PASSWORD as PASSWORD, apiToken, createPost, createUser, movePost, signInAsAdmin } from '../support/admin';
import { gotoHydrated } from '../support/public-site';
import { allowConsoleErrors, expect, test } from '../support/test';

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e4)}`;

/** Do two boxes on the screen share any point? */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) throw new Error('a box is not on screen');
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

/** axe's colour-contrast check (WCAG 2.2 AA) on the toast that is showing, held open while it reads it. */
async function contrastOf(page: Page, toast: Locator) {
  // A toast closes when its progress bar's animation ends, so pausing that animation holds it open
  // as a hover does. A hover waits for the sliding toast to stand still, and on a busy machine the
  // toast could close before the pointer reached it.
  await toast.locator('.Toastify__progress-bar').evaluate((bar: HTMLElement) => {
    bar.style.animationPlayState = 'paused';
  });
  // Then wait for it to stand still: through its entrance animation axe cannot judge its contrast.
  await toast.hover({ trial: true });
  const result = await new AxeBuilder({ page }).include('.Toastify').withRules(['color-contrast']).analyze();
  return { violations: result.violations.map((v) => v.nodes.map((n) => n.failureSummary)), checked: result.passes.length + result.violations.length };
}

test('a post history opens on its last change of content and names the events, with the reviewer and the comment', async ({ page, request }) => {
  test.slow();
  const admin = await apiToken(request);
  const creator = await createUser(request, admin, 'Content_Creator', { password: PASSWORD, label: 'History' });
  const publisher = await createUser(request, admin, 'Publisher', { password: PASSWORD, label: 'History' });
  const [byCreator, byPublisher] = [await apiToken(request, creator.email_address, PASSWORD), await apiToken(request, publisher.email_address, PASSWORD)];
  const title = `E2E Clinic Booking ${unique()}`;
  const fields = { description: 'Booking for rural clinics.', category: 'Health', image_url: DEMO_IMAGE, status: 'Ongoing' };
  const { id, version } = await createPost(request, byCreator, { title: `${title} (first draft)`, ...fields });
  const edited = await request.put(`/api/posts/${id}`, {
    headers: { Authorization: `Bearer ${byCreator}`, 'If-Match': `"${version}"` },
    data: { title, ...fields },
  });
  expect(edited.status()).toBe(200);
  await movePost(request, byCreator, id, 'submit');
  await movePost(request, byPublisher, id, 'request_changes', { comment: 'Please name the client on the card.' });
  await movePost(request, byCreator, id, 'submit');

  await signInAsAdmin(page);
  await page.goto(`/admin/dashboard/posts?q=${encodeURIComponent(title)}`);
  await page.getByRole('button', { name: `History of ${title}` }).click();
  const history = page.getByRole('dialog', { name: `History: ${title}` });
  const revisions = history.getByRole('list', { name: `Revisions of ${title}` }).getByRole('listitem');
  await expect(revisions).toHaveCount(5);
  // The comparison opens on the edit, not on the two moves after it that changed no field.
  const compare = history.getByRole('table', { name: 'Revision 1 and revision 2: 1 field differs' });
  await expect(compare).toBeVisible();
  await expect(compare.getByRole('row', { name: /Title/ })).toContainText(`${title} (first draft)`);
  await expect(compare.getByRole('row', { name: /Publication/ })).toContainText('Draft');
  await expect(revisions.nth(0)).toContainText('Revision 5 Submitted for review');
  await expect(revisions.nth(0)).toContainText('Publication: In review');
  const asked = revisions.nth(1);
  await expect(asked).toContainText('Revision 4 Changes requested');
  await expect(asked).toContainText(`by ${publisher.full_name}`);
  await expect(asked).toContainText('Please name the client on the card.');
  await expect(asked).toContainText('Publication: Draft');
  // Moves are events, not buttons' names.
  await expect(history).not.toContainText('Workflow:');
});

test('the posts list names its dates and states apart, and an empty workflow tab says what would appear in it', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/dashboard/posts?state=all');
  const table = page.getByRole('table', { name: 'Posts' });
  await expect(table.getByRole('columnheader', { name: 'Project date' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Publication' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Published' })).toHaveCount(0);

  // Nothing is scheduled on the suite's instance (the scheduling journeys run on their own).
  await page
    .getByRole('group', { name: 'Show posts' })
    .getByRole('button', { name: /^Scheduled/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Nothing scheduled' })).toBeVisible();
  await expect(page.getByText('Posts given a date and time to publish wait here, and go live by themselves at that time.')).toBeVisible();
  await expect(page.getByText('No posts available')).toHaveCount(0);
  await expect(page.getByText(/Showing 0 to 0 of 0 entries/)).toHaveCount(0);

  // The All tab keeps the spec's words (spec §8).
  await page.goto(`/admin/dashboard/posts?state=all&q=${encodeURIComponent(`no such post ${unique()}`)}`);
  await expect(page.getByText('No matching posts found')).toBeVisible();
});

test('the bulk bar offers only the actions that apply to the posts selected, and follows them when they move', async ({ page, request }) => {
  test.slow(); // two users, three saves and a bulk move
  const admin = await apiToken(request);
  const creator = await createUser(request, admin, 'Content_Creator', { password: PASSWORD, label: 'Bulk' });
  const byCreator = await apiToken(request, creator.email_address, PASSWORD);
  const stamp = unique();
  // An Admin's post is published at once; the creator's is a draft, then in review.
  const [live, review] = [`E2E Bulk Live ${stamp}`, `E2E Bulk Review ${stamp}`];
  const fields = { description: 'Bulk bar.', category: 'Testing' };
  const ids = [(await createPost(request, admin, { title: live, ...fields })).id, (await createPost(request, byCreator, { title: review, ...fields })).id];
  await movePost(request, byCreator, ids[1]!, 'submit');
  try {
    await signInAsAdmin(page);
    const bar = page.getByRole('group', { name: 'Bulk actions' });
    const table = page.getByRole('table', { name: 'Posts' });
    const select = (title: string) => table.getByRole('checkbox', { name: `Select ${title}` });

    // With nothing selected, the bar offers what applies to the tab's rows: no Publish among published posts.
    await page.goto(`/admin/dashboard/posts?state=published&q=${encodeURIComponent(stamp)}`);
    await expect(table).toContainText(live);
    await expect(table).not.toContainText(review);
    await expect(bar.getByRole('button')).toHaveText(['Unpublish', 'Delete']);

    await page.goto(`/admin/dashboard/posts?state=all&q=${encodeURIComponent(stamp)}`);
    await expect(table).toContainText(review);
    // A published post: nothing to publish.
    await select(live).check();
    await expect(bar).toContainText('1 selected');
    await expect(bar.getByRole('button')).toHaveText(['Unpublish', 'Delete']);
    // A post in review: nothing to unpublish.
    await select(live).uncheck();
    await select(review).check();
    await expect(bar.getByRole('button')).toHaveText(['Publish', 'Delete']);
    // Both: each action applies to one of them.
    await select(live).check();
    await expect(bar).toContainText('2 selected');
    await expect(bar.getByRole('button')).toHaveText(['Publish', 'Unpublish', 'Delete']);

    // The post in review published alone: selected again, it offers what a published post does.
    await select(live).uncheck();
    await bar.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '1 post published' })).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: review }).getByText('Published', { exact: true })).toBeVisible();
    await expect(bar).toContainText('0 selected');
    await select(review).check();
    await expect(bar.getByRole('button')).toHaveText(['Unpublish', 'Delete']);
  } finally {
    for (const id of ids) await request.delete(`/api/posts/${id}`, { headers: { Authorization: `Bearer ${admin}` } });
  }
});

for (const width of [390, 1440]) {
  test(`toasts at ${width} px meet WCAG 2.2 AA contrast and leave the button that raised them uncovered`, async ({ page }) => {
    allowConsoleErrors(page, /status of 401/);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    // An error toast: a wrong password.
    await page.goto('/admin/login');
    const signIn = page.getByRole('button', { name: 'Sign In' });
    await page.getByRole('textbox', { name: /Email Address/ }).fill(`nobody-${unique()}@example.com`);
    await page.getByLabel(/Password/).fill('Not-the-password-1');
    await signIn.click();
    const error = page.locator('.Toastify__toast--error').filter({ hasText: 'Invalid credentials' });
    await expect(error).toBeVisible();
    expect(await overlap(error, signIn)).toBe(false);
    const errorContrast = await contrastOf(page, error);
    expect(errorContrast.violations).toEqual([]);
    expect(errorContrast.checked).toBeGreaterThan(0);

    // A success toast: a save in My account.
    await signInAsAdmin(page);
    await page.goto('/admin/dashboard/account');
    const save = page.getByRole('button', { name: 'Save', exact: true }).first();
    await save.click();
    const success = page.locator('.Toastify__toast--success').filter({ hasText: 'Your details were saved' });
    await expect(success).toBeVisible();
    expect(await overlap(success, save)).toBe(false);
    const successContrast = await contrastOf(page, success);
    expect(successContrast.violations).toEqual([]);
    expect(successContrast.checked).toBeGreaterThan(0);
  });
}

test('the contact page names the office and its address in the page language', async ({ page }) => {
  for (const [path, office, floor] of [
    ['/sw/contact', 'Ofisi Kuu', 'Westlands Business Park, Ghorofa ya 4'],
    ['/fr/contact', 'Siège social', 'Westlands Business Park, 4e\u00a0étage'],
    ['/contact', 'Head Office', 'Westlands Business Park, 4th Floor'],
  ] as const) {
    await gotoHydrated(page, path);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: office })).toBeVisible();
    await expect(main.getByText(floor)).toBeVisible();
    if (path !== '/contact') await expect(main.getByRole('heading', { name: 'Head Office' })).toHaveCount(0);
    // A phone number is one piece: its link is one line high.
    const phone = main.getByRole('link', { name: '+254 709 876 500' });
    const box = await phone.boundingBox();
    const lineHeight = await phone.evaluate((link) => parseFloat(getComputedStyle(link).lineHeight) || 24);
    expect(box!.height).toBeLessThan(lineHeight * 1.5);
  }
});
