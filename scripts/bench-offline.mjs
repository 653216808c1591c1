#!/usr/bin/env node
// `npm run bench:offline`: what a repeat visit of a page already seen costs on the wire, with the
// offline service worker (docs/offline.md) and without it. Serves the production build on a
// throwaway database behind a small TCP relay that counts every byte between Chromium and the
// server (the page's requests and the worker's own), opens each route once, waits until the
// worker keeps it, then opens it again and counts. Chromium's own count of the page's requests
// (CDP Network.loadingFinished, encodedDataLength) is shown beside it; requests the worker makes
// are not in a page's CDP session, which is why the relay is the figure the budget reads.
// Writes bench/offline.json and bench/offline.md; fails when a route is over the budget.
// `--no-build` uses the existing build.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startPageServer } from './lib/page-server.mjs';
import { CHROMIUM_PATH } from './lib/chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** A repeat visit of a seen page transfers at most 20 KB (docs/offline.md, "Bytes of a repeat visit"). */
export const REPEAT_VISIT_BUDGET_BYTES = 20 * 1024;

/** A TCP relay to `target` that counts the bytes each way. */
async function countingRelay(target) {
  const counts = { down: 0, up: 0 };
  const server = net.createServer((client) => {
    const upstream = net.connect(target, '127.0.0.1');
    client.on('data', (chunk) => (counts.up += chunk.length));
    upstream.on('data', (chunk) => (counts.down += chunk.length));
    client.pipe(upstream).pipe(client);
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', close);
    upstream.on('error', close);
    client.on('close', close);
    upstream.on('close', close);
  });
  const port = await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));
  return { port, counts, close: () => server.close() };
}

/** Waits until the page's requests have settled: nothing in flight for 1 s. */
async function settled(page) {
  await page.waitForLoadState('load');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
}

async function measure(browser, base, relay, route, withWorker) {
  const context = await browser.newContext({ serviceWorkers: withWorker ? 'allow' : 'block', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  // No page.route() here: request interception turns Chromium's HTTP cache off, which is half of
  // what a repeat visit is. The map's tiles (another host, not through the relay) are not counted.
  await page.goto(`${base}${route}`);
  await settled(page);
  if (withWorker) {
    // page.waitForFunction does not wait for a promise: poll an evaluation instead.
    const deadline = Date.now() + 30_000;
    while (!(await page.evaluate(async () => Boolean(navigator.serviceWorker.controller) && Boolean(await caches.match(location.href))))) {
      if (Date.now() > deadline) throw new Error(`${route}: the service worker did not keep the page`);
      await page.waitForTimeout(200);
    }
    await settled(page);
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  let cdpBytes = 0;
  cdp.on('Network.loadingFinished', (event) => (cdpBytes += event.encodedDataLength));
  relay.counts.down = 0;
  relay.counts.up = 0;
  await page.goto(`${base}${route}`);
  await settled(page);
  const result = { route, worker: withWorker, downBytes: relay.counts.down, upBytes: relay.counts.up, cdpPageBytes: cdpBytes };
  await context.close();
  return result;
}

async function main() {
  if (!process.argv.includes('--no-build')) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const server = await startPageServer(root, { name: 'bench-offline' });
  const { port } = server;
  let browser;
  const relay = await countingRelay(port);
  try {
    const base = `http://127.0.0.1:${relay.port}`;
    const posts = await (await fetch(`http://127.0.0.1:${port}/api/posts`)).json();
    const routes = ['/', '/about-us', '/our-team', '/projects', `/projects/${posts[0].id}`, '/contact', '/services/development'];
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
    const results = [];
    for (const route of routes) {
      for (const withWorker of [false, true]) results.push(await measure(browser, base, relay, route, withWorker));
    }
    const kb = (bytes) => (bytes / 1024).toFixed(1);
    const lines = [
      '| Route | Repeat visit without the worker (KB down / up) | With the worker (KB down / up) | Chromium CDP, page requests, with the worker (KB) |',
      '|---|---|---|---|',
      ...routes.map((route) => {
        const without = results.find((r) => r.route === route && !r.worker);
        const withW = results.find((r) => r.route === route && r.worker);
        return `| ${route.replace(/\/projects\/\d+$/, '/projects/:id')} | ${kb(without.downBytes)} / ${kb(without.upBytes)} | ${kb(withW.downBytes)} / ${kb(withW.upBytes)} | ${kb(withW.cdpPageBytes)} |`;
      }),
    ];
    const report = lines.join('\n');
    console.log(`\nRepeat visit of a seen page, bytes on the wire (budget ${kb(REPEAT_VISIT_BUDGET_BYTES)} KB down with the worker):\n\n${report}\n`);
    writeFileSync(
      path.join(root, 'bench/offline.json'),
      `${JSON.stringify({ measuredAt: new Date().toISOString(), budgetBytes: REPEAT_VISIT_BUDGET_BYTES, results }, null, 2)}\n`,
    );
    writeFileSync(
      path.join(root, 'bench/offline.md'),
      `# Repeat visits (npm run bench:offline)\n\nBytes between Chromium and the server (a counting TCP relay: the page's requests and the service worker's), second visit of a page already seen, 390 px viewport, seeded demo content. Budget: ${kb(REPEAT_VISIT_BUDGET_BYTES)} KB down with the worker.\n\n${report}\n`,
    );
    const over = results.filter((r) => r.worker && r.downBytes > REPEAT_VISIT_BUDGET_BYTES);
    if (over.length) {
      console.error(`Over the budget: ${over.map((r) => `${r.route} ${kb(r.downBytes)} KB`).join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    await browser?.close();
    relay.close();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
