// What proves a build exists, in one place: the files `npm run build` writes that the topology
// runs or serves. Used before starting (build what is missing) and before a release (is this
// folder a build of that origin?). The shell's origin serves a link to its build folder; each
// remote's origin serves its release root (deploy/topology.mjs `releases`), where a release is a
// new folder and a moved current.json, as `npm run release` makes it (scripts/release.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readlinkSync, renameSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, SERVICES, STATIC_ORIGINS } from '../../deploy/topology.mjs';
import { buildDigest, gitState, isCurrentBuild, listReleases, publishRelease, releaseIdOf, rollback, shellSingletons } from '../release.mjs';

/** Per package, the files of its build (paths from the repository root). */
export const BUILD_PROOF = {
  api: ['api/dist/server.js', 'api/dist/migrations'],
  'remote-shared': ['remote-shared/dist/remoteEntry.js', 'remote-shared/dist/server/index.js'],
  'remote-public': ['remote-public/dist/remoteEntry.js', 'remote-public/dist/server/index.js'],
  'remote-admin': ['remote-admin/dist/remoteEntry.js'],
  shell: ['shell/dist/public/index.html', 'shell/dist/public/assets/shell.js', 'shell/dist/server/index.js'],
};

/** The origins that serve a release root: the remotes. */
export const RELEASED_ORIGINS = STATIC_ORIGINS.filter((name) => SERVICES[name].releases);

/** The files missing from the repository, by package. */
export function missingBuilds() {
  return Object.entries(BUILD_PROOF)
    .map(([pkg, files]) => [pkg, files.filter((file) => !existsSync(path.join(REPO_ROOT, file)))])
    .filter(([, missing]) => missing.length > 0);
}

/** Builds the packages whose build is missing (all of them with `rebuild`). */
export function buildMissing({ rebuild = false, log = console.log } = {}) {
  const missing = new Set(missingBuilds().map(([pkg]) => pkg));
  for (const pkg of Object.keys(BUILD_PROOF)) {
    if (!rebuild && !missing.has(pkg)) continue;
    log(`Building ${pkg}...`);
    const result = spawnSync('npm', ['run', 'build', '-w', pkg], { cwd: REPO_ROOT, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`npm run build -w ${pkg} failed`);
  }
}

/** Throws, naming the first missing file, unless every package is built. */
export function assertBuilt() {
  const [first] = missingBuilds();
  if (first) throw new Error(`${first[1][0]} is missing: build first`);
}

/** The files a static origin's folder must hold to be a build of it (its package's files inside the served folder). */
function originProof(name) {
  const served = SERVICES[name].dist;
  return BUILD_PROOF[name].filter((file) => file.startsWith(`${served}/`)).map((file) => file.slice(served.length + 1));
}

function assertBuildOf(name, folder) {
  const absent = originProof(name).find((file) => !existsSync(path.join(folder, file)));
  if (absent) throw new Error(`${folder} has no ${absent}: not a build of ${name}`);
}

function swapLink(link, target) {
  const temporary = `${link}.${process.pid}.${Date.now()}`;
  symlinkSync(target, temporary);
  renameSync(temporary, link);
}

/** Where an origin's files are: the shell's link to its build, a remote's release root. */
export function originRoot(dir, releaseRoot, name) {
  return SERVICES[name].releases ? path.join(releaseRoot, name) : path.join(dir, 'origins', name);
}

/** The shell's origin root is a link to its build folder; a release swaps the link atomically. */
export function linkOrigins(dir) {
  for (const name of STATIC_ORIGINS.filter((n) => !SERVICES[n].releases)) {
    const link = path.join(dir, 'origins', name);
    const target = path.join(REPO_ROOT, SERVICES[name].dist);
    if (!existsSync(link) || readlinkSync(link) !== target) swapLink(link, target);
  }
}

/**
 * Makes `distDir` the current release of remote `name` under `releaseRoot`. A build already released
 * there becomes current again (a redeploy of an older build is a rollback, as in the containers);
 * another one is published as `npm run release` would (`<version>-<sha>`, with the time when the
 * tree is dirty or that name is taken by another build of the same commit). Returns the release and
 * the one it replaced.
 */
export function publishBuild(releaseRoot, name, distDir) {
  assertBuildOf(name, distDir);
  const root = path.join(releaseRoot, name);
  const digest = buildDigest(distDir);
  const same = listReleases(root).find((r) => buildDigest(path.join(root, r.release)) === digest);
  if (same) return same.current ? { release: same.release, previous: same.release } : rollback({ releaseRoot: root, to: same.release });
  const { version } = JSON.parse(readFileSync(path.join(REPO_ROOT, name, 'package.json'), 'utf8'));
  const { sha, dirty } = gitState(REPO_ROOT);
  const taken = existsSync(path.join(root, releaseIdOf({ version, sha, dirty: false })));
  return publishRelease({ releaseRoot: root, distDir, version, sha, dirty: dirty || taken, shellVersions: shellSingletons() });
}

/** At start: each remote's build in the repository is its current release (published unless it already is). */
export function publishBuilds(releaseRoot) {
  for (const name of RELEASED_ORIGINS) {
    const dist = path.join(REPO_ROOT, SERVICES[name].dist);
    if (!isCurrentBuild(path.join(releaseRoot, name), dist)) publishBuild(releaseRoot, name, dist);
  }
}

/**
 * Serves another build on a front end's origin: the shell's link swapped atomically (returns the
 * folder it served before), a remote's build made its current release (returns the release it replaced).
 */
export function releaseBuild(dir, releaseRoot, name, distDir) {
  if (!STATIC_ORIGINS.includes(name)) throw new Error(`${name} is not one of ${STATIC_ORIGINS.join(', ')}`);
  const target = path.resolve(distDir);
  if (SERVICES[name].releases) return publishBuild(releaseRoot, name, target).previous;
  assertBuildOf(name, target);
  const link = path.join(dir, 'origins', name);
  const previous = existsSync(link) ? readlinkSync(link) : null;
  swapLink(link, target);
  return previous;
}
