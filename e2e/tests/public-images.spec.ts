// Responsive images (docs/performance.md, "Responsive images"): every public image is a <picture>
// of AVIF and WebP renditions with a fallback, its own dimensions and a preview; the home page
// preloads the hero's rendition; a phone at 390 px never downloads an image wider than 960 px.
import { loadEveryImage, phone, pixelWidths, recordImages, renditionsReady, srcsetWidths } from '../support/images';
import { gotoHydrated } from '../support/public-site';
import { expect, test } from '../support/test';

let pages: string[] = [];

test.beforeAll(async ({ request }) => {
  await renditionsReady(request);
  const posts = (await (await request.get('/api/posts')).json()) as { id: number; images?: unknown }[];
  const project = posts.find((post) => post.images)!;
  pages = ['/', '/projects', `/projects/${project.id}`, '/our-team', '/mission-vision'];
});

test('every public image is a <picture> of AVIF and WebP renditions with a fallback, sizes, its own dimensions and a preview', async ({ page }) => {
  for (const path of pages) {
    await gotoHydrated(page, path);
    const images = await page.locator('main img').evaluateAll((imgs) =>
      imgs.map((img) => {
        const picture = img.parentElement?.tagName === 'PICTURE' ? img.parentElement : null;
        const source = (type: string) => picture?.querySelector(`source[type="${type}"]`);
        return {
          src: img.getAttribute('src'),
          avif: source('image/avif')?.getAttribute('srcset') ?? null,
          avifSizes: source('image/avif')?.getAttribute('sizes') ?? null,
          webp: source('image/webp')?.getAttribute('srcset') ?? null,
          srcset: img.getAttribute('srcset'),
          sizes: img.getAttribute('sizes'),
          width: img.getAttribute('width'),
          height: img.getAttribute('height'),
          preview: (img as HTMLElement).style.backgroundImage,
        };
      }),
    );
    expect(images.length, path).toBeGreaterThan(0);
    for (const image of images) {
      const what = `${path}: ${image.src}`;
      expect(image.avif, what).toMatch(/^\/uploads\/\S+-\d+w\.avif \d+w/);
      expect(image.webp, what).toMatch(/^\/uploads\/\S+-\d+w\.webp \d+w/);
      expect(image.srcset, what).toMatch(/^\/uploads\/\S+-\d+w\.(jpg|png) \d+w/);
      expect(image.sizes, what).toBeTruthy();
      expect(image.avifSizes, what).toBe(image.sizes);
      expect(Number(image.width), what).toBeGreaterThan(0);
      expect(Number(image.height), what).toBeGreaterThan(0);
      // A photo's preview; an image with transparency (the vision icon) has none, and a PNG fallback.
      if (image.srcset!.includes('.jpg ')) expect(image.preview, what).toMatch(/^url\("data:image\/webp;base64,/);
      else expect(image.preview, what).toBe('');
    }
    // The photos come in every width up to 1440 px; the team's 480 px portraits up to their own width.
    const widths = path === '/our-team' ? '320,480' : '320,640,960,1440';
    expect(
      images.some((image) => srcsetWidths(image.avif).join() === widths),
      path,
    ).toBe(true);
  }
});

test('Chromium downloads the AVIF renditions, never the stored originals', async ({ page }) => {
  test.slow(); // every image of every public page, scrolled into view one page after another
  const downloads = recordImages(page);
  for (const path of pages) {
    await gotoHydrated(page, path);
    await loadEveryImage(page);
  }
  expect(downloads.length).toBeGreaterThan(5);
  for (const { url, type, cacheControl } of await Promise.all(downloads)) {
    expect(url, 'a rendition').toMatch(/-\d+w\.avif$/);
    expect(type, url).toBe('image/avif');
    expect(cacheControl, url).toBe('public, max-age=31536000, immutable');
  }
});

for (const { path, what, widths } of [
  { path: '/', what: 'its first slide shows', widths: [320, 640, 960, 1440] },
  { path: '/our-team', what: 'the first photo shows', widths: [320, 480] },
]) {
  test(`${path} preloads the rendition ${what}, with high priority, and fetches it once`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    const preload = /<link rel="preload" as="image" imagesrcset="([^"]+)" imagesizes="([^"]+)" type="image\/avif" fetchpriority="high">/.exec(html);
    expect(preload, 'the preload in the server HTML').not.toBeNull();
    expect(srcsetWidths(preload![1]!)).toEqual(widths);

    const downloads = recordImages(page);
    await gotoHydrated(page, path);
    const first = page.locator('main picture').first();
    expect(await first.locator('source[type="image/avif"]').getAttribute('srcset')).toBe(preload![1]!.replace(/&amp;/g, '&'));
    expect(await first.locator('source[type="image/avif"]').getAttribute('sizes')).toBe(preload![2]);
    await expect(first.locator('img')).toHaveAttribute('fetchpriority', 'high');
    await page.waitForFunction(() => (document.querySelector('main picture img') as HTMLImageElement).complete);
    // The image's renditions share its stored name: one of them was downloaded, once.
    const stored = preload![1]!.split(' ')[0]!.replace(/-\d+w\.avif$/, '');
    expect((await Promise.all(downloads)).filter(({ url }) => url.startsWith(stored) && url.endsWith('.avif'))).toHaveLength(1);
  });
}

test('a phone on /our-team fetches the first photo alone, and the others as they come near the screen', async ({ browser }) => {
  const context = await browser.newContext(phone(1));
  const page = await context.newPage();
  const downloads = recordImages(page);
  await gotoHydrated(page, '/our-team');
  await page.waitForFunction(() => (document.querySelector('main picture img') as HTMLImageElement).complete);
  await page.waitForLoadState('networkidle');
  // Photos below the first do not share the link with the page's largest paint (docs/performance.md).
  expect((await Promise.all(downloads)).map(({ url }) => url.replace(/-\d+w\.\w+$/, ''))).toEqual(['/uploads/demo/team-amani-uwase']);
  await loadEveryImage(page);
  const photos = await page.locator('main li picture').count();
  expect(photos).toBeGreaterThan(1);
  expect(new Set((await Promise.all(downloads)).map(({ url }) => url.replace(/-\d+w\.\w+$/, ''))).size).toBe(photos);
  await context.close();
});

for (const deviceScaleFactor of [1, 2]) {
  test(`a phone at 390 px with ${deviceScaleFactor} pixel(s) per point never downloads an image wider than 960 px`, async ({ browser }) => {
    test.slow(); // every image of every public page, scrolled into view one page after another
    const context = await browser.newContext(phone(deviceScaleFactor));
    const page = await context.newPage();
    const downloads = recordImages(page);
    for (const path of pages) {
      await gotoHydrated(page, path);
      await loadEveryImage(page);
    }
    // The hero fetches its next slide ahead of time: that one counts too.
    await gotoHydrated(page, '/');
    await page.waitForFunction(() => {
      const next = document.querySelectorAll('main [aria-roledescription="slide"]')[1]?.querySelector('img');
      return next?.getAttribute('loading') === 'eager' && next.complete;
    });
    const widths = await pixelWidths(page, downloads);
    await context.close();
    expect(widths.length).toBeGreaterThan(5);
    for (const { url, width } of widths) expect(width, url).toBeLessThanOrEqual(960);
    // Each image came in one width: what the page lays out is what the preload scanner guessed.
    const imageOf = (url: string) => url.replace(/-\d+w\.\w+$/, '');
    const fetched = new Map<string, Set<number>>();
    for (const { url, width } of widths) fetched.set(imageOf(url), (fetched.get(imageOf(url)) ?? new Set()).add(width));
    for (const [image, sizes] of fetched) expect([...sizes], image).toHaveLength(1);
    // The browser chose by the screen: the hero at full width needs 390 (or 780) pixels.
    const hero = widths.find(({ url }) => url.startsWith('/uploads/demo/slide-1-'))!;
    expect(hero.width).toBe(deviceScaleFactor === 2 ? 960 : 640);
  });
}
