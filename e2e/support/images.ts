// Helpers of the responsive image journeys (public-images.spec.ts, public-save-data.spec.ts).
import type { APIRequestContext, Page, Response } from '@playwright/test';
import { expect } from './test';

/** The public reads whose records show uploads, and their responsive fields. */
const READS = ['/api/headers', '/api/posts', '/api/team', '/api/mission-vision'];

/**
 * Waits until every record whose uploaded image exists carries its renditions: the demo seed's are
 * made in the background after the product starts (docs/performance.md, "Responsive images").
 */
export async function renditionsReady(request: APIRequestContext): Promise<void> {
  const exists = new Map<string, boolean>();
  await expect
    .poll(
      async () => {
        const waiting: string[] = [];
        for (const read of READS) {
          for (const record of (await (await request.get(read)).json()) as { image_url?: string | null; images?: { image_url?: unknown } }[]) {
            const path = record.image_url;
            if (!path?.startsWith('/uploads/') || record.images?.image_url) continue;
            // A record another journey saved with an address that has no file never gets renditions.
            if (!exists.has(path)) exists.set(path, (await request.get(path)).ok());
            if (exists.get(path)) waiting.push(path);
          }
        }
        return waiting;
      },
      { message: 'uploads still without renditions', timeout: 120_000, intervals: [500, 1000, 2000] },
    )
    .toEqual([]);
}

export interface Downloaded {
  url: string;
  type: string;
  cacheControl: string;
  body: Buffer;
}

/** Every image the page downloads from /uploads/, read as it arrives (a body is gone once the page moves on). */
export function recordImages(page: Page): Promise<Downloaded>[] {
  const downloads: Promise<Downloaded>[] = [];
  page.on('response', (response: Response) => {
    const url = new URL(response.url()).pathname;
    if (!url.startsWith('/uploads/') || response.request().resourceType() !== 'image') return;
    const headers = response.headers();
    downloads.push(response.body().then((body) => ({ url, type: headers['content-type'] ?? '', cacheControl: headers['cache-control'] ?? '', body })));
  });
  return downloads;
}

/** The width in pixels of each downloaded image, decoded by the browser from the bytes that came. */
export async function pixelWidths(page: Page, downloads: Promise<Downloaded>[]): Promise<{ url: string; width: number }[]> {
  const widths = [];
  for (const { url, body } of await Promise.all(downloads)) {
    const width = await page.evaluate(async (base64) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      return (await createImageBitmap(new Blob([bytes]))).width;
    }, body.toString('base64'));
    widths.push({ url, width });
  }
  return widths;
}

/** The lazy images of `main` that are still loading: shown (not in a hidden slide) and not complete. */
const pendingImages = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main img')]
      .filter((img) => !(img as HTMLImageElement).complete && !img.closest('[hidden]'))
      .map((img) => (img as HTMLImageElement).currentSrc || img.getAttribute('src') || img.outerHTML.slice(0, 120)),
  );

/**
 * Scrolls to the end of the page in steps, so every lazy image comes near the viewport, then waits
 * until all have loaded. An image the quick pass left behind (the page grew under it, or the
 * browser had not laid it out yet) is brought into view on its own; one that still never loads is
 * named in the failure.
 */
export async function loadEveryImage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
    }
  });
  await expect
    .poll(
      async () => {
        await page.evaluate(() => {
          const img = [...document.querySelectorAll('main img')].find((each) => !(each as HTMLImageElement).complete && !each.closest('[hidden]'));
          img?.scrollIntoView({ block: 'center' });
        });
        return pendingImages(page);
      },
      { message: 'images of the page that never finished loading', timeout: 60_000, intervals: [250, 500, 1000] },
    )
    .toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * A phone 390 px wide. Its screen is as wide as its viewport: a context of the desktop project
 * would otherwise keep that device's 1920 px screen, and Chromium's preload scanner, which reads
 * it before the page is laid out, would fetch the wide rendition a phone's never would.
 */
export const phone = (deviceScaleFactor: number) => ({
  viewport: { width: 390, height: 844 },
  screen: { width: 390, height: 844 },
  deviceScaleFactor,
  isMobile: true,
  hasTouch: true,
});

/** The widths named in a srcset ("a.avif 320w, b.avif 640w" → [320, 640]). */
export const srcsetWidths = (srcset: string | null | undefined) => [...(srcset ?? '').matchAll(/\s(\d+)w(?:,|$)/g)].map((match) => Number(match[1]));
