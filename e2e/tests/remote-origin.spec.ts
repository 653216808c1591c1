// The page server runs remote server bundles as its own code, so it loads them only from where
// they cannot be altered on the way (docs/security.md, "Remote code"): https, this machine, or a
// private network. Any other address leaves the remote's pages to render in the browser, logged.
import { startProduct, type RunningProduct } from '../support/product';
import { expect, test } from '../support/test';

// TEST-NET-3: a public address that belongs to nobody, so nothing is ever fetched from it.
const PUBLIC_HTTP_REMOTE = 'http://203.0.113.10:9/remotes/public/remoteEntry.js';

test.describe('a remote on a public http address', () => {
  let product: RunningProduct | undefined;
  const output: string[] = [];
  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(120_000);
    product = await startProduct({ REMOTE_PUBLIC_URL: PUBLIC_HTTP_REMOTE, LOG_LEVEL: 'warn' }, { output });
  });
  test.afterAll(async () => {
    await product?.stop();
  });

  test('is not loaded on the server: the page is served for the browser to render, the reason is logged, the server stays up', async ({ request }) => {
    const base = product!.url;
    for (const path of ['/', '/projects', '/contact']) {
      const started = Date.now();
      const page = await request.get(`${base}${path}`);
      expect(page.status()).toBe(200);
      const html = await page.text();
      // The shell's document, without server-rendered content: the browser will load the remote itself.
      expect(html).toContain('id="root"');
      expect(html).not.toContain('LATEST CASE STUDIES');
      expect(html).not.toContain('Your Partner for Software Development');
      // Refused without waiting on the network.
      expect(Date.now() - started).toBeLessThan(5_000);
    }
    expect((await request.get(`${base}/api/health`)).status()).toBe(200);
    const log = output.join('');
    expect(log).toContain(`remote_public: not loading its server bundle from ${PUBLIC_HTTP_REMOTE}`);
    expect(log).toContain('use https or list it in REMOTE_HTTP_ALLOW');
    // Said once, not on every request.
    expect(log.split('not loading its server bundle').length - 1).toBe(1);
  });
});

test.describe('a remote over http from this machine', () => {
  let product: RunningProduct | undefined;
  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(120_000);
    // The suite's own instance serves remote-public's build over http on 127.0.0.1.
    product = await startProduct({ REMOTE_PUBLIC_URL: `http://127.0.0.1:${process.env.E2E_PORT}/remotes/public/remoteEntry.js` });
  });
  test.afterAll(async () => {
    await product?.stop();
  });

  test('is loaded and its pages are rendered on the server', async ({ request }) => {
    const page = await request.get(`${product!.url}/projects`);
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain('LATEST CASE STUDIES');
  });
});
