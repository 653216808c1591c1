#!/usr/bin/env node
// `npm run bench:budget` (.ci/run runs it after `npm test`): the timing budgets — LCP, TBT and the
// Performance score — judged as a comparison, never as absolute figures a busy host could break
// (docs/performance.md, "Budgets"; docs/decisions/0202). The baseline is built in the same run:
// BENCH_BEFORE=<commit>, else the previous release of the front ends that the skew suite uses (the
// commit before the last change to a front end; built once per commit, so after `npm test` it is
// already there). Each route is measured BENCH_RUNS times (5) on each side, the sides alternating,
// and the medians compared: a route fails when its LCP or TBT is more than 10 % worse (TBT: and
// more than 50 ms) or its Performance score more than 10 % lower. A route that looks worse is
// measured BENCH_RUNS times more a side and judged on all its runs. Prints the table.
//   BENCH_ROUTES=/,/contact   the routes measured (default: BUDGET_ROUTES)
//   BENCH_PROFILES=mobile,3g   the phone profiles (default: both)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeCheckout } from './bench-before.mjs';
import { PROFILES, launchChrome, measureTimings, routesFor, startBenchServer } from './lib/lighthouse.mjs';
import { NoPreviousRelease, preparePrevious, previousCommit } from './skew.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PROFILE_NAMES = process.env.BENCH_PROFILES?.split(',') ?? Object.keys(PROFILES);
/** Worse by more than this share fails; TBT must also be worse by more than TBT_FLOOR_MS. */
const TOLERANCE = 0.1;
/**
 * One route of each kind whose first paint is its own (docs/decisions/0202): the home page's hero,
 * the largest HTML (the Kiswahili home), a grid of photos, and the back office's sign-in. Five runs
 * a side of each fit .ci/run's 30 minutes; BENCH_ROUTES measures others.
 */
const BUDGET_ROUTES = ['/', '/sw', '/projects', '/admin/login'];
const TBT_FLOOR_MS = 50;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : Math.round((sorted[middle - 1] + sorted[middle]) / 2);
};

/** The baseline's checkout: BENCH_BEFORE's (every package built), else the skew suite's previous release. */
function baseline() {
  const before = beforeCheckout(['api', 'remote-shared', 'remote-public', 'remote-admin', 'shell']);
  if (before) return { ...before, why: `BENCH_BEFORE=${process.env.BENCH_BEFORE}` };
  const { sha, why } = previousCommit();
  const started = Date.now();
  const { dir, built } = preparePrevious({ sha });
  console.log(`baseline: ${sha.slice(0, 7)} (${why}), ${built ? `built in ${Math.round((Date.now() - started) / 1000)} s` : 'from the cache'}`);
  return { sha, short: sha.slice(0, 7), dir, why };
}

/** What makes `after` worse than `before` by more than the tolerance (medians of one route and profile). */
function regressions(before, after) {
  const problems = [];
  if (after.lcpMs > before.lcpMs * (1 + TOLERANCE)) problems.push(`LCP ${before.lcpMs} → ${after.lcpMs} ms`);
  if (after.tbtMs > before.tbtMs * (1 + TOLERANCE) && after.tbtMs > before.tbtMs + TBT_FLOOR_MS) problems.push(`TBT ${before.tbtMs} → ${after.tbtMs} ms`);
  if (after.performance < before.performance * (1 - TOLERANCE)) problems.push(`Performance ${before.performance} → ${after.performance}`);
  return problems;
}

const medians = (runs) => ({
  lcpMs: median(runs.map((r) => r.lcpMs)),
  tbtMs: median(runs.map((r) => r.tbtMs)),
  performance: median(runs.map((r) => r.performance)),
});
const percent = (b, a) => (b ? `${a >= b ? '+' : '−'}${Math.abs(((a - b) / b) * 100).toFixed(0)} %` : 'n/a');

/**
 * One run of a route, repeated (up to three times) when Lighthouse could not record it: on a loaded
 * host a trace may lack an audit's value, and one such run must not end the whole step.
 */
async function measuredOnce(chrome, url) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measureTimings(chrome, url, PROFILE_NAMES);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.log(`${url}: Lighthouse recorded no result (${error.message}), running again`);
    }
  }
}

async function main() {
  let base;
  try {
    base = baseline();
  } catch (error) {
    if (!(error instanceof NoPreviousRelease)) throw error;
    console.log(`bench:budget: ${error.message}; nothing to compare with (set BENCH_BEFORE).`);
    return;
  }
  const sides = { before: await startBenchServer(base.dir), after: await startBenchServer(root) };
  const chrome = await launchChrome();
  const started = Date.now();
  const rows = [];
  const problems = [];
  try {
    for (const [index] of routesFor(0, BUDGET_ROUTES).entries()) {
      const routeOf = (side) => routesFor(sides[side].firstPost, BUDGET_ROUTES)[index];
      const runs = Object.fromEntries(PROFILE_NAMES.map((profile) => [profile, { before: [], after: [] }]));
      for (const side of ['before', 'after']) await fetch(`${sides[side].base}${routeOf(side)}`);
      const measureRuns = async () => {
        for (let run = 0; run < RUNS; run += 1) {
          // Alternating, and each side first in turn, so that neither gets the quieter moments.
          for (const side of run % 2 ? ['after', 'before'] : ['before', 'after']) {
            const measured = await measuredOnce(chrome, `${sides[side].base}${routeOf(side)}`);
            for (const profile of PROFILE_NAMES) runs[profile][side].push(measured[profile]);
          }
        }
      };
      await measureRuns();
      // A route that looks worse is measured as many times again and judged on all its runs: one
      // busy moment of a shared host can move a median of five (docs/performance.md, "Budgets").
      if (PROFILE_NAMES.some((profile) => regressions(medians(runs[profile].before), medians(runs[profile].after)).length)) {
        console.log(`${routeOf('after')}: worse than the baseline on ${RUNS} runs a side; measuring ${RUNS} more`);
        await measureRuns();
      }
      const route = routeOf('after');
      for (const profile of PROFILE_NAMES) {
        const before = medians(runs[profile].before);
        const after = medians(runs[profile].after);
        const broken = regressions(before, after);
        rows.push(
          `| ${route} | ${profile} | ${before.lcpMs} → ${after.lcpMs} (${percent(before.lcpMs, after.lcpMs)}) | ${before.tbtMs} → ${after.tbtMs} | ${before.performance} → ${after.performance} | ${broken.length ? 'worse' : 'ok'} |`,
        );
        console.log(
          `${route} (${profile}): LCP ${before.lcpMs} → ${after.lcpMs} ms, TBT ${before.tbtMs} → ${after.tbtMs} ms, Performance ${before.performance} → ${after.performance}${broken.length ? `: ${broken.join(', ')}` : ''}`,
        );
        problems.push(...broken.map((text) => `${route} (${profile}): ${text}`));
      }
    }
  } finally {
    await chrome.kill();
    for (const side of Object.values(sides)) await side.stop();
  }
  console.log(
    `\nTimings, median of ${RUNS} alternating runs each (twice as many for a route that looked worse), baseline ${base.short} (${base.why}) → this build:\n\n` +
      `| Route | Profile | LCP ms | TBT ms | Performance | |\n|---|---|---|---|---|---|\n${rows.join('\n')}\n\nMeasured in ${Math.round((Date.now() - started) / 1000)} s.`,
  );
  if (problems.length) {
    console.error(`Worse than the baseline by more than ${TOLERANCE * 100} % (TBT: and ${TBT_FLOOR_MS} ms):\n  ${problems.join('\n  ')}`);
    process.exitCode = 1;
  } else console.log('No route is slower than the baseline.');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
