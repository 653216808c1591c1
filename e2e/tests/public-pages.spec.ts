// Every public route renders its content on the server and in the browser (no hydration
// errors), with its own title and description, and holds its layout from 360 to 1440 px.
import { expect, test } from '../support/test';
import { layoutShift, stubMapTiles } from '../support/public-site';

test.beforeEach(async ({ page }) => {
  await stubMapTiles(page);
});

const PAGES: { path: string; heading: string; texts: string[] }[] = [
  {
    path: '/',
    heading: 'Your Partner for Software Development and ICT Consultancy Services',
    texts: ['LEARN MORE ABOUT US', 'Why Choose Us', '330+', 'FREE QUOTE', 'WEARABLES', 'trusted in 15+ countries across Africa'],
  },
  { path: '/about-us', heading: 'ABOUT US', texts: ['Our Mission and Vision', 'Why Choose Us', '1400+'] },
  { path: '/mission-vision', heading: 'OUR MISSION AND VISION', texts: ['Purpose behind every project'] },
  { path: '/why-choose-us', heading: 'WHY CHOOSE US', texts: ['Innovations', 'Expertise', 'Experience', 'Agile', '850+', 'Glorious Years'] },
  { path: '/our-team', heading: 'OUR TEAM', texts: ['Our Leadership Team'] },
  { path: '/services/strategy', heading: 'STRATEGY DEVELOPMENT & EXECUTION', texts: ['What a mobile app does for your institution'] },
  { path: '/services/human', heading: 'HUMAN CAPITAL MANAGEMENT', texts: ['Human capital management services', 'Become the employer talented people choose'] },
  { path: '/services/ict', heading: 'ICT CONSULTANCY SERVICES', texts: ['Book a free consultation', 'Contact Us'] },
  {
    path: '/services/development',
    heading: 'FRONT AND BACKEND DEVELOPMENT',
    texts: [
      'Java',
      'PHP',
      'Python',
      'Kotlin',
      'Swift',
      'Scala',
      'Go',
      'Ruby',
      'Machine Learning',
      'Artificial Intelligence',
      'Augmented Reality',
      'ANALYSIS',
      'DESIGN',
      'TESTING',
    ],
  },
  {
    path: '/contact',
    heading: 'CONTACT',
    texts: ['Head Office', 'We answer every enquiry within 24 hours on business days.', 'Your email address will never be published.'],
  },
  {
    path: '/projects',
    heading: 'PROJECTS',
    texts: [
      'LATEST CASE STUDIES',
      'Our Project Portfolio',
      'We have delivered successfully several projects across Africa and the listed below are some of them',
      'All Projects',
    ],
  },
];

const decode = (html: string) =>
  html
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');

for (const { path, heading, texts } of PAGES) {
  test(`${path} is rendered on the server and in the browser`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response!.status()).toBe(200);
    const html = decode(await response!.text());
    for (const text of [heading, ...texts]) expect(html, `server HTML of ${path}`).toContain(text);
    const main = page.getByRole('main');
    if (path === '/') await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    else await expect(main.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    for (const text of texts) await expect(main).toContainText(text);
    await expect(page.getByRole('contentinfo')).toContainText('© 2021 Savanna Digital Consult. All rights reserved.');
    // The browser hydrated (interactive) without errors: the header's menus respond.
    await page.waitForLoadState('networkidle');
  });
}

test('each route has its own document title and meta description, on the server and after hydration', async ({ page }) => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const { path } of PAGES) {
    const html = await (await page.goto(path))!.text();
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
    const description = /<meta name="description" content="([^"]+)"/.exec(html)?.[1];
    expect(title, path).toMatch(/\| Savanna Digital Consult$/);
    expect(description, path).toBeTruthy();
    titles.add(title!);
    descriptions.add(description!);
    await expect(page).toHaveTitle(decode(title!));
  }
  expect(titles.size).toBe(PAGES.length);
  expect(descriptions.size).toBe(PAGES.length);
});

test('no horizontal scrolling at 360, 768, 1024 and 1440 px', async ({ page }) => {
  test.slow(); // every public page at four widths: sixty page loads
  for (const width of [360, 768, 1024, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const { path } of PAGES) {
      await page.goto(path);
      // The shell clips overflow on <body>; lift that to measure what the page itself needs.
      const overflow = await page.evaluate(() => {
        document.body.style.overflowX = 'visible';
        document.documentElement.style.overflowX = 'visible';
        return document.documentElement.scrollWidth - window.innerWidth;
      });
      expect(overflow, `${path} at ${width}px`).toBeLessThanOrEqual(0);
    }
  }
});

test('images carry their dimensions and the first hero image loads first; nothing shifts while the home page loads', async ({ page }) => {
  await page.goto('/');
  const images = await page.locator('main img').evaluateAll((imgs) =>
    imgs.map((img) => ({
      src: img.getAttribute('src'),
      width: img.getAttribute('width'),
      height: img.getAttribute('height'),
      loading: img.getAttribute('loading'),
      priority: img.getAttribute('fetchpriority'),
    })),
  );
  expect(images.length).toBeGreaterThan(0);
  for (const image of images) {
    expect(image.width, image.src!).toBeTruthy();
    expect(image.height, image.src!).toBeTruthy();
  }
  expect(images[0]).toMatchObject({ loading: 'eager', priority: 'high' });
  for (const image of images.slice(1)) expect(image.loading).toBe('lazy');

  const shift = await layoutShift(page);
  expect(shift).toBeLessThanOrEqual(0.02);
});

test('the team grid has 1, 2 or 3 columns by width, with a last row of fewer cards centred', async ({ page }) => {
  for (const [width, columns] of [
    [390, 1],
    [768, 2],
    [1440, 3],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/our-team');
    const grid = page
      .getByRole('main')
      .getByRole('list')
      .filter({ has: page.getByRole('heading', { level: 3 }) })
      .first();
    const boxes = await grid.locator(':scope > li').evaluateAll((items) => items.map((li) => li.getBoundingClientRect().toJSON() as DOMRect));
    test.skip(boxes.length < 2, 'needs at least two team members');
    const gridBox = (await grid.boundingBox())!;
    const rows = new Map<number, DOMRect[]>();
    for (const box of boxes) rows.set(Math.round(box.top), [...(rows.get(Math.round(box.top)) ?? []), box]);
    const rowList = [...rows.values()];
    expect(Math.max(...rowList.map((row) => row.length)), `columns at ${width}px`).toBe(Math.min(columns, boxes.length));
    const last = rowList.at(-1)!;
    const centre = (Math.min(...last.map((b) => b.left)) + Math.max(...last.map((b) => b.right))) / 2;
    expect(Math.abs(centre - (gridBox.x + gridBox.width / 2)), `last row centred at ${width}px`).toBeLessThan(2);
  }
});
