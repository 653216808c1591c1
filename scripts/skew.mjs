#!/usr/bin/env node
// The previous release of the front ends, for the skew suite (e2e/tests/skew.spec.ts; decision
// docs/decisions/0116-the-skew-suite-builds-the-previous-release-from-git-once.md): the shell and the three remotes built from the commit before the last change to
// any of them, once per commit, into .cache/skew/<sha>/ (git-ignored). `npm test` prepares it
// before the end-to-end tests (`node scripts/skew.mjs prepare`); the suite combines those builds
// with the new ones.
//   node scripts/skew.mjs prepare    build the previous release unless it is in the cache; print where
//   SKEW_BASE=<commit>               compare with that commit instead
//   SKEW_PREVIOUS_DIR=<checkout>     the suite takes that kept checkout as the previous release, building nothing
// The checkout shares this repository's node_modules when its lockfile is the same (else runs
// npm ci there), and its page server embeds this repository's API build (the API is not what the
// suite varies).
import { rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT as root, git, prepareCheckout } from './checkout-cache.mjs';

export const FRONT_ENDS = ['remote-shared', 'remote-public', 'remote-admin', 'shell'];
/** What a front end's build is made of: a change here makes a new release of some front end. */
const FRONT_END_INPUTS = [...FRONT_ENDS, 'contracts', 'federation', 'server-helpers', 'tools', 'package.json', 'package-lock.json', 'tsconfig.base.json'];
export const CACHE = path.join(root, '.cache/skew');
/** Written last into a prepared checkout: it is complete. */
const DONE = 'skew.json';
const KEEP = 3;

/** There is no earlier commit to build here (a shallow clone, a first commit): the suite says so and skips. */
export class NoPreviousRelease extends Error {}

/**
 * The commit whose builds are the previous release: SKEW_BASE; else, when the working tree
 * changes a front end, HEAD; else the commit before the last one that changed a front end (on
 * the first-parent line, so after a merge it is the branch merged into).
 */
export function previousCommit(env = process.env) {
  if (env.SKEW_BASE) return { sha: git('rev-parse', `${env.SKEW_BASE}^{commit}`), why: `SKEW_BASE=${env.SKEW_BASE}` };
  if (git('status', '--porcelain', '--', ...FRONT_END_INPUTS)) return { sha: git('rev-parse', 'HEAD'), why: 'HEAD (the working tree changes the front ends)' };
  const last = git('log', '--first-parent', '-1', '--format=%H', 'HEAD', '--', ...FRONT_END_INPUTS);
  try {
    return { sha: git('rev-parse', '--verify', `${last}^1^{commit}`), why: `the commit before ${last.slice(0, 7)}, the last change to a front end` };
  } catch {
    throw new NoPreviousRelease(
      `no previous release: the commit before ${last ? last.slice(0, 7) : 'the first change to a front end'} is not in this clone${git('rev-parse', '--is-shallow-repository') === 'true' ? ' (a shallow clone: fetch more history, or set SKEW_BASE)' : ''}`,
    );
  }
}

/** The previous release's checkout with its builds: from the cache, else made now. */
export function preparePrevious({ sha, log = console.log }) {
  return prepareCheckout({
    sha,
    cache: CACHE,
    workspaces: FRONT_ENDS,
    done: DONE,
    keep: KEEP,
    log,
    // Its page server embeds an API: this repository's build (what the suite varies is the front ends).
    prepare: (checkout) => {
      rmSync(path.join(checkout, 'api/dist'), { recursive: true, force: true });
      symlinkSync(path.join(root, 'api/dist'), path.join(checkout, 'api/dist'));
    },
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [command] = process.argv.slice(2);
  try {
    if (command !== 'prepare') throw new Error('usage: node scripts/skew.mjs prepare');
    if (process.env.SKEW_PREVIOUS_DIR) {
      console.log(`previous release: the kept checkout ${process.env.SKEW_PREVIOUS_DIR} (SKEW_PREVIOUS_DIR)`);
      process.exit(0);
    }
    const { sha, why } = previousCommit();
    const started = Date.now();
    const { dir, built } = preparePrevious({ sha });
    console.log(
      `previous release: ${sha.slice(0, 7)} (${why}), ${built ? `built in ${Math.round((Date.now() - started) / 1000)} s` : 'from the cache'}: ${path.relative(root, dir)}`,
    );
  } catch (error) {
    console.error(error.message);
    // Without history there is nothing to build; the suite skips itself, saying the same.
    process.exit(error instanceof NoPreviousRelease ? 0 : 1);
  }
}
