// The publishing workflow's mails (docs/workflow.md, "People are told"), with a real mail server in
// the test process: a Publisher hears that a post awaits review; its author, who turned the mails
// off in My account, hears nothing of the requested changes, and after turning them on again hears
// that the post is published. Then the mails that help: "Changes requested" names the Publisher and
// answering it reaches them (Reply-To); "Published" links the public page, which opens the post.
import type { APIRequestContext, Page } from '@playwright/test';
import { recipientOf } from 'tools/testing/mail-server';
import { STAFF_PASSWORD as PASSWORD, apiToken, createPost, createUser, movePost, signInWithForm } from '../support/admin';
import { ownProductWithMail } from '../support/own-product';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/product';
import { expect, test } from '../support/test';

// Its SITE_URL is its own address: the links in the mails are this instance's, so the journey can open them.
const product = ownProductWithMail();
const move = (request: APIRequestContext, token: string, id: number, transition: string, extra: Record<string, string> = {}) =>
  movePost(request, token, id, transition, extra, product.url);

/** The Mail card's checkbox in My account, after it has loaded. */
async function mailToggle(page: Page) {
  await page.goto(`${product.url}/admin/dashboard/account`);
  const card = page.getByRole('region', { name: 'Mail' });
  const toggle = card.getByRole('checkbox', { name: 'Email me about the publishing workflow' });
  await expect(toggle).toBeVisible();
  return toggle;
}

test('a Publisher is mailed when a post awaits review; its author chooses in My account whether to hear back', async ({ page, request }) => {
  test.slow(); // a product of its own, a sign-in and four moves
  const admin = await apiToken(request, ADMIN_EMAIL, ADMIN_PASSWORD, product.url);
  const creator = await createUser(request, admin, 'Content_Creator', { password: PASSWORD, label: 'Mail', baseUrl: product.url });
  const publisher = await createUser(request, admin, 'Publisher', { password: PASSWORD, label: 'Mail', baseUrl: product.url });
  const creatorToken = await apiToken(request, creator.email_address, PASSWORD, product.url);
  const publisherToken = await apiToken(request, publisher.email_address, PASSWORD, product.url);

  // The author turns the workflow mails off in My account; the choice is kept.
  await signInWithForm(page, creator.email_address, PASSWORD, product.url);
  await page.waitForURL('**/admin/dashboard/posts');
  let toggle = await mailToggle(page);
  await expect(toggle).toBeChecked();
  const saved = page.waitForResponse((r) => r.url().includes('/api/auth/me/preferences') && r.request().method() === 'PATCH');
  await toggle.uncheck();
  expect((await saved).status()).toBe(200);
  toggle = await mailToggle(page);
  await expect(toggle).not.toBeChecked();

  // The author drafts and submits: the Publisher is mailed.
  const title = `Mail Clinic ${Date.now()}`;
  const { id } = await createPost(request, creatorToken, { title, category: 'Health', description: 'Booking for rural clinics.' }, product.url);
  await move(request, creatorToken, id, 'submit');
  const review = await product.smtp.waitFor((m) => recipientOf(m) === publisher.email_address && m.subject === `Awaiting review: ${title}`);
  expect(review.text).toContain('/admin/dashboard/posts?state=review');

  // Changes are requested while the author's mails are off, then the author turns them on again.
  await move(request, publisherToken, id, 'request_changes', { comment: 'Name the client, please.' });
  toggle = await mailToggle(page);
  await toggle.check();
  toggle = await mailToggle(page);
  await expect(toggle).toBeChecked();

  // Resubmitted and published: now the author hears of it, and never heard of the changes.
  await move(request, creatorToken, id, 'submit');
  await move(request, publisherToken, id, 'publish');
  const published = await product.smtp.waitFor((m) => recipientOf(m) === creator.email_address && m.subject === `Published: ${title}`);
  expect(published.text).toContain(`Hello ${creator.full_name}`);
  expect(published.text).toContain('turn these mails off in My account');
  const toAuthor = product.smtp.received.filter((m) => recipientOf(m) === creator.email_address).map((m) => m.subject);
  expect(toAuthor).toEqual([`Published: ${title}`]);
  // The Publisher heard only that the post awaited review, never of their own moves.
  const toPublisher = new Set(product.smtp.received.filter((m) => recipientOf(m) === publisher.email_address).map((m) => m.subject));
  expect([...toPublisher]).toEqual([`Awaiting review: ${title}`]);
});

test('"Changes requested" names the Publisher and a reply reaches them; "Published" opens the public page', async ({ page, request }) => {
  test.slow(); // a product of its own and four moves
  const admin = await apiToken(request, ADMIN_EMAIL, ADMIN_PASSWORD, product.url);
  const creator = await createUser(request, admin, 'Content_Creator', { password: PASSWORD, label: 'Helpful', baseUrl: product.url });
  const publisher = await createUser(request, admin, 'Publisher', { password: PASSWORD, label: 'Helpful', baseUrl: product.url });
  const creatorToken = await apiToken(request, creator.email_address, PASSWORD, product.url);
  const publisherToken = await apiToken(request, publisher.email_address, PASSWORD, product.url);
  const title = `Helpful Mail Harbour ${Date.now()}`;
  const { id } = await createPost(request, creatorToken, { title, category: 'Transport', description: 'Tracking for the harbour.' }, product.url);

  await move(request, creatorToken, id, 'submit');
  await move(request, publisherToken, id, 'request_changes', { comment: 'Name the port authority, please.' });
  const changes = await product.smtp.waitFor((m) => recipientOf(m) === creator.email_address && m.subject === `Changes requested: ${title}`);
  expect(changes.text).toContain(`${publisher.full_name} requested changes to your post "${title}"`);
  expect(changes.text).toContain('Name the port authority, please.');
  // Answering the mail reaches the Publisher who asked, not the no-reply sender.
  expect(changes.from?.value.map((a) => a.address)).toEqual(['no-reply@savanna.example']);
  expect(changes.replyTo?.value).toEqual([{ name: publisher.full_name, address: publisher.email_address }]);

  await move(request, creatorToken, id, 'submit');
  await move(request, publisherToken, id, 'publish');
  const published = await product.smtp.waitFor((m) => recipientOf(m) === creator.email_address && m.subject === `Published: ${title}`);
  expect(published.text).toContain(`In the back office: ${product.url}/admin/dashboard/posts?state=published`);
  const link = /See it on the site: (\S+)/.exec(published.text ?? '')?.[1];
  expect(link).toBe(`${product.url}/projects/${id}`);
  // The link opens the post on the public site.
  await page.goto(link!);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: title })).toBeVisible();
});
