// Lighthouse on the built product, one way for every benchmark that measures pages: the phone
// profiles, the page server on a throwaway database with the demo's renditions made, runs that
// Lighthouse could not record tried again, and the figures each run is summed up as.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { startPageServer } from './page-server.mjs';

/**
 * The phone profiles, both simulated (Lighthouse's default method). `mobile` is Lighthouse's
 * default (slow 4G: RTT 150 ms, 1.6 Mbps, CPU 4× slower); `3g` is a low-end Android phone on 3G as
 * many visitors of the site browse (RTT 300 ms, 700 Kbps down, CPU 4× slower).
 */
export const PROFILES = {
  mobile: undefined,
  '3g': {
    extends: 'lighthouse:default',
    settings: {
      throttlingMethod: 'simulate',
      throttling: { rttMs: 300, throughputKbps: 700, cpuSlowdownMultiplier: 4, requestLatencyMs: 300, downloadThroughputKbps: 700, uploadThroughputKbps: 700 },
    },
  },
};

/**
 * The demo's images get their renditions in the background after a first start
 * (docs/performance.md, "Responsive images"): measure the pages as visitors then see them, with
 * the machine quiet again.
 */
async function renditionsMade(base, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const lists = await Promise.all(
      ['/api/headers', '/api/posts', '/api/team', '/api/mission-vision'].map(async (read) => (await fetch(`${base}${read}`)).json()),
    );
    if (lists.flat().every((record) => !record.image_url?.startsWith('/uploads/') || record.images?.image_url)) return;
    await new Promise((r) => setTimeout(r, 1000));
  }
  console.log('Some images still have no renditions; measuring anyway.');
}

/** A run's figures; a category the run did not score (a timings-only run) is null. */
export function summarise(lhr) {
  const audit = (id) => lhr.audits[id];
  const score = (id) => (lhr.categories[id] ? Math.round(lhr.categories[id].score * 100) : null);
  const resources = audit('resource-summary')?.details?.items ?? [];
  const script = resources.find((item) => item.resourceType === 'script');
  const image = resources.find((item) => item.resourceType === 'image');
  const total = resources.find((item) => item.resourceType === 'total');
  const requests = audit('network-requests')?.details?.items ?? [];
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audit('largest-contentful-paint').numericValue),
    fcpMs: Math.round(audit('first-contentful-paint').numericValue),
    tbtMs: Math.round(audit('total-blocking-time').numericValue),
    cls: Number(audit('cumulative-layout-shift').numericValue.toFixed(3)),
    jsKb: Number(((script?.transferSize ?? 0) / 1024).toFixed(1)),
    /** The page's own HTML on the wire, headers included. */
    documentBytes: requests.find((r) => r.resourceType === 'Document')?.transferSize ?? 0,
    /** Image bytes the page loaded (docs/performance.md, "Responsive images"). */
    imageKb: Number(((image?.transferSize ?? 0) / 1024).toFixed(1)),
    requests: total?.requestCount ?? requests.length,
    /** Lighthouse's measure of this machine's CPU speed during the run (higher is faster). */
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
    adminBytes: requests.filter((r) => new URL(r.url).pathname.startsWith('/remotes/admin/')).length,
    failing: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
  };
}

export function markdown(results) {
  const rows = results.map(
    (r) =>
      `| ${r.route} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${r.jsKb} | ${r.imageKb} | ${r.requests} |`,
  );
  return [
    '| Route | Perf | A11y | BP | SEO | LCP ms | TBT ms | CLS | JS KB | Image KB | Requests |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

export async function measure(chrome, url, count, profile = 'mobile') {
  const runs = [];
  let failures = 0;
  while (runs.length < count) {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' }, PROFILES[profile]);
    if (!lhr.runtimeError) runs.push(lhr);
    else if (++failures > 3) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    else console.log(`${url}: ${lhr.runtimeError.code}, running again`);
  }
  return runs;
}

/**
 * The timings of one page load on each of `profiles` (performance only): the page is loaded once
 * and its trace audited once per profile. Both profiles are simulated (throttlingMethod
 * 'simulate'), so Lighthouse loads the page unthrottled either way and computes each profile's
 * figures from the same trace; only the throttling the audit applies differs.
 */
export async function measureTimings(chrome, url, profiles) {
  const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'));
  try {
    for (let failures = 0; ; failures += 1) {
      await lighthouse(url, { ...flags, gatherMode: dir });
      const artifacts = JSON.parse(readFileSync(path.join(dir, 'artifacts.json'), 'utf8'));
      if (!artifacts.PageLoadError) break;
      if (failures >= 3) throw new Error(`${url}: ${artifacts.PageLoadError.code ?? 'the page did not load'}`);
      console.log(`${url}: ${artifacts.PageLoadError.code ?? 'load error'}, running again`);
    }
    const file = path.join(dir, 'artifacts.json');
    const gathered = readFileSync(file, 'utf8');
    const results = {};
    for (const profile of profiles) {
      const artifacts = JSON.parse(gathered);
      // Lighthouse audits only artifacts gathered with its settings: the profile's throttling is theirs.
      if (PROFILES[profile]) artifacts.settings.throttling = { ...artifacts.settings.throttling, ...PROFILES[profile].settings.throttling };
      writeFileSync(file, JSON.stringify(artifacts));
      const { lhr } = await lighthouse(url, { ...flags, auditMode: dir }, PROFILES[profile]);
      results[profile] = summarise(lhr);
    }
    return results;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A page server of `checkout` (this repository, or BENCH_BEFORE's) on its own throwaway database. */
export async function startBenchServer(checkout) {
  const { base, stop } = await startPageServer(checkout, { name: 'bench-web' });
  try {
    // A commit from before the renditions (api/src/lib/renditions.ts) has none to wait for.
    if (existsSync(path.join(checkout, 'api/src/lib/renditions.ts'))) await renditionsMade(base);
    const posts = await (await fetch(`${base}/api/posts`)).json();
    return { base, firstPost: posts[0].id, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * The measured routes: home, about, team, projects, one project, contact, one service page, the
 * Kiswahili home and a project in French (each language loads its own catalogue, docs/i18n.md),
 * sign-in; or `defaults`. BENCH_ROUTES=/,/contact measures those instead; any public route may be
 * named (`/projects/:id` is the first project).
 */
export const ALL_ROUTES = [
  '/',
  '/about-us',
  '/our-team',
  '/projects',
  '/projects/:id',
  '/contact',
  '/services/development',
  '/sw',
  '/fr/projects/:id',
  '/admin/login',
];
export function routesFor(firstPost, defaults = ALL_ROUTES) {
  const routes = process.env.BENCH_ROUTES?.split(',') ?? defaults;
  return routes.map((r) => r.replace(/:id$/, String(firstPost)));
}

/** Debian's Chromium (CHROMIUM_PATH), headless, for Lighthouse to drive. */
export function launchChrome() {
  return chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS,
  });
}
