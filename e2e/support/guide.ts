import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect } from './test';
import { REPO_ROOT } from './product';

/** Where the editors' guide keeps its pictures (docs/editors/guide.md). */
export const GUIDE_PICTURES = path.join(REPO_ROOT, 'docs/editors');

/** The guide's pictures are written only when asked (`npm run docs:screenshots`); the journeys run in every e2e run. */
export const writingPictures = process.env.DOCS_SCREENSHOTS === '1';

/**
 * A step of the editors' guide: `target` must be on screen, as the guide shows it. With
 * DOCS_SCREENSHOTS=1 it is also photographed, cropped to `target` (and a margin), at most 1280 px
 * wide, and written as an optimised palette PNG to docs/editors/<name>.png.
 *
 * A page's main region is cropped to what it holds (`content: true`), not to the whole screen.
 */
export async function guideStep(page: Page, name: string, target: Locator, { margin = 12, content = false } = {}): Promise<void> {
  await expect(target).toBeVisible();
  if (!writingPictures) return;
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(400); // let dialogs finish opening
  const box = content ? await contentBox(target) : await target.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error(`${name}: the step's region has no size`);
  const x = Math.max(0, Math.floor(box.x - margin));
  const y = Math.max(0, Math.floor(box.y - margin));
  const clip = {
    x,
    y,
    width: Math.min(1280, Math.ceil(box.x + box.width + margin) - x, viewport.width - x),
    height: Math.min(Math.ceil(box.y + box.height + margin), viewport.height) - y,
  };
  const png = await page.screenshot({ clip, animations: 'disabled', caret: 'hide' });
  await sharp(png)
    .png({ palette: true, quality: 90, effort: 10, compressionLevel: 9 })
    .toFile(path.join(GUIDE_PICTURES, `${name}.png`));
}

/** The box around what an element holds: its children's boxes together. */
function contentBox(target: Locator) {
  return target.evaluate((element) => {
    const boxes = [...element.querySelectorAll(':scope > *, :scope > * > *')].map((child) => child.getBoundingClientRect()).filter((r) => r.width && r.height);
    const left = Math.min(...boxes.map((r) => r.left));
    const top = Math.min(...boxes.map((r) => r.top));
    return { x: left, y: top, width: Math.max(...boxes.map((r) => r.right)) - left, height: Math.max(...boxes.map((r) => r.bottom)) - top };
  });
}
