#!/usr/bin/env node
// `node scripts/first-load.mjs [base-url] [route...]`: the JavaScript each route's first load
// downloads, file by file, as compressed bytes on the wire (the resource timing's encodedBodySize,
// Chromium asking for brotli as it does on localhost and HTTPS). Without a base URL it starts the
// built page server (`npm run build` first) on a throwaway data folder, like bench-web.mjs.
// Lighthouse's network records in `npm run bench:web` stay the referee for the budget; this is
// the breakdown behind docs/performance.md ("First-load JavaScript").
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [baseArg, ...routeArgs] = process.argv.slice(2);

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
}

let server;
let dataDir;
let base = baseArg?.startsWith('http') ? baseArg.replace(/\/$/, '') : undefined;
const routes = base ? routeArgs : [baseArg, ...routeArgs].filter(Boolean);
if (!base) {
  const port = await freePort();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'first-load-'));
  server = spawn(process.execPath, [path.join(root, 'shell/dist/server/index.js')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'warn', ADMIN_PASSWORD: 'first-load-Admin-password-1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  base = `http://127.0.0.1:${port}`;
}
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
try {
  await waitFor(`${base}/api/health`);
  const posts = await (await fetch(`${base}/api/posts`)).json();
  const list = routes.length ? routes : ['/', '/about-us', '/our-team', '/projects', `/projects/${posts[0]?.id}`, '/contact', '/services/development', '/admin/login'];
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
  if (server) {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
