#!/usr/bin/env node
// `npm run bench:pages` (a step of `npm test`): what the pages weigh and score, which no host's speed
// changes: Lighthouse once per route (scripts/lib/lighthouse.mjs) on the default mobile profile,
// judged on the untimed budgets (scripts/lib/budgets.mjs: accessibility, best practices, SEO, CLS,
// no remote-admin file on a public page, the JavaScript and the HTML they load, the HTML with
// HTML_HEADROOM_BYTES for what the address and the nonce make vary). The timing budgets are
// `npm run bench:budget`'s. `--no-build` measures the build in place (npm test has just made it).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HTML_HEADROOM_BYTES, UNTIMED, checkBudgets } from './lib/budgets.mjs';
import { launchChrome, markdown, measure, routesFor, startBenchServer, summarise } from './lib/lighthouse.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function main() {
  if (!process.argv.includes('--no-build')) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const server = await startBenchServer(root);
  const chrome = await launchChrome();
  try {
    const started = Date.now();
    const results = [];
    for (const route of routesFor(server.firstPost)) {
      // Warm the page server's render cache like a visitor before us would have.
      await fetch(`${server.base}${route}`);
      const [run] = await measure(chrome, `${server.base}${route}`, 1, 'mobile');
      const summary = { route, profile: 'mobile', ...summarise(run) };
      results.push(summary);
      console.log(
        `${route}: a11y ${summary.accessibility}, best practices ${summary.bestPractices}, SEO ${summary.seo}, CLS ${summary.cls}, JS ${summary.jsKb} KB, HTML ${summary.documentBytes} bytes`,
      );
    }
    console.log(`\n${markdown(results)}\n\nMeasured in ${Math.round((Date.now() - started) / 1000)} s (timings are not judged here: npm run bench:budget).`);
    for (const r of results) if (r.failing.length) console.log(`${r.route} failing audits: ${r.failing.join(', ')}`);
    const problems = checkBudgets(results, UNTIMED, { htmlHeadroom: HTML_HEADROOM_BYTES });
    if (problems.length) {
      console.error(`Budgets broken:\n  ${problems.join('\n  ')}`);
      process.exitCode = 1;
    } else console.log('Sizes and scores within their budgets.');
  } finally {
    await chrome.kill();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
