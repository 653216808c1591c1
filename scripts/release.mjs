#!/usr/bin/env node
// Immutable, versioned releases of one remote (docs/decisions/0094-a-release-is-a-folder-the-pointer-is-a-file.md):
//   npm run release -w <remote>                 build, copy dist/ to <root>/<version>-<sha>/, move the pointer
//   npm run rollback -w <remote> [-- <release>] [--force]  move the pointer back (to the previous release by
//                                               default), refused when it breaks a contract unless --force
//   npm run releases -w <remote>                 list the releases, marking the current one
//   npm run release -w <remote> -- --check       only the checks (singletons, contracts), nothing written
//   node scripts/release.mjs image <package> <dist> <root>   a container image's release (deploy/docker/nginx.Dockerfile)
// <root> is $RELEASE_ROOT/<remote> (default releases/<remote> in the repository). The pointer is
// <root>/current.json; the page server follows it (docs/releases.md).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The pointer's one reader and writer, the page server's and the shell's too (docs/decisions/0230-one-release-pointer.md).
const { POINTER, RELEASE_ID, formatPointer, isPointerLocation, parsePointer } = createRequire(import.meta.url)('federation/release-pointer.js');
export { POINTER, RELEASE_ID };
/** Written into each release folder: what it is and when it was built. */
export const RELEASE_INFO = 'release.json';
export const KEEP = 10;
// The one list of guarded singletons and its comparison, shared with the shell and the page server.
const { GUARDED_SINGLETONS, singletonMismatches } = createRequire(import.meta.url)('federation/singletons.js');
const { contractGaps, describeGaps, hostGap } = createRequire(import.meta.url)('federation/contracts.js');
/** What webpack's federation plugin writes beside remoteEntry.js: exposes, shared and remotes. */
export const MANIFEST = 'mf-manifest.json';

/** The shell's one version map of the guarded singletons: the root package.json `dependencies`. */
export function shellSingletons(rootDir = root) {
  const { dependencies = {} } = JSON.parse(readFileSync(path.join(rootDir, 'package.json'), 'utf8'));
  return Object.fromEntries(GUARDED_SINGLETONS.filter((name) => dependencies[name]).map((name) => [name, dependencies[name]]));
}

/** The versions a build declares for its guarded singletons, from the `shared` list of its manifest. */
export function declaredSingletons(distDir) {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(path.join(distDir, MANIFEST), 'utf8'));
  } catch (error) {
    throw new Error(`${distDir} holds no readable ${MANIFEST} (${error.code ?? error.message}): the versions it was built against cannot be checked`);
  }
  const declared = {};
  for (const shared of manifest.shared ?? []) {
    if (GUARDED_SINGLETONS.includes(shared.name)) declared[shared.name] = shared.requiredVersion || shared.version;
  }
  return declared;
}

/**
 * Refuses a build whose shared singletons are not the versions the shell provides: the shell would
 * refuse to load it anyway (docs/releases.md). Returns the declared versions.
 */
export function checkSingletons({ remote, distDir, provided }) {
  const declared = declaredSingletons(distDir);
  const mismatches = singletonMismatches(declared, provided);
  if (mismatches.length) {
    const what = mismatches.map((m) => `${m.name} ${m.declared} (the shell provides ${m.provided})`).join(', ');
    throw new Error(
      `${remote} is not released: it was built against ${what}. A remote shares the shell's singletons exactly; ` +
        'build it with the versions of the root package.json, or release a shell that provides the new ones first.',
    );
  }
  return declared;
}

/** Where a remote's releases live: $RELEASE_ROOT/<remote>, else releases/<remote> in the repository. */
export function releaseRootOf(remote, env = process.env) {
  return path.resolve(env.RELEASE_ROOT || path.join(root, 'releases'), remote);
}

/** The pointer of a release root, or null when nothing is released there; throws on a file that is not one. */
export function readPointer(releaseRoot) {
  const file = path.join(releaseRoot, POINTER);
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if (error.code === 'ENOENT') return null;
    throw error;
  }
  try {
    return parsePointer(text);
  } catch (error) {
    throw new Error(`${file} is ${error.message}`);
  }
}

/** What each remote's build states about its exposes and needs (tools/webpack/contract-plugin.js). */
export const CONTRACT = 'contract.json';
const SHARED_REMOTE = 'remote-shared';
/** The remotes that import remote_shared/*. */
const CONSUMERS = ['remote-public', 'remote-admin'];
const URL_VARIABLES = { 'remote-shared': 'REMOTE_SHARED_URL', 'remote-public': 'REMOTE_PUBLIC_URL', 'remote-admin': 'REMOTE_ADMIN_URL' };

/**
 * Where a remote's released pointer is: its `REMOTE_*_URL` when that names a `current.json` (a
 * path or an http(s) address, as the page server reads it), else `$RELEASE_ROOT/<remote>/current.json`.
 */
export function pointerOf(remote, env = process.env) {
  const configured = env[URL_VARIABLES[remote]];
  if (configured && isPointerLocation(configured)) {
    return /^https?:\/\//.test(configured) ? configured : path.resolve(root, configured);
  }
  return path.join(releaseRootOf(remote, env), POINTER);
}

/** A file's text from a path or an http(s) address; null when there is no such file. */
export async function readLocation(location) {
  if (/^https?:\/\//.test(location)) {
    const response = await fetch(location, { cache: 'no-store', signal: AbortSignal.timeout(10_000) });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`${location} answered ${response.status}`);
    return response.text();
  }
  try {
    return readFileSync(location, 'utf8');
  } catch (error) {
    if (error.code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * A file of the release a pointer (a path or an http(s) address) names now: `{ release, text }`,
 * `text` null when that release has no such file; null when nothing is released there.
 */
export async function releasedFile(pointer, file) {
  const pointerText = await readLocation(pointer);
  if (pointerText === null) return null;
  let release;
  try {
    release = parsePointer(pointerText).release;
  } catch (error) {
    throw new Error(`${pointer} is ${error.message}`);
  }
  const location = /^https?:\/\//.test(pointer) ? new URL(`${release}/${file}`, pointer).href : path.join(path.dirname(pointer), release, file);
  return { release, text: await readLocation(location) };
}

/** The contract of the release a pointer names now, or null when nothing is released there. */
export async function releasedContract(pointer) {
  const released = await releasedFile(pointer, CONTRACT);
  // A release made before contracts existed states nothing: it can be neither judged nor used to judge.
  return released && { release: released.release, contract: released.text === null ? null : JSON.parse(released.text) };
}

export { contractGaps };

function readContract(distDir) {
  try {
    return JSON.parse(readFileSync(path.join(distDir, CONTRACT), 'utf8'));
  } catch (error) {
    throw new Error(`${distDir} holds no readable ${CONTRACT} (${error.code ?? error.message}): build it with npm run build first`);
  }
}

/**
 * Refuses a release whose contract breaks the released remotes (docs/releases.md,
 * "Contracts"): a consumer whose needs the released remote-shared does not meet, or a remote-shared
 * that no longer exports what a released consumer uses. Returns what it checked against.
 */
export async function checkContract({ remote, distDir, env = process.env }) {
  const contract = readContract(distDir);
  if (remote === SHARED_REMOTE) {
    const checked = [];
    const broken = [];
    for (const consumer of CONSUMERS) {
      const released = await releasedContract(pointerOf(consumer, env));
      if (!released?.contract) continue;
      checked.push(`${consumer} ${released.release}`);
      const gaps = contractGaps(released.contract.needs, contract.exposes);
      if (gaps.length) broken.push(`${consumer} ${released.release} uses ${describeGaps(gaps)}`);
    }
    if (broken.length) {
      throw new Error(
        `remote-shared is not released: it no longer provides what released remotes use: ${broken.join('; ')}. Keep those exports (deprecate first), or release those remotes without them first.`,
      );
    }
    return checked;
  }
  // The shell this repository builds no longer gives what the build expects (a rollback across that change).
  const fromHost = hostGap(contract);
  if (fromHost) throw new Error(`${remote} is not released: ${fromHost}.`);
  if (!contract.needs?.remote_shared) return [];
  let released = await releasedContract(pointerOf(SHARED_REMOTE, env));
  let against = released ? `remote-shared ${released.release}` : null;
  if (!released) {
    // remote-shared served from its build folder (never released): that build is what runs beside it.
    const dist = path.join(root, SHARED_REMOTE, 'dist');
    released = existsSync(path.join(dist, CONTRACT)) ? { release: 'dist', contract: readContract(dist) } : null;
    against = `remote-shared's build folder (it has no release)`;
  }
  if (!released?.contract) return [];
  const gaps = contractGaps(contract.needs, released.contract.exposes);
  if (gaps.length) {
    throw new Error(
      `${remote} is not released: it needs ${describeGaps(gaps)}, which ${against} does not export. Release a remote-shared that provides ${gaps.length > 1 ? 'them' : 'it'} first.`,
    );
  }
  return [against];
}

/** Replaces the pointer in one step: a reader sees the old file or the new one, never half of one. */
export function writePointer(releaseRoot, pointer) {
  const temp = path.join(releaseRoot, `.${POINTER}.${process.pid}.${Date.now()}.tmp`);
  writeFileSync(temp, formatPointer(pointer));
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
  return dirty
    ? `${id}-${now
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d+Z$/, 'Z')}`
    : id;
}

/**
 * Copies `distDir` into its own folder under the root and points `current.json` at it. Refuses an
 * existing folder: a release is never overwritten. The folder appears whole (copied aside, then
 * renamed), then the pointer moves, then the oldest folders beyond `keep` go.
 */
export function publishRelease({ releaseRoot, distDir, version, sha, dirty = false, now = new Date(), keep = KEEP, shellVersions }) {
  if (!existsSync(path.join(distDir, 'remoteEntry.js'))) throw new Error(`${distDir} holds no build (remoteEntry.js is missing)`);
  // `shellVersions`: the shell's version map (npm run release passes it); checked before anything is written.
  const singletons = shellVersions ? checkSingletons({ remote: path.basename(releaseRoot), distDir, provided: shellVersions }) : undefined;
  const release = releaseIdOf({ version, sha, dirty, now });
  if (!RELEASE_ID.test(release)) throw new Error(`${release} is not a usable release id`);
  mkdirSync(releaseRoot, { recursive: true });
  const target = path.join(releaseRoot, release);
  if (existsSync(target)) throw new Error(`${release} is already released in ${releaseRoot}; releases are never overwritten (commit the change to release it)`);
  const incoming = path.join(releaseRoot, `.incoming-${release}-${process.pid}`);
  cpSync(distDir, incoming, { recursive: true });
  // Built when webpack wrote the entry; released now. The page server's /health reports builtAt.
  const builtAt = statSync(path.join(distDir, 'remoteEntry.js')).mtime.toISOString();
  writeFileSync(
    path.join(incoming, RELEASE_INFO),
    `${JSON.stringify({ release, version, sha, dirty, builtAt, releasedAt: now.toISOString(), ...(singletons ? { singletons } : {}) }, null, 2)}\n`,
  );
  try {
    renameSync(incoming, target);
  } catch (error) {
    rmSync(incoming, { recursive: true, force: true });
    if (error.code === 'EEXIST' || error.code === 'ENOTEMPTY')
      throw new Error(`${release} is already released in ${releaseRoot}; releases are never overwritten`);
    throw error;
  }
  const previous = readPointer(releaseRoot);
  const history = previous ? [...(previous.history ?? []), previous.release] : [];
  writePointer(releaseRoot, { release, releasedAt: now.toISOString(), history });
  const pruned = pruneReleases(releaseRoot, keep);
  return { release, previous: previous?.release ?? null, pruned };
}

/** Where a rollback to `to` (or one step back) would move the pointer, and the history it would leave. */
function planRollback(releaseRoot, to) {
  const pointer = readPointer(releaseRoot);
  if (!pointer) throw new Error(`nothing is released in ${releaseRoot}`);
  const history = [...(pointer.history ?? [])];
  let target = to;
  if (!target) {
    // Each rollback steps one further back; a release pruned since is skipped.
    while (history.length && !existsSync(path.join(releaseRoot, history.at(-1)))) history.pop();
    target = history.pop();
    if (!target)
      throw new Error(
        `no release was current before ${pointer.release} in ${releaseRoot}: there is nothing to roll back to (name a release to move to; npm run releases lists them)`,
      );
  } else {
    if (!RELEASE_ID.test(target) || !existsSync(path.join(releaseRoot, target))) throw new Error(`${target} is not a release in ${releaseRoot}`);
    if (target !== pointer.release) history.push(pointer.release);
  }
  return { target, history, previous: pointer.release };
}

function applyRollback(releaseRoot, plan, now) {
  if (plan.target !== plan.previous) writePointer(releaseRoot, { release: plan.target, releasedAt: now.toISOString(), history: plan.history });
  return { release: plan.target, previous: plan.previous };
}

/** Moves the pointer to `to`, or to the release that was current before this one. */
export function rollback({ releaseRoot, to, now = new Date() }) {
  return applyRollback(releaseRoot, planRollback(releaseRoot, to), now);
}

/**
 * A rollback as `npm run rollback` makes it: the release it moves to must keep the contracts with
 * the other remotes' current releases, like a new release (docs/releases.md);
 * `force` moves anyway (an emergency, after reading the message).
 */
export async function checkedRollback({ remote, releaseRoot, to, env = process.env, force = false, now = new Date() }) {
  const plan = planRollback(releaseRoot, to);
  const distDir = path.join(releaseRoot, plan.target);
  if (!force && existsSync(path.join(distDir, CONTRACT))) {
    try {
      await checkContract({ remote, distDir, env });
    } catch (error) {
      throw new Error(
        `${error.message.replace(' is not released:', ` is not rolled back to ${plan.target}:`)} (npm run rollback -w ${remote} -- ${plan.target} --force moves anyway)`,
      );
    }
  }
  return applyRollback(releaseRoot, plan, now);
}

/** Keeps the newest `keep` release folders (and always the current one); returns the ids removed. */
export function pruneReleases(releaseRoot, keep = KEEP) {
  const releases = listReleases(releaseRoot);
  const excess = releases.length - keep;
  if (excess <= 0) return [];
  const removed = releases
    .slice(0, excess)
    .filter((r) => !r.current)
    .map((r) => r.release);
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

/** The commit a build of the working tree is released under, and whether the tree has uncommitted changes. */
export function gitState(cwd = root) {
  return { sha: git(['rev-parse', '--short=7', 'HEAD'], cwd), dirty: git(['status', '--porcelain'], cwd) !== '' };
}

/** The files that make a remote's build what it is: the entry names every chunk by its hash. */
const BUILD_IDENTITY = ['remoteEntry.js', MANIFEST, CONTRACT, 'server/index.js'];

/**
 * A digest of a build (a dist/ folder or a release folder): equal digests are the same build.
 * Also the id part of a release made where there is no git history (a container image's build).
 */
export function buildDigest(dir) {
  const hash = createHash('sha256');
  for (const file of BUILD_IDENTITY) {
    if (existsSync(path.join(dir, file)))
      hash
        .update(file)
        .update('\0')
        .update(readFileSync(path.join(dir, file)))
        .update('\0');
  }
  return hash.digest('hex').slice(0, 7);
}

/** Whether the release `current.json` names is this very build. */
export function isCurrentBuild(releaseRoot, distDir) {
  const current = readPointer(releaseRoot)?.release;
  return Boolean(current && existsSync(path.join(releaseRoot, current)) && buildDigest(path.join(releaseRoot, current)) === buildDigest(distDir));
}

/**
 * Releases a remote's build from this working tree (`npm run release`, and the native topology's
 * start, docs/decisions/0111-with-docker-a-volume-per-remote-published-by-the-container.md): its contract and singletons checked, named after the
 * package version and the commit.
 */
export async function releaseFromTree({
  remote,
  packageDir,
  distDir = path.join(packageDir, 'dist'),
  releaseRoot = releaseRootOf(remote),
  env = process.env,
  checkOnly = false,
  log = console.log,
}) {
  const { version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const checked = await checkContract({ remote, distDir, env });
  if (checked.length) log(`${remote}: contract checked against ${checked.join(', ')}`);
  if (checkOnly) {
    checkSingletons({ remote, distDir, provided: shellSingletons() });
    log(`${remote}: the build in ${distDir} can be released (singletons and contracts checked; nothing was written)`);
    return null;
  }
  const { sha, dirty } = gitState(packageDir);
  const result = publishRelease({ releaseRoot, distDir, version, sha, dirty, shellVersions: shellSingletons() });
  log(`${remote}: released ${result.release}${result.previous ? ` (was ${result.previous})` : ''} in ${releaseRoot}`);
  if (dirty) log('  the working tree has uncommitted changes: the release id carries the time');
  if (result.pruned.length) log(`  removed the oldest: ${result.pruned.join(', ')}`);
  return result;
}

/**
 * A remote's container image carries its build as a release (deploy/docker/nginx.Dockerfile), made
 * here while the image is built: `<version>-<RELEASE_SHA>` when the build is given the commit, else
 * `<version>-<build digest>` (the build context holds no git history). The singletons are checked
 * now; the contracts when the container publishes it onto the release volume cannot be (no node
 * there): check them first with `npm run release -w <remote> -- --check` against the running origins.
 */
function imageRelease(packageDir, distDir, releaseRoot) {
  const { name, version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const sha = process.env.RELEASE_SHA || buildDigest(distDir);
  const result = publishRelease({ releaseRoot, distDir, version, sha, shellVersions: shellSingletons() });
  console.log(`${name}: the image carries release ${result.release}`);
}

async function main([command, ...rest]) {
  const force = rest.includes('--force');
  const argument = rest.find((arg) => !arg.startsWith('--'));
  if (command === 'image') return imageRelease(...rest.map((arg) => path.resolve(arg)));
  // npm run -w <remote> runs in the remote's folder.
  const packageDir = process.cwd();
  const { name } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  if (!/^remote-(public|admin|shared)$/.test(name)) throw new Error(`run this through npm run <command> -w <remote>, not in ${packageDir}`);
  const releaseRoot = releaseRootOf(name);
  if (command === 'release') {
    await releaseFromTree({ remote: name, packageDir, releaseRoot, checkOnly: rest.includes('--check') });
  } else if (command === 'rollback') {
    const result = await checkedRollback({ remote: name, releaseRoot, to: argument, force });
    console.log(`${name}: current release is now ${result.release} (was ${result.previous})`);
  } else if (command === 'list') {
    const releases = listReleases(releaseRoot);
    if (!releases.length) console.log(`${name}: no releases in ${releaseRoot}`);
    for (const r of releases.reverse()) console.log(`${r.current ? '*' : ' '} ${r.release}  released ${r.releasedAt}, built ${r.builtAt}`);
  } else {
    throw new Error(
      'usage: node ../scripts/release.mjs release [--check] | rollback [<release>] [--force] | list; node scripts/release.mjs image <package dir> <dist> <release root>',
    );
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
