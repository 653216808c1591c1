#!/usr/bin/env node
// Types across remotes (docs/decisions/0112-types-ship-with-remote-shareds-releases-as-declaration.md):
//   node scripts/remote-types.mjs emit     remote-shared's build: its declaration files, packed into dist/types.json
//                                          (copied into every release with the rest of dist/)
//   node scripts/remote-types.mjs          before a consumer's typecheck: the *released* remote-shared's
//                                          types (through its current.json, as npm run release finds it), else
//                                          the ones of remote-shared/src, into .remote-types/remote_shared/
// The consumers (shell, remote-public, remote-admin) type-check with tsconfig.released.json, which maps
// `remote_shared/*` to .remote-types/remote_shared/* and nothing else: a module or a name the released
// remote-shared does not export fails their `npm run typecheck`.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** What remote-shared's build writes beside remoteEntry.js. */
export const TYPES_FILE = 'types.json';
/** Where the consumers' tsconfig.released.json looks (git-ignored). */
export const TYPES_DIR = path.join(root, '.remote-types');
const CONTAINER = 'remote_shared';

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
}

/**
 * The repository's packages remote-shared depends on (its package.json `dependencies` that are
 * folders beside it, such as contracts/): their source is compiled into remote-shared's build, so
 * their declarations ship with its types.
 */
function workspaceDependencies(sharedDir) {
  const { dependencies = {} } = JSON.parse(readFileSync(path.join(sharedDir, 'package.json'), 'utf8'));
  return Object.keys(dependencies)
    .map((name) => ({ name, dir: path.join(path.dirname(sharedDir), name) }))
    .filter(({ name, dir }) => existsSync(path.join(dir, 'package.json')) && JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).name === name);
}

/** A package's `exports` with each TypeScript target named by its declaration file instead. */
const declaredExports = (exports) =>
  Object.fromEntries(Object.entries(exports ?? {}).map(([key, target]) => [key, typeof target === 'string' ? target.replace(/\.tsx?$/, '.d.ts') : target]));

/**
 * remote-shared's declaration files, from `sharedDir` (a copy in the tests), as one JSON document:
 * `exposes` maps each exposed module to its declaration file (a path under src/, or
 * `../node_modules/<package>/…` for an expose that is a file of such a package), `files` holds them by
 * path under src/, and `packages` the declarations of the repository's packages its source imports by
 * name (contracts/: `remote_shared/schemas` and `remote_shared/content` are its entry files), by package name.
 */
export function emitTypes(sharedDir = path.join(root, 'remote-shared')) {
  const out = mkdtempSync(path.join(os.tmpdir(), 'remote-shared-types-'));
  try {
    const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
    const result = spawnSync(process.execPath, [tsc, '-p', path.join(sharedDir, 'tsconfig.types.json'), '--outDir', out], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`remote-shared's declarations could not be written:\n${result.stdout}${result.stderr}`);
    // rootDir is the repository (src imports ../tools/types), so src's declarations land under <package>/src.
    const filesUnder = (dir) =>
      existsSync(dir)
        ? Object.fromEntries(
            walk(dir)
              .sort()
              .map((file) => [path.relative(dir, file).split(path.sep).join('/'), readFileSync(file, 'utf8')]),
          )
        : {};
    const files = filesUnder(path.join(out, path.basename(sharedDir), 'src'));
    const packages = {};
    const dependencies = workspaceDependencies(sharedDir);
    for (const { name, dir } of dependencies) {
      const packageFiles = filesUnder(path.join(out, path.basename(dir)));
      if (!Object.keys(packageFiles).length) continue;
      packages[name] = { exports: declaredExports(JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).exports), files: packageFiles };
    }
    const { exposes } = createRequire(import.meta.url)(path.join(sharedDir, 'module-federation.config.js'));
    const declared = Object.fromEntries(
      Object.entries(exposes).map(([name, file]) => {
        const source = path.resolve(sharedDir, file);
        // An expose that is a file of one of those packages (./schemas is contracts/src/index.ts) is
        // declared by that package's declarations, written as node_modules/<package>/ beside src/.
        const owner = dependencies.find(({ dir }) => source.startsWith(`${dir}${path.sep}`));
        const declarationIn = (dir) =>
          path
            .relative(dir, source)
            .split(path.sep)
            .join('/')
            .replace(/\.tsx?$/, '.d.ts');
        const inPackage = owner && declarationIn(owner.dir);
        const found = owner ? packages[owner.name]?.files[inPackage] : files[declarationIn(path.join(sharedDir, 'src'))];
        if (found === undefined) throw new Error(`${name} (${file}) has no declaration file`);
        return [name, owner ? `../node_modules/${owner.name}/${inPackage}` : declarationIn(path.join(sharedDir, 'src'))];
      }),
    );
    const { version } = JSON.parse(readFileSync(path.join(sharedDir, 'package.json'), 'utf8'));
    return { name: CONTAINER, version, exposes: declared, files, packages };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/**
 * Writes `types` as a module tree under `dir`: src/… as declared, and one `<exposed>.d.ts` per
 * exposed module re-exporting it, so `remote_shared/ui/core` resolves to `ui/core.d.ts` and a module
 * that is not exposed does not resolve at all.
 */
export function writeTypeTree(types, dir) {
  const write = (base, file, text) => {
    if (file.split('/').includes('..') || path.isAbsolute(file)) throw new Error(`${file} is not a path inside the types`);
    mkdirSync(path.dirname(path.join(base, file)), { recursive: true });
    writeFileSync(path.join(base, file), text);
  };
  for (const [file, text] of Object.entries(types.files)) write(path.join(dir, 'src'), file, text);
  // The repository's packages it imports by name, where a declaration's import of them finds them
  // first (node_modules/<name> beside src/), so they are the released ones too.
  for (const [name, { exports, files }] of Object.entries(types.packages ?? {})) {
    if (!/^[a-z][a-z0-9-]*$/.test(name)) throw new Error(`${name} is not a package name of the repository`);
    const base = path.join(dir, 'node_modules', name);
    for (const [file, text] of Object.entries(files)) write(base, file, text);
    write(base, 'package.json', `${JSON.stringify({ name, exports }, null, 2)}\n`);
  }
  for (const [name, declaration] of Object.entries(types.exposes)) {
    const stub = path.join(dir, `${name.replace(/^\.\//, '')}.d.ts`);
    mkdirSync(path.dirname(stub), { recursive: true });
    const target = path
      .relative(path.dirname(stub), path.join(dir, 'src', declaration.replace(/\.d\.ts$/, '')))
      .split(path.sep)
      .join('/');
    writeFileSync(stub, `export * from '${target.startsWith('.') ? target : `./${target}`}';\n`);
  }
}

/** A digest of what remote-shared's declarations are made from, to emit them once per source. */
function sourceDigest(sharedDir) {
  const hash = createHash('sha256');
  const inputs = [
    ...[sharedDir, ...workspaceDependencies(sharedDir).map(({ dir }) => dir)].flatMap((dir) =>
      existsSync(path.join(dir, 'src')) ? walk(path.join(dir, 'src')).filter((file) => !/\.test\.tsx?$/.test(file)) : [],
    ),
    ...walk(path.join(root, 'tools/types')),
    path.join(sharedDir, 'tsconfig.types.json'),
    path.join(sharedDir, 'tsconfig.build.json'),
    path.join(sharedDir, 'module-federation.config.js'),
    path.join(root, 'tsconfig.base.json'),
  ].sort();
  for (const file of inputs) hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  hash.update(JSON.parse(readFileSync(createRequire(import.meta.url).resolve('typescript/package.json'), 'utf8')).version);
  return hash.digest('hex').slice(0, 16);
}

/**
 * Where the released remote-shared's types are: its pointer (REMOTE_SHARED_URL naming a
 * current.json, else $RELEASE_ROOT/remote-shared/current.json, as `npm run release` reads it) and
 * that release's types.json. Null when nothing is released; throws when the pointer is unreadable.
 */
export async function releasedTypes(env = process.env) {
  // Imported when needed: `emit` (remote-shared's build) needs nothing of the release module.
  const { pointerOf, releasedFile } = await import('./release.mjs');
  const pointer = pointerOf('remote-shared', env);
  const released = await releasedFile(pointer, TYPES_FILE);
  return released && { release: released.release, pointer, types: released.text === null ? null : JSON.parse(released.text) };
}

/** Replaces a symbolic link in one step, so a typecheck running meanwhile sees the old tree or the new one. */
function pointLink(link, target) {
  const temporary = `${link}.${process.pid}.${Date.now()}`;
  symlinkSync(target, temporary);
  renameSync(temporary, link);
}

/**
 * Puts the types a consumer checks against into `dir`/remote_shared (a link to a tree named by
 * their origin, written once). Returns where they came from, for the one line it prints.
 */
export async function syncTypes({ env = process.env, dir = TYPES_DIR, sharedDir = path.join(root, 'remote-shared') } = {}) {
  mkdirSync(dir, { recursive: true });
  const released = await releasedTypes(env);
  let key;
  let from;
  let types = null;
  if (released?.types) {
    key = `release-${released.release}`;
    from = `remote-shared ${released.release} (${released.pointer})`;
    types = released.types;
  } else {
    key = `source-${sourceDigest(sharedDir)}`;
    from = released
      ? `remote-shared/src: the released remote-shared ${released.release} ships no ${TYPES_FILE} (released before types were), so the source stands in`
      : 'remote-shared/src (remote-shared has no release)';
  }
  const tree = path.join(dir, key);
  if (!existsSync(tree)) {
    const incoming = mkdtempSync(path.join(dir, '.incoming-'));
    writeTypeTree(types ?? emitTypes(sharedDir), path.join(incoming, CONTAINER));
    try {
      renameSync(incoming, tree);
    } catch (error) {
      // Another typecheck wrote the same tree meanwhile: the same content, keep theirs.
      rmSync(incoming, { recursive: true, force: true });
      if (!existsSync(tree)) throw error;
    }
  }
  pointLink(path.join(dir, CONTAINER), path.join(key, CONTAINER));
  // Trees other than this one older than a day are from earlier releases or sources.
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (name !== key && name !== CONTAINER && /^(release|source)-/.test(name) && Date.now() - statSync(full).mtimeMs > 86_400_000)
      rmSync(full, { recursive: true, force: true });
  }
  return from;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [command] = process.argv.slice(2);
  const work =
    command === 'emit'
      ? async () => {
          // npm run build -w remote-shared runs in remote-shared/.
          const types = emitTypes(path.join(root, 'remote-shared'));
          writeFileSync(path.join(root, 'remote-shared/dist', TYPES_FILE), JSON.stringify(types));
          console.log(`remote-shared: ${Object.keys(types.files).length} declaration files in dist/${TYPES_FILE}`);
        }
      : async () => console.log(`remote_shared types: ${await syncTypes()}`);
  work().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
