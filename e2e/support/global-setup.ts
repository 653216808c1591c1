// Before the journeys: the run's template data folder (product.ts, templateDir), from one start
// of the product with the demo content and its image renditions made.
import { rmSync, writeFileSync } from 'node:fs';
import { startProduct, templateDir } from './product';

/** The demo's images get their renditions in the background after a first start (docs/performance.md, "Responsive images"). */
async function renditionsMade(url: string, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const lists = await Promise.all(
      ['/api/headers', '/api/posts', '/api/team', '/api/mission-vision'].map(
        async (read) => (await fetch(`${url}${read}`)).json() as Promise<{ image_url?: string | null; images?: { image_url?: string } }[]>,
      ),
    );
    if (lists.flat().every((record) => !record.image_url?.startsWith('/uploads/') || record.images?.image_url)) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  // The copies then make the rest themselves, as a first start would.
  console.warn('e2e: the template product had not made every rendition in time; the instances make the rest');
}

export default async function globalSetup() {
  const TEMPLATE_DIR = templateDir();
  if (!TEMPLATE_DIR) return;
  rmSync(TEMPLATE_DIR, { recursive: true, force: true });
  rmSync(`${TEMPLATE_DIR}.ready`, { force: true });
  let product;
  try {
    product = await startProduct({ DATA_DIR: TEMPLATE_DIR }, { timeoutMs: 180_000 });
  } catch (error) {
    // Without a template each instance makes a first start of its own, as it did before templates.
    console.warn(`e2e: no template data folder (${(error as Error).message}); the instances start empty`);
    return;
  }
  try {
    await renditionsMade(product.url);
  } finally {
    await product.stop();
  }
  writeFileSync(`${TEMPLATE_DIR}.ready`, '');
}
