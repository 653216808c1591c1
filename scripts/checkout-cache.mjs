// Checkouts of an earlier commit, with some of its workspaces built, kept under .cache/<kind>/<sha>/
// (git-ignored) so a commit is built once. Two users: the skew suite's previous release of the
// front ends (scripts/skew.mjs) and the benchmarks' BENCH_BEFORE side (scripts/bench-before.mjs).
// A checkout shares this repository's node_modules when its lockfile is the same (else runs
// npm ci there, once); several processes asking for the same commit wait on a lock folder.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The workspaces (the root package.json's; a checkout with the same lockfile has the same ones): each its own in a checkout. */
const WORKSPACES = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).workspaces;

export const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/**
 * node_modules for a checkout with this repository's lockfile: links to this repository's
 * packages, except the workspaces (the checkout's own) and the caches (its own).
 */
function linkDependencies(checkout) {
  const modules = path.join(checkout, 'node_modules');
  mkdirSync(path.join(modules, '.cache'), { recursive: true });
  for (const name of readdirSync(path.join(ROOT, 'node_modules'))) {
    if (name === '.cache' || name === '.package-lock.json') continue;
    const target = WORKSPACES.includes(name) ? path.join(checkout, name) : path.join(ROOT, 'node_modules', name);
    symlinkSync(target, path.join(modules, name));
  }
}

function run(command, args, cwd, what) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, CI: '1' } });
  if (result.status !== 0) throw new Error(`${what} failed (${command} ${args.join(' ')}):\n${`${result.stdout}${result.stderr}`.slice(-3000)}`);
}

/** Waits while another process prepares the same commit (a lock folder with its pid). */
function lock(dir) {
  const lockDir = `${dir}.lock`;
  const deadline = Date.now() + 30 * 60_000;
  for (;;) {
    try {
      mkdirSync(lockDir);
      writeFileSync(path.join(lockDir, 'pid'), String(process.pid));
      return () => rmSync(lockDir, { recursive: true, force: true });
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    const pid = Number(readFileSync(path.join(lockDir, 'pid'), 'utf8').trim() || 0);
    let alive = false;
    try {
      process.kill(pid, 0);
      alive = pid > 0;
    } catch {
      // gone: its lock is stale
    }
    if (!alive) rmSync(lockDir, { recursive: true, force: true });
    else if (Date.now() > deadline) throw new Error(`${lockDir} is held by process ${pid} for 30 minutes`);
    else spawnSync('sleep', ['2']);
  }
}

const readDone = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

/**
 * The checkout of `sha` in `cache` with `workspaces` built (`npm run build -w <name>`, in that
 * order): from the cache, else made now. `done` is the file written last into a complete checkout
 * (it lists what is built, so a later call asking for more builds only the rest). `prepare(dir)`
 * runs on a new checkout before any build (skew links this repository's API build into it).
 * The newest `keep` commits stay in `cache`.
 */
export function prepareCheckout({ sha, cache, workspaces, done = 'checkout.json', keep = 3, prepare, log = console.log }) {
  const dir = path.join(cache, sha);
  const doneFile = path.join(dir, done);
  // A record without `built` (older skew checkouts) has all that its user builds.
  const complete = () => {
    const record = readDone(doneFile);
    return Boolean(record) && workspaces.every((name) => (record.built ?? workspaces).includes(name));
  };
  if (complete()) return { dir, built: false };
  mkdirSync(cache, { recursive: true });
  const unlock = lock(dir);
  const started = Date.now();
  try {
    if (complete()) return { dir, built: false };
    let target = dir;
    if (!existsSync(doneFile)) {
      rmSync(dir, { recursive: true, force: true });
      target = path.join(cache, `.incoming-${sha.slice(0, 12)}-${process.pid}`);
      rmSync(target, { recursive: true, force: true });
      mkdirSync(target);
      run('sh', ['-c', `git archive --format=tar ${sha} | tar -x -C "${target}"`], ROOT, `the tree of ${sha}`);
      const sameLockfile = git('show', `${sha}:package-lock.json`) === readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8').trim();
      if (sameLockfile) linkDependencies(target);
      else {
        log(`  ${sha.slice(0, 7)} has another lockfile: npm ci in its checkout (once)`);
        run('npm', ['ci', '--no-audit', '--no-fund', '--ignore-scripts'], target, 'npm ci');
      }
      prepare?.(target);
    }
    const before = readDone(doneFile)?.built ?? (existsSync(doneFile) ? workspaces : []);
    const toBuild = workspaces.filter((name) => !before.includes(name));
    for (const name of toBuild) {
      log(`  building ${name} of ${sha.slice(0, 7)}`);
      run('npm', ['run', 'build', '-w', name], target, `the build of ${name} at ${sha.slice(0, 7)}`);
    }
    const subject = git('log', '-1', '--format=%s', sha);
    const record = { sha, subject, built: [...before, ...toBuild], builtAt: new Date().toISOString(), seconds: Math.round((Date.now() - started) / 1000) };
    writeFileSync(path.join(target, done), `${JSON.stringify(record, null, 2)}\n`);
    if (target !== dir) renameSync(target, dir);
  } finally {
    unlock();
  }
  const kept = readdirSync(cache)
    .filter((name) => /^[0-9a-f]{40}$/.test(name) && existsSync(path.join(cache, name, done)))
    .sort((a, b) => statSync(path.join(cache, b, done)).mtimeMs - statSync(path.join(cache, a, done)).mtimeMs);
  for (const name of kept.slice(keep)) rmSync(path.join(cache, name), { recursive: true, force: true });
  return { dir, built: true };
}
