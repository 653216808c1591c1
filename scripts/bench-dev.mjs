#!/usr/bin/env node
// `npm run bench:dev`: the development loop measured on this machine (docs/development.md,
// "How fast"): the first compile of `npm run dev` (start to every build done and the page server
// answering), the time from saving a component to the change on the open page (target 2 s), and
// from saving an API route to the API answering with it (target 3 s). Writes bench/dev.json and
// bench/dev.md and prints the table. Every edited file is restored, whatever happens.
//   BENCH_DEV_RUNS=5   edits of each kind (the median is reported)
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { ROOT } from './lib/builds.mjs';
import { startDev } from './dev/dev-loop.mjs';
import { temporaryEdit } from './dev/temporary-edit.mjs';
import { CHROMIUM_PATH } from './lib/chromium.mjs';

const RUNS = Number(process.env.BENCH_DEV_RUNS ?? 5);
const TARGETS = { componentMs: 2000, apiRouteMs: 3000 };
const COMPONENT = 'remote-public/src/pages/contact/contact-page.tsx';
/** Where the edit goes: after the eyebrow of the contact page, a line the page then shows. */
const COMPONENT_ANCHOR = "<Eyebrow>{t('contact.intro.eyebrow')}</Eyebrow>";
const API_ROUTE = 'api/src/routes/health/index.ts';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const status = async (url) => (await fetch(`${url}/__dev/status`)).json();

async function waitUntil(check, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`${what} did not happen within ${timeoutMs} ms`);
}

/** Save-to-screen of one component edit: the page shows the new line without loading again. */
async function componentEdit(page, run) {
  const text = `Edited for bench:dev, run ${run}`;
  const edit = temporaryEdit(path.join(ROOT, COMPONENT));
  const saved = edit.replace(COMPONENT_ANCHOR, `${COMPONENT_ANCHOR}<p data-bench-dev>${text}</p>`);
  try {
    await page.getByText(text).waitFor({ timeout: 60_000 });
    return Date.now() - saved;
  } finally {
    edit.restore();
    await page.getByText(text).waitFor({ state: 'detached', timeout: 60_000 });
  }
}

/** Where the API edit goes: the health route then answers with a header naming the run. */
const API_ANCHOR = "await app.db.query('SELECT 1');";
const benchHeader = async (url) => (await fetch(`${url}/api/health`)).headers.get('x-bench-dev');

/**
 * Save-to-answer of one API route edit: the health route answers with the edited code (a header
 * it did not send before), whether the page server reloaded the API in place or restarted.
 */
async function apiRouteEdit(url, run) {
  const mark = `run ${run}`;
  const edit = temporaryEdit(path.join(ROOT, API_ROUTE));
  const saved = edit.replace(API_ANCHOR, `${API_ANCHOR} reply.header('x-bench-dev', '${mark}');`);
  try {
    await waitUntil(async () => (await benchHeader(url)) === mark, 60_000, 'the API answering with the edited route');
    return Date.now() - saved;
  } finally {
    edit.restore();
    // Not measured: the next run starts from the route as it was.
    await waitUntil(async () => (await benchHeader(url)) === null, 120_000, 'the API answering with the route put back').catch((error) =>
      console.log(error.message),
    );
  }
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-dev-'));
  const logs = [];
  const dev = await startDev({ port: 0, dataDir, output: (text) => logs.push(text), env: { ...process.env, DEV_SERVER_PORTS: '' } });
  let browser;
  try {
    const firstMs = await dev.ready.catch((error) => {
      throw new Error(`${error.message}\n${logs.join('').slice(-4000)}`);
    });
    const builds = (await status(dev.url)).builds;
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: ['--headless', '--no-sandbox', '--disable-gpu'],
    });
    const page = await browser.newPage();
    await page.goto(`${dev.url}/contact`);
    // Typed once hydrated: before, React would set the field to its state as it takes the page over.
    await page.waitForFunction(() => Object.keys(document.querySelector('footer') ?? {}).some((key) => key.startsWith('__reactProps')));
    const name = page.getByPlaceholder('Your Name *');
    await name.fill('Typed before the edits');
    await page.evaluate(() => (window.__benchDevLoaded = true));
    const component = [];
    for (let run = 1; run <= RUNS; run += 1) component.push(await componentEdit(page, run));
    // Which compilers an edit of the component set to work, and for how long (each edit and its undoing).
    await waitUntil(async () => Object.values((await status(dev.url)).builds).every((b) => b.state !== 'compiling'), 60_000, 'the compilers settling');
    const rebuilds = Object.fromEntries(
      Object.entries((await status(dev.url)).builds)
        .filter(([, b]) => b.rebuildsMs?.length)
        .map(([key, b]) => [key, b.rebuildsMs]),
    );
    const reloaded = !(await page.evaluate(() => window.__benchDevLoaded === true));
    const kept = (await name.inputValue()) === 'Typed before the edits';
    const api = [];
    for (let run = 1; run <= RUNS; run += 1) api.push(await apiRouteEdit(dev.url, run));

    const [load1, load5] = os.loadavg();
    const report = {
      date: new Date().toISOString(),
      cpus: os.cpus().length,
      loadAverage: { '1m': Number(load1.toFixed(2)), '5m': Number(load5.toFixed(2)) },
      firstCompileMs: firstMs,
      builds: Object.fromEntries(Object.entries(builds).map(([key, b]) => [key, { doneAfterMs: b.firstMs, compileMs: b.lastMs }])),
      componentMs: { median: median(component), runs: component, target: TARGETS.componentMs, reloaded, keptTypedValue: kept, rebuildsMs: rebuilds },
      apiRouteMs: { median: median(api), runs: api, target: TARGETS.apiRouteMs },
    };
    const verdict = (ms, target) => (ms <= target ? `within ${target} ms` : `OVER ${target} ms`);
    const table = [
      '| Measure | Median | Runs | Target |',
      '|---|---:|---|---|',
      `| First compile (npm run dev to ready) | ${(firstMs / 1000).toFixed(1)} s | 1 | — |`,
      `| Save a component → on the open page | ${report.componentMs.median} ms | ${component.join(', ')} | ${verdict(report.componentMs.median, TARGETS.componentMs)} |`,
      `| Save an API route → the API answers with it | ${report.apiRouteMs.median} ms | ${api.join(', ')} | ${verdict(report.apiRouteMs.median, TARGETS.apiRouteMs)} |`,
    ].join('\n');
    const facts = `${report.date}; ${report.cpus} cores, load average ${report.loadAverage['1m']} (1 min) / ${report.loadAverage['5m']} (5 min). The page did ${reloaded ? '' : 'not '}reload; the typed value was ${kept ? 'kept' : 'LOST'}.`;
    const perBuild = Object.entries(report.builds)
      .map(([key, b]) => `| ${key} | ${(b.doneAfterMs / 1000).toFixed(1)} s | ${(b.compileMs / 1000).toFixed(1)} s |`)
      .join('\n');
    const perRebuild = Object.entries(rebuilds)
      .map(([key, runs]) => `| ${key} | ${median(runs)} ms | ${runs.join(', ')} |`)
      .join('\n');
    const markdown = `# The development loop (npm run bench:dev)\n\n${facts}\n\n${table}\n\n| First compile of | Done after | Compiling |\n|---|---:|---:|\n${perBuild}\n\n| The component's edits recompiled | Median | Each compile (edit, undo, ...) |\n|---|---:|---|\n${perRebuild}\n`;
    mkdirSync(path.join(ROOT, 'bench'), { recursive: true });
    writeFileSync(path.join(ROOT, 'bench/dev.json'), `${JSON.stringify(report, null, 2)}\n`);
    writeFileSync(path.join(ROOT, 'bench/dev.md'), markdown);
    console.log(`\n${markdown}\nWrote bench/dev.json and bench/dev.md`);
    if (reloaded || !kept) process.exitCode = 1;
  } finally {
    await browser?.close();
    await dev.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
