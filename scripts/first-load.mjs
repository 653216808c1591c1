#!/usr/bin/env node
// `node scripts/first-load.mjs [base-url] [route...]`: the JavaScript each route's first load
// downloads, file by file, as compressed bytes on the wire (the resource timing's encodedBodySize,
// Chromium asking for brotli as it does on localhost and HTTPS). Without a base URL it starts the
// built page server (`npm run build` first) on a throwaway data folder, like bench-web.mjs.
// Lighthouse's network records in `npm run bench:web` stay the referee for the budget; this is
// the breakdown behind docs/performance.md ("First-load JavaScript").
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startPageServer } from './lib/page-server.mjs';
import { CHROMIUM_PATH } from './lib/chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [baseArg, ...routeArgs] = process.argv.slice(2);

let server;
let base = baseArg?.startsWith('http') ? baseArg.replace(/\/$/, '') : undefined;
const routes = base ? routeArgs : [baseArg, ...routeArgs].filter(Boolean);
if (!base) {
  server = await startPageServer(root, { name: 'first-load', password: 'first-load-Admin-password-1' });
  base = server.base;
}
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  const posts = await (await fetch(`${base}/api/posts`)).json();
  const list = routes.length
    ? routes
    : ['/', '/about-us', '/our-team', '/projects', `/projects/${posts[0]?.id}`, '/contact', '/services/development', '/admin/login'];
  for (const route of list) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    await page.goto(`${base}${route}`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    const files = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ path: new URL(entry.name).pathname, bytes: entry.encodedBodySize })),
    );
    const total = files.reduce((sum, file) => sum + file.bytes, 0);
    console.log(`\n${route}: ${(total / 1024).toFixed(1)} KB compressed JavaScript in ${files.length} files`);
    for (const file of files.sort((a, b) => b.bytes - a.bytes)) console.log(`  ${(file.bytes / 1024).toFixed(1).padStart(6)} KB  ${file.path}`);
    await context.close();
  }
} finally {
  await browser.close();
  await server?.stop();
}
