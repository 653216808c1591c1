// What proves a build exists, in one place: the files `npm run build` writes that the topology
// runs or serves. Used before starting (build what is missing) and before a release (is this
// folder a build of that origin?).
import { spawnSync } from 'node:child_process';
import { existsSync, readlinkSync, renameSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, SERVICES, STATIC_ORIGINS } from '../../deploy/topology.mjs';

/** Per package, the files of its build (paths from the repository root). */
export const BUILD_PROOF = {
  api: ['api/dist/server.js'],
  'remote-shared': ['remote-shared/dist/remoteEntry.js', 'remote-shared/dist/server/index.js'],
  'remote-public': ['remote-public/dist/remoteEntry.js', 'remote-public/dist/server/index.js'],
  'remote-admin': ['remote-admin/dist/remoteEntry.js'],
  shell: ['shell/dist/public/index.html', 'shell/dist/public/assets/shell.js', 'shell/dist/server/index.js'],
};

/** The build files missing from the repository, by package. */
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

function swapLink(link, target) {
  const temporary = `${link}.${process.pid}.${Date.now()}`;
  symlinkSync(target, temporary);
  renameSync(temporary, link);
}

/** Each static origin's root is a link to a build folder; a release swaps the link atomically. */
export function linkOrigins(dir) {
  for (const name of STATIC_ORIGINS) {
    const link = path.join(dir, 'origins', name);
    const target = path.join(REPO_ROOT, SERVICES[name].dist);
    if (!existsSync(link) || readlinkSync(link) !== target) swapLink(link, target);
  }
}

/** Points one static origin at another build folder, atomically; returns the folder it served before. */
export function releaseBuild(dir, name, distDir) {
  if (!STATIC_ORIGINS.includes(name)) throw new Error(`${name} is not one of ${STATIC_ORIGINS.join(', ')}`);
  const target = path.resolve(distDir);
  const absent = originProof(name).find((file) => !existsSync(path.join(target, file)));
  if (absent) throw new Error(`${target} has no ${absent}: not a build of ${name}`);
  const link = path.join(dir, 'origins', name);
  const previous = existsSync(link) ? readlinkSync(link) : null;
  swapLink(link, target);
  return previous;
}
