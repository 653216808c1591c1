#!/usr/bin/env node
// `npm run bench:web`: builds for production, serves the product on a throwaway database, and runs
// Lighthouse 12 (Debian's Chromium) three times on each measured route, on two phone profiles:
// Lighthouse's default mobile one and a 3G one (PROFILES). Writes bench/web.json and bench/web.md
// (medians) and prints the tables. `--profile=mobile` or `--profile=3g` measures one profile.
// BENCH_BEFORE=<commit> measures that commit's product beside this one, route by route, and writes
// bench/web-before-<commit>.md. The budgets are judged elsewhere: the sizes and scores by
// `npm run bench:pages` (a step of `npm test`), the timings against a baseline by
// `npm run bench:budget` (docs/performance.md, "Budgets").
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { beforeCheckout, change } from './bench-before.mjs';
import { BUDGETS } from './lib/budgets.mjs';
import { PROFILES, launchChrome, markdown, measure, routesFor, startBenchServer, summarise } from './lib/lighthouse.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const profileArg = [...args].find((arg) => arg.startsWith('--profile='))?.slice('--profile='.length);
if (profileArg && !(profileArg in PROFILES)) throw new Error(`--profile must be one of ${Object.keys(PROFILES).join(', ')}`);
const PROFILE_NAMES = profileArg ? [profileArg] : Object.keys(PROFILES);

/** The before/after table of BENCH_BEFORE: the figures a change moves, each before and after. */
function comparisonMarkdown(pairs) {
  const rows = pairs.map(
    ({ before: b, after: a }) =>
      `| ${a.route} | ${a.profile} | ${b.performance} → ${a.performance} | ${b.lcpMs} → ${a.lcpMs} | ${change(b.lcpMs, a.lcpMs)} | ${b.tbtMs} → ${a.tbtMs} | ${b.cls} → ${a.cls} | ${b.jsKb} → ${a.jsKb} | ${change(b.jsKb, a.jsKb)} | ${b.requests} → ${a.requests} |`,
  );
  return [
    '| Route | Profile | Perf | LCP ms | LCP change | TBT ms | CLS | JS KB | JS change | Requests |',
    '|---|---|---|---|---:|---|---|---|---:|---|',
    ...rows,
  ].join('\n');
}

async function main() {
  if (!args.has('--no-build')) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  // BENCH_BEFORE=<commit>: that commit's product is built once (scripts/bench-before.mjs) and each
  // route is measured on it and on this build back to back, in the same run.
  const before = beforeCheckout(['api', 'remote-shared', 'remote-public', 'remote-admin', 'shell']);
  const sides = [];
  let chrome;
  try {
    if (before) sides.push({ side: 'before', ...(await startBenchServer(before.dir)) });
    sides.push({ side: 'after', ...(await startBenchServer(root)) });
    const started = Date.now();
    chrome = await launchChrome();
    const results = [];
    const beforeResults = [];
    for (const profile of PROFILE_NAMES) {
      for (const [index] of routesFor(0).entries()) {
        for (const { side, base, firstPost } of sides) {
          const route = routesFor(firstPost)[index];
          // Warm the page server's render cache like a visitor before us would have.
          await fetch(`${base}${route}`);
          const runs = await measure(chrome, `${base}${route}`, RUNS, profile);
          const summary = { route, profile, ...summarise(computeMedianRun(runs)) };
          (side === 'before' ? beforeResults : results).push(summary);
          console.log(
            `${route} (${profile}${before ? `, ${side}` : ''}): perf ${summary.performance}, LCP ${summary.lcpMs} ms, TBT ${summary.tbtMs} ms, CLS ${summary.cls}, JS ${summary.jsKb} KB, images ${summary.imageKb} KB, CPU index ${runs.map((run) => Math.round(run.environment?.benchmarkIndex ?? 0)).join('/')}, TBT ${runs.map((run) => Math.round(run.audits['total-blocking-time'].numericValue)).join('/')}`,
          );
        }
      }
    }
    const report = {
      date: new Date().toISOString(),
      lighthouse: '12',
      runs: RUNS,
      profiles: Object.fromEntries(PROFILE_NAMES.map((name) => [name, PROFILES[name]?.settings.throttling ?? 'Lighthouse default mobile'])),
      budgets: BUDGETS,
      results,
    };
    const table = PROFILE_NAMES.map(
      (name) => `## ${name === 'mobile' ? 'Default mobile' : '3G'} profile\n\n${markdown(results.filter((r) => r.profile === name))}`,
    ).join('\n\n');
    if (!before) {
      mkdirSync(path.join(root, 'bench'), { recursive: true });
      writeFileSync(path.join(root, 'bench/web.json'), `${JSON.stringify(report, null, 2)}\n`);
      writeFileSync(path.join(root, 'bench/web.md'), `# Lighthouse (phone profiles, median of ${RUNS})\n\n${report.date}\n\n${table}\n`);
    }
    console.log(`\n${table}\n`);
    if (before) {
      // The comparison has its own report; the figures of record (bench/web.md) stay as they are.
      const comparison = comparisonMarkdown(results.map((after, i) => ({ after, before: beforeResults[i] })));
      const subject = spawnSync('git', ['log', '-1', '--format=%s', before.sha], { cwd: root, encoding: 'utf8' }).stdout.trim();
      mkdirSync(path.join(root, 'bench'), { recursive: true });
      writeFileSync(
        path.join(root, `bench/web-before-${before.short}.md`),
        `# Lighthouse before and after (median of ${RUNS})\n\n${report.date}. Before: ${before.short} (${subject}); after: the working tree. Each route is measured on one then the other.\n\n${comparison}\n`,
      );
      writeFileSync(path.join(root, `bench/web-before-${before.short}.json`), `${JSON.stringify({ ...report, before: before.sha, beforeResults }, null, 2)}\n`);
      console.log(`Before (${before.short}) → after:\n\n${comparison}\n\nWrote bench/web-before-${before.short}.md and .json`);
    }
    for (const r of results) if (r.failing.length) console.log(`${r.route} (${r.profile}) failing audits: ${r.failing.join(', ')}`);
    console.log(`Measured in ${Math.round((Date.now() - started) / 1000)} s.`);
  } finally {
    await chrome?.kill();
    for (const { stop } of sides) await stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
