#!/usr/bin/env node
// `npm test`: every check the product has, in the order that fails fastest — lint, typecheck and
// the scripts' and configurations' tests (node --test) side by side, each package's unit and API tests, the
// production build (once) and the checks of what it holds, the previous release of the front ends
// (scripts/skew.mjs, cached per commit), the end-to-end journeys in Chromium against that build,
// the development loop's journey against `npm run dev`, then the pages' sizes and scores
// (Lighthouse; nothing that depends on the host's speed: the timing budgets are
// `npm run bench:budget`, which .ci/run runs after this). Each step's time is written to
// .cache/test-steps.json and the table printed at the end (docs/development.md, "Tests").
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { requireSupportedNode } from './lib/node-version.mjs';

requireSupportedNode('npm test');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const STEPS_FILE = path.join(root, '.cache/test-steps.json');

/** Tools the tests need: named here, never skipped later (the topology journeys need nginx, the HTML check Java). */
function preflight() {
  const missing = [];
  if (!existsSync(chromium))
    missing.push(`Chromium at ${chromium} (sudo apt-get install -y chromium, or point CHROMIUM_PATH at an installed Chromium or Chrome)`);
  const nginx = process.env.NGINX_PATH ?? ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file));
  if (!nginx || !existsSync(nginx))
    missing.push('nginx, for the production-topology journeys (sudo apt-get install -y nginx-light, or point NGINX_PATH at it)');
  // The Nu HTML Checker (e2e/tests/valid-html.spec.ts) is a jar: it needs Java 17 or newer.
  const java = process.env.JAVA_HOME ? path.join(process.env.JAVA_HOME, 'bin/java') : 'java';
  const javaVersion = spawnSync(java, ['-version'], { encoding: 'utf8' });
  const javaMajor = Number(/version "(?:1\.)?(\d+)/.exec(javaVersion.stderr ?? '')?.[1] ?? 0);
  if (javaVersion.error || javaMajor < 17)
    missing.push('Java 17 or newer, for the Nu HTML Checker (sudo apt-get install -y openjdk-17-jre-headless, or point JAVA_HOME at one)');
  // The journeys run in Chromium's headless shell when it is there (e2e/support/chromium.ts), in
  // the full Chromium otherwise: the same checks, a third slower.
  if (!process.env.CHROMIUM_PATH && !existsSync('/usr/bin/chromium-headless-shell'))
    console.log(
      'The end-to-end journeys run in the full Chromium, about a third slower than in its headless shell (sudo apt-get install -y chromium-headless-shell).',
    );
  if (missing.length) {
    console.error(`npm test needs:\n  ${missing.join('\n  ')}\n(.ci/run installs them on a fresh machine.)`);
    process.exit(1);
  }
  // A server, not a tool: without one the run is still whole on the embedded database, and says so first.
  if (!process.env.DATABASE_URL) {
    console.log(
      'DATABASE_URL is unset: the API suites run on the embedded database only, and the production-topology journeys are skipped (they need PostgreSQL and Redis; .ci/run sets DATABASE_URL and REDIS_URL).',
    );
  }
}

/** A step is one npm command, or several run side by side (each on a core of its own), listed in order. */
const steps = [
  [
    'Lint, typecheck, script and document tests',
    [
      ['run', 'lint'],
      ['run', 'typecheck'],
      ['run', 'test:scripts'],
      ['run', 'test:docs'],
    ],
  ],
  // Two packages at a time: jest gives each one worker on two cores (the API's suites take two).
  ['Unit and API tests', ['exec', '--', 'lerna', 'run', 'test', '--stream', '--concurrency', '2']],
  ['Design system (Storybook, axe on every story)', ['run', 'storybook:test']],
  ['Production build', ['run', 'build']],
  ['Production build checks', ['run', 'test:build']],
  // The skew suite's previous release (e2e/tests/skew.spec.ts): built once per commit, then cached;
  // `npm run bench:budget` measures the same builds as its baseline.
  ['Previous release for the skew suite', ['run', 'skew:prepare']],
  ['End-to-end tests', ['run', 'e2e', '-w', 'e2e']],
  ['Development loop journey', ['run', 'e2e:dev', '-w', 'e2e']],
  ['Page sizes and scores', ['run', 'bench:pages', '--', '--no-build']],
];

function table(times) {
  const width = Math.max(...times.map((t) => t.step.length));
  const total = times.reduce((sum, t) => sum + t.seconds, 0);
  const line = (name, seconds, mark = '') =>
    `  ${name.padEnd(width)}  ${`${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`.padStart(6)}${mark}`;
  return [...times.map((t) => line(t.step, t.seconds, t.ok ? '' : '  failed')), line('Total', total)].join('\n');
}

function record(times) {
  mkdirSync(path.dirname(STEPS_FILE), { recursive: true });
  const [load1, load5, load15] = os.loadavg().map((n) => Number(n.toFixed(2)));
  writeFileSync(
    STEPS_FILE,
    `${JSON.stringify({ date: new Date().toISOString(), cpus: os.cpus().length, loadAverage: { load1, load5, load15 }, steps: times }, null, 2)}\n`,
  );
  console.log(`\nStep times (${path.relative(root, STEPS_FILE)}; load average ${load1} / ${load5} / ${load15} on ${os.cpus().length} cores):\n${table(times)}`);
}

// Nx (under lerna) would keep the task outputs of a git worktree in the main checkout's folder, shared
// with every other worktree; each checkout keeps its own.
const env = { ...process.env, CI: process.env.CI ?? '1', NX_CACHE_DIRECTORY: process.env.NX_CACHE_DIRECTORY ?? path.join(root, 'node_modules/.cache/nx') };

/** Runs commands side by side; each one's output is shown whole when it ends, so none interleave. */
async function together(commands) {
  const statuses = await Promise.all(
    commands.map(
      (args) =>
        new Promise((resolve) => {
          const child = spawn('npm', args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
          const output = [];
          for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output.push(chunk));
          child.on('close', (code) => {
            console.log(`\n── npm ${args.join(' ')} (exit ${code})\n${Buffer.concat(output).toString().trimEnd()}`);
            resolve(code);
          });
        }),
    ),
  );
  return { status: statuses.find((code) => code !== 0) ?? 0 };
}

preflight();
const times = [];
for (const [step, args] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${step}`);
  const result = Array.isArray(args[0]) ? await together(args) : spawnSync('npm', args, { cwd: root, stdio: 'inherit', env });
  const seconds = Math.round((Date.now() - started) / 1000);
  times.push({ step, seconds, ok: result.status === 0 });
  if (result.status !== 0) {
    console.error(`\n✖ ${step} failed after ${seconds}s`);
    record(times);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${step} (${seconds}s)`);
}
record(times);
