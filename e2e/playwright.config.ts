import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';
import { REPO_ROOT, productEnv } from './support/product';

// One product instance for the suite, on its own port and throwaway database. Values are kept in
// the environment so the worker processes (which load this file again) agree with the runner.
process.env.E2E_PORT ??= String(4100 + Math.floor(Math.random() * 800));
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'e2e-suite-'));
// The data folder the journeys' own instances start from (support/product.ts, templateDir).
process.env.E2E_TEMPLATE_DIR ??= path.join(mkdtempSync(path.join(os.tmpdir(), 'e2e-template-')), 'data');
// Node keeps the compiled code of the page server, the API and their modules here, so each of the
// run's product instances (the shared one, the journeys' own, the skew and topology ones) and each
// worker compiles them once instead of at every start (docs/testing.md, "End-to-end tests").
process.env.NODE_COMPILE_CACHE ??= path.join(REPO_ROOT, '.cache/node-compile');
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 8_000 },
  // The ten slowest spec files are named at the end of every run, so where the suite's minutes go
  // is visible in any CI log (docs/testing.md, "End-to-end tests").
  reportSlowTests: { max: 10, threshold: 60_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]] : 'list',
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // A trace records every action's screenshot and DOM: a fifth of the suite's time on two cores.
    // In CI (one retry) the retry of a failed journey is traced; locally (no retry) every failure is.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // Each test is a visitor's first visit, which the offline service worker never answers. A worker
    // registered during a test would answer that test's later requests before page.route() can
    // see them (Playwright's documented limit), so the suites that intercept requests would no
    // longer test what they say; public-offline.spec.ts turns it on (docs/offline.md).
    // E2E_SERVICE_WORKERS=allow runs every suite with it, to see which still pass as a repeat visitor.
    serviceWorkers: process.env.E2E_SERVICE_WORKERS === 'allow' ? 'allow' : 'block',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } }],
  webServer: {
    command: `node ${path.join(REPO_ROOT, 'shell/dist/server/index.js')}`,
    cwd: REPO_ROOT,
    url: `${baseURL}/api/health`,
    env: productEnv(port, process.env.E2E_DATA_DIR) as Record<string, string>,
    reuseExistingServer: false,
    timeout: 90_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
