#!/usr/bin/env node
// Immutable, versioned releases of one remote (docs/decisions.md, "Releases"):
//   npm run release -w <remote>                 build, copy dist/ to <root>/<version>-<sha>/, move the pointer
//   npm run rollback -w <remote> [-- <release>]  move the pointer back (to the previous release by default)
//   npm run releases -w <remote>                 list the releases, marking the current one
// <root> is $RELEASE_ROOT/<remote> (default releases/<remote> in the repository). The pointer is
// <root>/current.json; the page server follows it (README, "Releasing one remote alone").
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const POINTER = 'current.json';
/** Written into each release folder: what it is and when it was built. */
export const RELEASE_INFO = 'release.json';
export const KEEP = 10;
/** What a release id is made of: safe as a folder name and inside a URL, never `..`. */
export const RELEASE_ID = /^[0-9A-Za-z][\w.+-]{0,99}$/;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where a remote's releases live: $RELEASE_ROOT/<remote>, else releases/<remote> in the repository. */
export function releaseRootOf(remote, env = process.env) {
  return path.resolve(env.RELEASE_ROOT || path.join(root, 'releases'), remote);
}

export function readPointer(releaseRoot) {
  try {
    return JSON.parse(readFileSync(path.join(releaseRoot, POINTER), 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT') return null;
    throw error;
  }
}

/** Replaces the pointer in one step: a reader sees the old file or the new one, never half of one. */
export function writePointer(releaseRoot, pointer) {
  const temp = path.join(releaseRoot, `.${POINTER}.${process.pid}.${Date.now()}.tmp`);
  writeFileSync(temp, `${JSON.stringify(pointer, null, 2)}\n`);
  renameSync(temp, path.join(releaseRoot, POINTER));
}

/** The release folders under the root, oldest release first, with what each says about itself. */
export function listReleases(releaseRoot) {
  if (!existsSync(releaseRoot)) return [];
  const current = readPointer(releaseRoot)?.release ?? null;
  return readdirSync(releaseRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && RELEASE_ID.test(entry.name))
    .map((entry) => {
      let info = {};
      try {
        info = JSON.parse(readFileSync(path.join(releaseRoot, entry.name, RELEASE_INFO), 'utf8'));
      } catch {
        // A folder without its release.json is still listed; it sorts by name among its peers.
      }
      return { release: entry.name, builtAt: info.builtAt ?? '', releasedAt: info.releasedAt ?? '', current: entry.name === current };
    })
    .sort((a, b) => a.releasedAt.localeCompare(b.releasedAt) || a.release.localeCompare(b.release));
}

/** `<version>-<sha>`; a dirty tree adds the time, so a build of uncommitted work never takes a clean name. */
export function releaseIdOf({ version, sha, dirty, now = new Date() }) {
  const id = `${version}-${sha}`;
  return dirty ? `${id}-${now.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')}` : id;
}

/**
 * Copies `distDir` into its own folder under the root and points `current.json` at it. Refuses an
 * existing folder: a release is never overwritten. The folder appears whole (copied aside, then
 * renamed), then the pointer moves, then the oldest folders beyond `keep` go.
 */
export function publishRelease({ releaseRoot, distDir, version, sha, dirty = false, now = new Date(), keep = KEEP }) {
  if (!existsSync(path.join(distDir, 'remoteEntry.js'))) throw new Error(`${distDir} holds no build (remoteEntry.js is missing)`);
  const release = releaseIdOf({ version, sha, dirty, now });
  if (!RELEASE_ID.test(release)) throw new Error(`${release} is not a usable release id`);
  mkdirSync(releaseRoot, { recursive: true });
  const target = path.join(releaseRoot, release);
  if (existsSync(target)) throw new Error(`${release} is already released in ${releaseRoot}; releases are never overwritten (commit the change to release it)`);
  const incoming = path.join(releaseRoot, `.incoming-${release}-${process.pid}`);
  cpSync(distDir, incoming, { recursive: true });
  // Built when webpack wrote the entry; released now. The page server's /health reports builtAt.
  const builtAt = statSync(path.join(distDir, 'remoteEntry.js')).mtime.toISOString();
  writeFileSync(path.join(incoming, RELEASE_INFO), `${JSON.stringify({ release, version, sha, dirty, builtAt, releasedAt: now.toISOString() }, null, 2)}\n`);
  try {
    renameSync(incoming, target);
  } catch (error) {
    rmSync(incoming, { recursive: true, force: true });
    if (error.code === 'EEXIST' || error.code === 'ENOTEMPTY') throw new Error(`${release} is already released in ${releaseRoot}; releases are never overwritten`);
    throw error;
  }
  const previous = readPointer(releaseRoot);
  const history = previous ? [...(previous.history ?? []), previous.release] : [];
  writePointer(releaseRoot, { release, releasedAt: now.toISOString(), history });
  const pruned = pruneReleases(releaseRoot, keep);
  return { release, previous: previous?.release ?? null, pruned };
}

/** Moves the pointer to `to`, or to the release that was current before this one. */
export function rollback({ releaseRoot, to, now = new Date() }) {
  const pointer = readPointer(releaseRoot);
  if (!pointer) throw new Error(`nothing is released in ${releaseRoot}`);
  const history = [...(pointer.history ?? [])];
  let target = to;
  if (!target) {
    // Each rollback steps one further back; a release pruned since is skipped.
    while (history.length && !existsSync(path.join(releaseRoot, history.at(-1)))) history.pop();
    target = history.pop();
    if (!target) throw new Error(`no release was current before ${pointer.release} in ${releaseRoot}: there is nothing to roll back to (name a release to move to; npm run releases lists them)`);
  } else {
    if (!RELEASE_ID.test(target) || !existsSync(path.join(releaseRoot, target))) throw new Error(`${target} is not a release in ${releaseRoot}`);
    if (target === pointer.release) return { release: target, previous: pointer.release };
    history.push(pointer.release);
  }
  writePointer(releaseRoot, { release: target, releasedAt: now.toISOString(), history });
  return { release: target, previous: pointer.release };
}

/** Keeps the newest `keep` release folders (and always the current one); returns the ids removed. */
export function pruneReleases(releaseRoot, keep = KEEP) {
  const releases = listReleases(releaseRoot);
  const excess = releases.length - keep;
  if (excess <= 0) return [];
  const removed = releases.slice(0, excess).filter((r) => !r.current).map((r) => r.release);
  for (const release of removed) rmSync(path.join(releaseRoot, release), { recursive: true, force: true });
  const pointer = readPointer(releaseRoot);
  if (pointer?.history?.some((id) => removed.includes(id))) {
    writePointer(releaseRoot, { ...pointer, history: pointer.history.filter((id) => !removed.includes(id)) });
  }
  return removed;
}

function git(args, cwd) {
  return execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();
}

async function main([command, argument]) {
  // npm run -w <remote> runs in the remote's folder.
  const packageDir = process.cwd();
  const { name, version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  if (!/^remote-(public|admin|shared)$/.test(name)) throw new Error(`run this through npm run <command> -w <remote>, not in ${packageDir}`);
  const releaseRoot = releaseRootOf(name);
  if (command === 'release') {
    const sha = git(['rev-parse', '--short=7', 'HEAD'], packageDir);
    const dirty = git(['status', '--porcelain'], packageDir) !== '';
    const result = publishRelease({ releaseRoot, distDir: path.join(packageDir, 'dist'), version, sha, dirty });
    console.log(`${name}: released ${result.release}${result.previous ? ` (was ${result.previous})` : ''} in ${releaseRoot}`);
    if (dirty) console.log('  the working tree has uncommitted changes: the release id carries the time');
    if (result.pruned.length) console.log(`  removed the oldest: ${result.pruned.join(', ')}`);
  } else if (command === 'rollback') {
    const result = rollback({ releaseRoot, to: argument });
    console.log(`${name}: current release is now ${result.release} (was ${result.previous})`);
  } else if (command === 'list') {
    const releases = listReleases(releaseRoot);
    if (!releases.length) console.log(`${name}: no releases in ${releaseRoot}`);
    for (const r of releases.reverse()) console.log(`${r.current ? '*' : ' '} ${r.release}  released ${r.releasedAt}, built ${r.builtAt}`);
  } else {
    throw new Error('usage: node ../scripts/release.mjs release | rollback [<release>] | list');
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
