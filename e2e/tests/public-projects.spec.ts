// The portfolio and a project's page, their states (through request
// interception in the browser) and Back to Projects through history.
import type { APIRequestContext, Page } from '@playwright/test';
import { allowConsoleErrors, expect, test } from '../support/test';
import { adminToken, gotoHydrated, stubMapTiles } from '../support/public-site';

test.beforeEach(async ({ page }) => {
  await stubMapTiles(page);
});

/** A project of our own, so nothing depends on what other journeys do to the shared database. */
async function createProject(request: APIRequestContext, fields: Record<string, unknown> = {}) {
  const token = await adminToken(request);
  const title = `E2E Portfolio ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const response = await request.post('/api/posts', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title,
      description: 'A public project created by the end-to-end suite to check how a project page looks.',
      category: 'Web Platform',
      image_url: '/uploads/demo/project-digital-birth-registration.webp',
      status: 'Completed',
      published: 'March 5, 2025',
      client: 'Suite County Government',
      ...fields,
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number; title: string };
}

const toProjects = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Our Projects' }).click();

test('the portfolio: texts of spec §2, a badge counting the cards, cards linking to their project', async ({ page, request }) => {
  const project = await createProject(request);
  const response = await gotoHydrated(page, '/projects');
  const html = await response!.text();
  expect(html).toContain(project.title);
  expect(html).toContain('LATEST CASE STUDIES');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Our Project Portfolio' })).toBeVisible();
  await expect(main.getByText('We have delivered successfully several projects across Africa and the listed below are some of them')).toBeVisible();
  await expect(main.getByRole('heading', { name: 'All Projects' })).toBeVisible();
  const cards = main.locator('a[href^="/projects/"]');
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  await expect(main.getByText(`${count} ${count === 1 ? 'project' : 'projects'}`, { exact: true })).toBeVisible();
  // Newest first: ours was just created.
  await expect(cards.first()).toHaveAccessibleName(new RegExp(`^${project.title} ?, Suite County Government$`));
  await expect(cards.first()).toHaveAttribute('href', new RegExp(`^/projects/${project.id}\\?name=`));
});

test('cards are 4 across on a large screen, texts shown on hover; 1 across on a phone with texts shown', async ({ page, request }) => {
  const project = await createProject(request);
  await gotoHydrated(page, '/projects');
  const cards = page.getByRole('main').locator('a[href^="/projects/"]');
  const tops = await cards.evaluateAll((links) => links.slice(0, 4).map((a) => Math.round(a.getBoundingClientRect().top)));
  test.skip(tops.length < 4, 'needs four projects');
  expect(new Set(tops).size).toBe(1);
  const card = cards.filter({ hasText: project.title });
  const texts = card.getByText(project.title).locator('xpath=..');
  await expect(texts).toHaveCSS('opacity', '0');
  await card.hover();
  await expect(texts).toHaveCSS('opacity', '1');

  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, '/projects');
  const phoneCards = page.getByRole('main').locator('a[href^="/projects/"]');
  const [a, b] = await phoneCards.evaluateAll((links) => links.slice(0, 2).map((el) => el.getBoundingClientRect().top));
  expect(b!).toBeGreaterThan(a!);
  await expect(phoneCards.filter({ hasText: project.title }).getByText(project.title).locator('xpath=..')).toHaveCSS('opacity', '1');
});

test('a project page: title, badges, date as MMMM dd, yyyy, image, description and information; Back to Projects goes back', async ({ page, request }) => {
  const project = await createProject(request, { client: null });
  await gotoHydrated(page, '/projects');
  await page.getByRole('link', { name: new RegExp(`^${project.title}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}\\?name=`));
  const main = page.getByRole('main');
  // The banner takes the name from the address; the page's own heading is the project's title.
  await expect(main.getByText(project.title).first()).toBeVisible();
  await expect(main.getByRole('heading', { level: 1, name: project.title })).toBeVisible();
  await expect(main.getByText('Web Platform').first()).toBeVisible();
  const status = main.getByText('Completed').first();
  await expect(status).toHaveCSS('color', 'rgb(29, 122, 69)');
  await expect(main.getByText('March 05, 2025').first()).toBeVisible();
  await expect(main.getByRole('img', { name: project.title })).toHaveAttribute('width', '1600');
  await expect(main.getByRole('heading', { name: 'Project Description' })).toBeVisible();
  const box = main.getByRole('complementary', { name: 'Project Information' });
  await expect(box).toContainText('Published DateMarch 05, 2025');
  await expect(box).toContainText('StatusCompleted');
  await expect(box).toContainText('CategoryWeb Platform');
  await expect(box).toContainText('ClientNot specified');

  await page.evaluate(() => window.scrollTo(0, 400));
  await box.getByRole('link', { name: 'Back to Projects' }).click();
  await expect(page).toHaveURL('/projects');
  await expect(page.getByRole('heading', { name: 'Our Project Portfolio' })).toBeVisible();
  // It was a step back in history: forward returns to the project.
  await page.goForward();
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}`));
});

test('opened directly, the page is rendered on the server and Back to Projects leads to /projects', async ({ page, request }) => {
  const project = await createProject(request, { status: 'Pending' });
  const response = await gotoHydrated(page, `/projects/${project.id}`);
  const html = await response!.text();
  expect(html).toContain(`<h1`);
  expect(html).toContain(project.title);
  expect(html).toContain('PROJECT DETAILS');
  expect(html).toMatch(new RegExp(`<title>${project.title} \\| Savanna Digital Consult</title>`));
  await expect(page.getByRole('main').getByText('Pending').first()).toHaveCSS('color', 'rgb(138, 90, 0)');
  await page.getByRole('link', { name: 'Back to Projects' }).click();
  await expect(page).toHaveURL('/projects');
});

test('an ongoing project has a blue badge', async ({ page, request }) => {
  const project = await createProject(request, { status: 'Ongoing' });
  await gotoHydrated(page, `/projects/${project.id}`);
  await expect(page.getByRole('main').getByText('Ongoing').first()).toHaveCSS('color', 'rgb(29, 95, 191)');
});

test('a missing project answers 404 with Project Not Found', async ({ page }) => {
  allowConsoleErrors(page, /404/);
  const response = await gotoHydrated(page, '/projects/2147483000');
  expect(response!.status()).toBe(404);
  expect(await response!.text()).toContain('Project Not Found');
  await expect(page.getByRole('heading', { name: 'Project Not Found' })).toBeVisible();
  await expect(page.getByText('The requested project could not be found')).toBeVisible();
  await expect(page).toHaveTitle('Project Not Found | Savanna Digital Consult');
  await page.getByRole('link', { name: 'Back to Projects' }).click();
  await expect(page).toHaveURL('/projects');
});

test.describe('states seen in the browser', () => {
  test.beforeEach(async ({ page }) => {
    allowConsoleErrors(page, /Failed to load resource|ERR_FAILED/);
    await gotoHydrated(page, '/about-us');
  });

  test('loading: Loading projects...', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/posts', async (route) => {
      await held;
      await route.continue();
    });
    await toProjects(page);
    await expect(page.getByRole('status')).toHaveText('Loading projects...');
    release();
    await expect(page.getByRole('main').locator('a[href^="/projects/"]').first()).toBeVisible();
  });

  test('empty: No Projects Found', async ({ page }) => {
    await page.route('**/api/posts', (route) => route.fulfill({ json: [] }));
    await toProjects(page);
    await expect(page.getByRole('heading', { name: 'No Projects Found' })).toBeVisible();
    await expect(page.getByText('There are currently no projects available. Check back later!')).toBeVisible();
    await expect(page.getByText('0 projects')).toBeVisible();
  });

  test('a failed fetch shows Loading Error, not the empty view, and Retry loads the projects', async ({ page }) => {
    await page.route('**/api/posts', (route) => route.abort());
    await toProjects(page);
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', { name: 'Loading Error' })).toBeVisible();
    await expect(alert).toContainText("We couldn't load the projects.");
    await expect(page.getByText('No Projects Found')).toHaveCount(0);
    await page.unroute('**/api/posts');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('main').locator('a[href^="/projects/"]').first()).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a project that fails to load shows Error Loading Project and Try Again recovers', async ({ page, request }) => {
    const project = await createProject(request);
    await toProjects(page);
    await page.route(`**/api/posts/${project.id}`, (route) => route.abort());
    await page.getByRole('link', { name: new RegExp(`^${project.title}`) }).click();
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', { name: 'Error Loading Project' })).toBeVisible();
    await expect(alert).toContainText('Failed to load project details');
    await page.unroute(`**/api/posts/${project.id}`);
    await alert.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: project.title })).toBeVisible();
  });

  test('a project page shows Loading project details... while it loads', async ({ page, request }) => {
    const project = await createProject(request);
    await toProjects(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/posts/${project.id}`, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('link', { name: new RegExp(`^${project.title}`) }).click();
    await expect(page.getByRole('status')).toHaveText('Loading project details...');
    release();
    await expect(page.getByRole('heading', { level: 1, name: project.title })).toBeVisible();
  });
});
