// BENCH_BEFORE=<commit>: the "before" side of a benchmark, measured in the same run as the working
// tree (docs/performance.md, "Before and after"). The commit is checked out
// and built once into .cache/bench/<sha>/ (scripts/checkout-cache.mjs, as the skew suite keeps its
// previous release); later runs take it from there.
//   node scripts/bench-before.mjs <commit> [workspace…]   prepare it now and print where it is
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT, git, prepareCheckout } from './checkout-cache.mjs';

export const CACHE = path.join(ROOT, '.cache/bench');

/**
 * The checkout of BENCH_BEFORE with `workspaces` built, or null when BENCH_BEFORE is unset.
 * bench:api needs only `api`; bench:budget the page server, so every front end too.
 */
export function beforeCheckout(workspaces, { env = process.env, log = console.log } = {}) {
  if (!env.BENCH_BEFORE) return null;
  const sha = git('rev-parse', '--verify', `${env.BENCH_BEFORE}^{commit}`);
  const started = Date.now();
  const { dir, built } = prepareCheckout({ sha, cache: CACHE, workspaces, log });
  log(
    `before: ${sha.slice(0, 7)} ${git('log', '-1', '--format=%s', sha)} (${built ? `built in ${Math.round((Date.now() - started) / 1000)} s` : 'from the cache'}: ${path.relative(ROOT, dir)})`,
  );
  return { sha, short: sha.slice(0, 7), dir };
}

/** "+4.2 %", "−12.0 %": how `after` differs from `before`. */
export function change(before, after) {
  if (!before) return 'n/a';
  const percent = ((after - before) / before) * 100;
  return `${percent >= 0 ? '+' : '−'}${Math.abs(percent).toFixed(1)} %`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [commit, ...workspaces] = process.argv.slice(2);
  if (!commit) {
    console.error('usage: node scripts/bench-before.mjs <commit> [workspace…]');
    process.exit(1);
  }
  beforeCheckout(workspaces.length ? workspaces : ['api'], { env: { BENCH_BEFORE: commit } });
}
