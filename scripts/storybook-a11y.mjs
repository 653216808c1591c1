#!/usr/bin/env node
// `npm run storybook:test` (a step of `npm test`): builds Storybook once (`npm run storybook:build`;
// `--no-build` reuses storybook-static/), then opens every story in one Chromium and runs axe on it
// with the rules the end-to-end suite uses (WCAG 2.1 A and AA). Fails on any violation, and on a
// story that does not render. Prints how long each part took (docs/design-system.md).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const STATIC = path.join(root, 'storybook-static');
const ORIGIN = 'http://storybook.test';
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);
const started = Date.now();

if (!process.argv.includes('--no-build')) {
  const result = spawnSync('npm', ['run', 'storybook:build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  console.log(`Storybook built in ${seconds(started)} s`);
}

const stories = Object.values(JSON.parse(readFileSync(path.join(STATIC, 'index.json'), 'utf8')).entries).filter((entry) => entry.type === 'story');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const checking = Date.now();
const failures = [];
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // The built files are served from disk by the browser context itself: no server to start.
  await context.route(`${ORIGIN}/**`, (route) => {
    const file = path.join(STATIC, decodeURIComponent(new URL(route.request().url()).pathname));
    if (!file.startsWith(STATIC) || !existsSync(file) || !statSync(file).isFile()) return route.fulfill({ status: 404 });
    return route.fulfill({ path: file });
  });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${ORIGIN}/iframe.html`);
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  for (const story of stories) {
    errors.length = 0;
    // Storybook renders the next story in the same page when asked by its id, as its manager does.
    await page.evaluate((id) => window.__STORYBOOK_PREVIEW__.channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' }), story.id);
    const shown = await page
      .waitForFunction(
        (id) => window.__STORYBOOK_PREVIEW__.currentRender?.id === id && window.__STORYBOOK_PREVIEW__.currentRender?.phase === 'finished',
        story.id,
        { timeout: 15_000 },
      )
      .then(
        () => true,
        () => false,
      );
    const errorShown = await page.evaluate(() => document.body.classList.contains('sb-show-errordisplay'));
    if (!shown || errorShown || errors.length) {
      failures.push(`${story.id}: did not render${errors.length ? ` (${errors.join('; ')})` : ''}`);
      continue;
    }
    const { violations } = await page.evaluate((tags) => window.axe.run(document, { runOnly: { type: 'tag', values: tags } }), TAGS);
    for (const violation of violations)
      failures.push(
        `${story.id}: ${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes.map((node) => node.target.join(' ')).join('\n    ')}`,
      );
  }
} finally {
  await browser.close();
}

console.log(`axe (${TAGS.join(', ')}) on ${stories.length} stories in ${seconds(checking)} s; ${seconds(started)} s in all`);
if (failures.length) {
  console.error(`\n${failures.length} problem(s):\n${failures.join('\n')}`);
  process.exit(1);
}
console.log('No accessibility violations.');
