// Save-Data (docs/performance.md, "Save-Data"): a browser that sends `Save-Data: on` gets pages whose
// images offer only the small renditions, rendered so on the server and hydrated the same, and the
// hero does not fetch its next slide ahead of time; the slider still advances (spec §2).
import type { Browser, Page } from '@playwright/test';
import { loadEveryImage, phone, pixelWidths, recordImages, renditionsReady, srcsetWidths } from '../support/images';
import { gotoHydrated } from '../support/public-site';
import { expect, test } from '../support/test';

const SAVE_DATA = { 'Save-Data': 'on' };

test.beforeAll(async ({ request }) => {
  await renditionsReady(request);
});

/** Every width any srcset of the HTML offers. */
const offeredWidths = (html: string) =>
  [...html.matchAll(/(?:imagesrcset|srcset)="([^"]+)"/gi)].flatMap((match) => srcsetWidths(match[1]!.replace(/&amp;/g, '&')));

test('the page server renders the small renditions for Save-Data, and tells the browser', async ({ request }) => {
  for (const path of ['/', '/projects', '/mission-vision']) {
    const saving = await request.get(path, { headers: SAVE_DATA });
    const html = await saving.text();
    expect(html, path).toContain('window.__SAVE_DATA__=true;');
    expect(offeredWidths(html).length, path).toBeGreaterThan(0);
    expect(Math.max(...offeredWidths(html)), path).toBeLessThanOrEqual(640);
    expect(saving.headers()['vary']).toMatch(/save-data/i);

    // Without the header, the same page offers every width.
    const plain = await (await request.get(path)).text();
    expect(plain, path).toContain('window.__SAVE_DATA__=false;');
    expect(offeredWidths(plain), path).toContain(1440);
  }
  const home = await (await request.get('/', { headers: SAVE_DATA })).text();
  expect(srcsetWidths(/<link rel="preload" as="image" imagesrcset="([^"]+)"/.exec(home)![1]!)).toEqual([320, 640]);
});

async function openHome(browser: Browser, saveData: boolean): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ ...phone(2), ...(saveData ? { extraHTTPHeaders: SAVE_DATA } : {}) });
  return { page: await context.newPage(), close: () => context.close() };
}

/**
 * Opens the home page and waits for the slider's own move to slide 2 (6 s after it shows, spec §2),
 * well after the 1.5 s at which it would fetch the next image ahead: answers when slide 2 appeared
 * and when its image was requested, on the page's clock.
 */
async function secondSlide(page: Page): Promise<{ shownAt: number; requestedAt: number }> {
  await gotoHydrated(page, '/');
  await page.evaluate(() => {
    const slide = document.querySelectorAll('main [aria-roledescription="slide"]')[1]!;
    const observer = new MutationObserver(() => {
      if (!slide.hasAttribute('hidden')) {
        (window as { shownAt?: number }).shownAt = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(slide, { attributes: true, attributeFilter: ['hidden'] });
  });
  await expect(page.getByRole('group', { name: /^2 of \d+$/ })).toBeVisible({ timeout: 15_000 });
  await page.waitForFunction(() => (document.querySelectorAll('main [aria-roledescription="slide"]')[1]!.querySelector('img') as HTMLImageElement).complete);
  return page.evaluate(() => {
    const entry = performance.getEntriesByType('resource').find((e) => /\/uploads\/demo\/slide-2-\d+w\.avif$/.test(e.name))!;
    return { shownAt: (window as { shownAt?: number }).shownAt!, requestedAt: entry.startTime };
  });
}

test('with Save-Data a phone downloads nothing wider than 640 px, hydration agrees with the server, and the next slide is fetched only when it shows', async ({
  browser,
}) => {
  test.slow(); // the slider's own 6 s move, then every image of two pages scrolled into view
  const { page, close } = await openHome(browser, true);
  try {
    const downloads = recordImages(page);
    // The page test fixture is not used here: catch hydration mismatches on this page ourselves.
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));

    const { shownAt, requestedAt } = await secondSlide(page);
    expect(requestedAt, "the second slide's image was not fetched before it showed").toBeGreaterThanOrEqual(shownAt);
    // After hydration the pictures still offer only the small widths.
    const offered = await page
      .locator('main picture source, main img')
      .evaluateAll((elements) => elements.map((element) => element.getAttribute('srcset') ?? ''));
    expect(Math.max(...offered.flatMap(srcsetWidths))).toBe(640);

    for (const path of ['/projects', '/our-team']) {
      await gotoHydrated(page, path);
      await loadEveryImage(page);
    }
    const widths = await pixelWidths(page, downloads);
    expect(widths.length).toBeGreaterThan(5);
    for (const { url, width } of widths) expect(width, url).toBeLessThanOrEqual(640);
    expect(errors).toEqual([]);
  } finally {
    await close();
  }
});

test('without Save-Data the same phone fetches the next slide ahead of its turn', async ({ browser }) => {
  const { page, close } = await openHome(browser, false);
  try {
    const { shownAt, requestedAt } = await secondSlide(page);
    expect(requestedAt).toBeLessThan(shownAt);
  } finally {
    await close();
  }
});
