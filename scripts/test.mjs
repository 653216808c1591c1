#!/usr/bin/env node
// `npm test`: every check the product has, in the order that fails fastest —
// lint, typecheck, the release scripts' tests (node --test), each package's jest tests, the production build, the
// previous release of the front ends (scripts/skew.mjs, cached per commit), the end-to-end journeys in
// Chromium against that build with the real API on a throwaway embedded database, then the
// performance budgets (Lighthouse on that same build; SKIP_BUDGETS=1 leaves them out).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(chromium)) {
  console.error(
    `Chromium was not found at ${chromium}; the end-to-end tests need it.\n` +
      'Install it with:  sudo apt-get install -y chromium\n' +
      '(or point CHROMIUM_PATH at an installed Chromium or Chrome).',
  );
  process.exit(1);
}

const steps = [
  ['Lint', ['run', 'lint']],
  ['Typecheck', ['run', 'typecheck']],
  ['Release script tests', ['run', 'test:scripts']],
  ['Documents (links, anchors, decisions)', ['run', 'test:docs']],
  ['Unit and API tests', ['exec', '--', 'lerna', 'run', 'test', '--stream', '--concurrency', '1']],
  ['Design system (Storybook, axe on every story)', ['run', 'storybook:test']],
  ['Production build', ['run', 'build']],
  // The skew suite's previous release (e2e/tests/skew.spec.ts): built once per commit, then cached.
  ['Previous release for the skew suite', ['run', 'skew:prepare']],
  ['End-to-end tests', ['run', 'e2e', '-w', 'e2e']],
  ...(process.env.SKIP_BUDGETS === '1' ? [] : [['Performance budgets', ['run', 'bench:budget', '--', '--no-build']]]),
];

for (const [title, args] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${title}`);
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit', env: { ...process.env, CI: process.env.CI ?? '1' } });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${seconds}s)`);
}
