// The release module (scripts/release.mjs): `npm run test:scripts`, a step of `npm test`.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, test } from 'node:test';
import { spawnSync } from 'node:child_process';
import {
  buildDigest,
  checkContract,
  checkedRollback,
  releaseFromTree,
  checkSingletons,
  contractGaps,
  declaredSingletons,
  isCurrentBuild,
  listReleases,
  pruneReleases,
  publishRelease,
  readPointer,
  releaseIdOf,
  releaseRootOf,
  rollback,
  shellSingletons,
} from './release.mjs';

const made = [];
after(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function fixture() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'release-test-'));
  made.push(dir);
  const distDir = path.join(dir, 'dist');
  mkdirSync(path.join(distDir, 'server'), { recursive: true });
  writeFileSync(path.join(distDir, 'remoteEntry.js'), 'entry 1');
  writeFileSync(path.join(distDir, 'server/index.js'), 'bundle 1');
  return { distDir, releaseRoot: path.join(dir, 'releases/remote-public') };
}

const at = (minute) => new Date(Date.UTC(2026, 10, 22, 18, minute, 0));

test('a release is a folder named <version>-<sha> holding the build, and the pointer names it', () => {
  const { distDir, releaseRoot } = fixture();
  const result = publishRelease({ releaseRoot, distDir, version: '0.1.0', sha: 'abc1234', now: at(0) });
  assert.equal(result.release, '0.1.0-abc1234');
  assert.equal(readFileSync(path.join(releaseRoot, '0.1.0-abc1234/server/index.js'), 'utf8'), 'bundle 1');
  const info = JSON.parse(readFileSync(path.join(releaseRoot, '0.1.0-abc1234/release.json'), 'utf8'));
  assert.equal(info.releasedAt, at(0).toISOString());
  assert.match(info.builtAt, /^\d{4}-\d\d-\d\dT/);
  assert.deepEqual(readPointer(releaseRoot), { release: '0.1.0-abc1234', releasedAt: at(0).toISOString(), history: [] });
});

test('an existing release is never overwritten', () => {
  const { distDir, releaseRoot } = fixture();
  publishRelease({ releaseRoot, distDir, version: '0.1.0', sha: 'abc1234', now: at(0) });
  writeFileSync(path.join(distDir, 'server/index.js'), 'bundle 2');
  assert.throws(() => publishRelease({ releaseRoot, distDir, version: '0.1.0', sha: 'abc1234', now: at(1) }), /never overwritten/);
  assert.equal(readFileSync(path.join(releaseRoot, '0.1.0-abc1234/server/index.js'), 'utf8'), 'bundle 1');
  assert.equal(readPointer(releaseRoot).releasedAt, at(0).toISOString());
});

test('a dirty tree releases under a name carrying the time, beside the clean one', () => {
  const { distDir, releaseRoot } = fixture();
  assert.equal(releaseIdOf({ version: '0.1.0', sha: 'abc1234', dirty: true, now: at(5) }), '0.1.0-abc1234-20261122T180500Z');
  publishRelease({ releaseRoot, distDir, version: '0.1.0', sha: 'abc1234', now: at(0) });
  const dirty = publishRelease({ releaseRoot, distDir, version: '0.1.0', sha: 'abc1234', dirty: true, now: at(5) });
  assert.equal(dirty.previous, '0.1.0-abc1234');
  assert.deepEqual(readPointer(releaseRoot).history, ['0.1.0-abc1234']);
});

test('the pointer moves by rename: no temporary file is left behind', () => {
  const { distDir, releaseRoot } = fixture();
  publishRelease({ releaseRoot, distDir, version: '0.1.0', sha: 'aaaaaaa', now: at(0) });
  publishRelease({ releaseRoot, distDir, version: '0.1.0', sha: 'bbbbbbb', now: at(1) });
  assert.deepEqual(readdirSync(releaseRoot).sort(), ['0.1.0-aaaaaaa', '0.1.0-bbbbbbb', 'current.json']);
});

test('rollback returns to the previous release, step by step, or to a named one', () => {
  const { distDir, releaseRoot } = fixture();
  for (const [i, sha] of ['aaaaaaa', 'bbbbbbb', 'ccccccc'].entries()) publishRelease({ releaseRoot, distDir, version: '0.1.0', sha, now: at(i) });
  assert.deepEqual(rollback({ releaseRoot }), { release: '0.1.0-bbbbbbb', previous: '0.1.0-ccccccc' });
  assert.equal(rollback({ releaseRoot }).release, '0.1.0-aaaaaaa');
  assert.throws(() => rollback({ releaseRoot }), /nothing to roll back to/);
  assert.equal(rollback({ releaseRoot, to: '0.1.0-ccccccc' }).release, '0.1.0-ccccccc');
  assert.equal(rollback({ releaseRoot }).release, '0.1.0-aaaaaaa');
  assert.throws(() => rollback({ releaseRoot, to: '../elsewhere' }), /not a release/);
  assert.throws(() => rollback({ releaseRoot, to: '0.9.9-fffffff' }), /not a release/);
});

test('only the newest 10 releases are kept', () => {
  const { distDir, releaseRoot } = fixture();
  for (let i = 0; i < 12; i += 1) publishRelease({ releaseRoot, distDir, version: '0.1.0', sha: `sha${String(i).padStart(4, '0')}`, now: at(i) });
  const left = listReleases(releaseRoot).map((r) => r.release);
  assert.equal(left.length, 10);
  assert.deepEqual([left[0], left.at(-1)], ['0.1.0-sha0002', '0.1.0-sha0011']);
  // A pruned release leaves the history too, so a rollback never lands on a missing folder.
  assert.deepEqual(readPointer(releaseRoot).history, left.slice(0, -1));
});

test('pruning never removes the current release, even the oldest', () => {
  const { distDir, releaseRoot } = fixture();
  for (let i = 0; i < 10; i += 1) publishRelease({ releaseRoot, distDir, version: '0.1.0', sha: `sha000${i}`, now: at(i) });
  rollback({ releaseRoot, to: '0.1.0-sha0000' });
  assert.deepEqual(pruneReleases(releaseRoot, 5), ['0.1.0-sha0001', '0.1.0-sha0002', '0.1.0-sha0003', '0.1.0-sha0004']);
  assert.equal(listReleases(releaseRoot).find((r) => r.current).release, '0.1.0-sha0000');
  assert.equal(rollback({ releaseRoot }).release, '0.1.0-sha0009');
});

test('listing names every release oldest first and marks the current one', () => {
  const { distDir, releaseRoot } = fixture();
  assert.deepEqual(listReleases(releaseRoot), []);
  publishRelease({ releaseRoot, distDir, version: '0.1.0', sha: 'bbbbbbb', now: at(0) });
  publishRelease({ releaseRoot, distDir, version: '0.1.0', sha: 'aaaaaaa', now: at(1) });
  rollback({ releaseRoot });
  assert.deepEqual(
    listReleases(releaseRoot).map((r) => [r.release, r.current]),
    [
      ['0.1.0-bbbbbbb', true],
      ['0.1.0-aaaaaaa', false],
    ],
  );
});

test('the release root is RELEASE_ROOT/<remote>, else releases/<remote> in the repository', () => {
  assert.equal(releaseRootOf('remote-admin', { RELEASE_ROOT: '/srv/releases' }), '/srv/releases/remote-admin');
  assert.equal(releaseRootOf('remote-admin', {}), path.resolve(import.meta.dirname, '../releases/remote-admin'));
});

/** A build's manifest as webpack's federation plugin writes it, with the singletons at these versions. */
function writeManifest(distDir, versions) {
  const shared = Object.entries(versions).map(([name, version]) => ({
    id: `remote_public:${name}`,
    name,
    version,
    singleton: true,
    requiredVersion: version,
    assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
  }));
  writeFileSync(path.join(distDir, 'mf-manifest.json'), JSON.stringify({ id: 'remote_public', name: 'remote_public', shared, exposes: [], remotes: [] }));
}

const SHELL = { react: '19.3.1', 'react-dom': '19.3.1', 'react-router-dom': '7.18.5', 'react-redux': '9.3.1', '@reduxjs/toolkit': '2.14.0' };

test("a build against the shell's singleton versions is released, and its release.json records them", () => {
  const { distDir, releaseRoot } = fixture();
  writeManifest(distDir, { react: '19.3.1', 'react-router-dom': '7.18.5', immer: '11.2.10' });
  publishRelease({ releaseRoot, distDir, version: '0.1.0', sha: 'abc1234', now: at(0), shellVersions: SHELL });
  const info = JSON.parse(readFileSync(path.join(releaseRoot, '0.1.0-abc1234/release.json'), 'utf8'));
  // Only the guarded singletons are judged and recorded (immer follows from the lockfile).
  assert.deepEqual(info.singletons, { react: '19.3.1', 'react-router-dom': '7.18.5' });
});

test('a build against another React or router than the shell provides is refused, naming each, and nothing is written', () => {
  const { distDir, releaseRoot } = fixture();
  writeManifest(distDir, { react: '18.3.1', 'react-dom': '19.3.1', 'react-router-dom': '6.30.0', '@reduxjs/toolkit': '^2.14.0' });
  assert.throws(
    () => publishRelease({ releaseRoot, distDir, version: '0.1.0', sha: 'abc1234', now: at(0), shellVersions: SHELL }),
    (error) => {
      assert.match(
        error.message,
        /^remote-public is not released: it was built against react 18\.3\.1 \(the shell provides 19\.3\.1\), react-router-dom 6\.30\.0 \(the shell provides 7\.18\.5\)\./,
      );
      // A caret on the same version is the same version.
      assert.doesNotMatch(error.message, /toolkit/);
      return true;
    },
  );
  assert.equal(readPointer(releaseRoot), null);
  assert.deepEqual(listReleases(releaseRoot), []);
});

test('a build without a manifest cannot be checked and is refused', () => {
  const { distDir, releaseRoot } = fixture();
  assert.throws(() => publishRelease({ releaseRoot, distDir, version: '0.1.0', sha: 'abc1234', shellVersions: SHELL }), /no readable mf-manifest\.json/);
});

test("the shell's version map is the root package.json, and the real builds (when built) match it", () => {
  const rootDir = path.resolve(import.meta.dirname, '..');
  const map = shellSingletons(rootDir);
  const { dependencies } = JSON.parse(readFileSync(path.join(rootDir, 'package.json'), 'utf8'));
  assert.equal(map.react, dependencies.react);
  assert.equal(map['@reduxjs/toolkit'], dependencies['@reduxjs/toolkit']);
  assert.equal(map['react-toastify'], undefined);
  for (const remote of ['remote-shared', 'remote-public', 'remote-admin']) {
    const distDir = path.join(rootDir, remote, 'dist');
    if (!existsSync(path.join(distDir, 'mf-manifest.json'))) continue;
    assert.ok(Object.keys(declaredSingletons(distDir)).includes('react'), `${remote} declares react`);
    checkSingletons({ remote, distDir, provided: map });
  }
});

/** A build folder holding only a contract, as the contract plugin writes it. */
function contractBuild(dir, name, body) {
  const distDir = path.join(dir, `${name}-dist-${Math.random().toString(36).slice(2)}`);
  mkdirSync(distDir, { recursive: true });
  writeFileSync(path.join(distDir, 'remoteEntry.js'), 'entry');
  writeFileSync(path.join(distDir, 'contract.json'), JSON.stringify({ name, version: '0.1.0', api: '^0.1.0', exposes: {}, needs: {}, ...body }));
  return distDir;
}

function contractFixture() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'contract-test-'));
  made.push(dir);
  const env = { RELEASE_ROOT: path.join(dir, 'releases') };
  const releaseShared = (exposes, sha) =>
    publishRelease({ releaseRoot: path.join(dir, 'releases/remote-shared'), distDir: contractBuild(dir, 'remote_shared', { exposes }), version: '0.1.0', sha });
  const releaseConsumer = (remote, needs, sha) =>
    publishRelease({
      releaseRoot: path.join(dir, `releases/${remote}`),
      distDir: contractBuild(dir, remote, { needs: { remote_shared: needs } }),
      version: '0.1.0',
      sha,
    });
  return { dir, env, releaseShared, releaseConsumer };
}

const SHARED_EXPOSES = { './ui': ['Badge', 'Button', 'Icon'], './api': ['api', 'useGetUsersQuery'] };

test('contract gaps name the module or the export a consumer needs and remote-shared lacks', () => {
  assert.deepEqual(contractGaps({ remote_shared: { './ui': ['Button', 'Tooltip'], './seo': ['*'] } }, SHARED_EXPOSES), [
    { module: 'remote_shared/ui', name: 'Tooltip' },
    { module: 'remote_shared/seo', name: null },
  ]);
  assert.deepEqual(contractGaps({ remote_shared: { './ui': ['*'] } }, SHARED_EXPOSES), []);
  assert.deepEqual(contractGaps({}, SHARED_EXPOSES), []);
});

test('a remote whose needs the released remote-shared meets is accepted; one needing a missing export is refused, naming it', async () => {
  const { dir, env, releaseShared } = contractFixture();
  releaseShared(SHARED_EXPOSES, 'aaaaaaa');
  const fine = contractBuild(dir, 'remote_admin', { needs: { remote_shared: { './ui': ['Button', 'Icon'], './api': ['api'] } } });
  assert.deepEqual(await checkContract({ remote: 'remote-admin', distDir: fine, env }), ['remote-shared 0.1.0-aaaaaaa']);
  const needy = contractBuild(dir, 'remote_admin', { needs: { remote_shared: { './ui': ['Button', 'Tooltip'], './upload': ['uploadImage'] } } });
  await assert.rejects(checkContract({ remote: 'remote-admin', distDir: needy, env }), {
    message:
      'remote-admin is not released: it needs Tooltip from remote_shared/ui, the module remote_shared/upload, which remote-shared 0.1.0-aaaaaaa does not export. Release a remote-shared that provides them first.',
  });
});

test('a remote-shared release that removes an export a released remote uses is refused; keeping it is accepted', async () => {
  const { dir, env, releaseShared, releaseConsumer } = contractFixture();
  releaseShared(SHARED_EXPOSES, 'aaaaaaa');
  releaseConsumer('remote-admin', { './ui': ['Icon'] }, 'bbbbbbb');
  releaseConsumer('remote-public', { './ui': ['Button'], './api': ['api'] }, 'ccccccc');
  const withoutIcon = contractBuild(dir, 'remote_shared', { exposes: { './ui': ['Badge', 'Button'], './api': ['api'] } });
  await assert.rejects(
    checkContract({ remote: 'remote-shared', distDir: withoutIcon, env }),
    /^Error: remote-shared is not released: it no longer provides what released remotes use: remote-admin 0\.1\.0-bbbbbbb uses Icon from remote_shared\/ui\./,
  );
  const withMore = contractBuild(dir, 'remote_shared', { exposes: { './ui': ['Badge', 'Button', 'Icon', 'Tooltip'], './api': ['api'] } });
  assert.deepEqual(await checkContract({ remote: 'remote-shared', distDir: withMore, env }), ['remote-public 0.1.0-ccccccc', 'remote-admin 0.1.0-bbbbbbb']);
});

test("the released remote-shared is read over http when REMOTE_SHARED_URL names an origin's current.json", async () => {
  const { dir, releaseShared } = contractFixture();
  releaseShared(SHARED_EXPOSES, 'aaaaaaa');
  const served = path.join(dir, 'releases/remote-shared');
  const server = http.createServer((request, response) => {
    try {
      response.end(readFileSync(path.join(served, decodeURIComponent(new URL(request.url, 'http://x').pathname))));
    } catch {
      response.statusCode = 404;
      response.end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const env = { RELEASE_ROOT: path.join(dir, 'elsewhere'), REMOTE_SHARED_URL: `http://127.0.0.1:${server.address().port}/current.json` };
    const needy = contractBuild(dir, 'remote_public', { needs: { remote_shared: { './ui': ['Tooltip'] } } });
    await assert.rejects(
      checkContract({ remote: 'remote-public', distDir: needy, env }),
      /needs Tooltip from remote_shared\/ui, which remote-shared 0\.1\.0-aaaaaaa does not export/,
    );
  } finally {
    server.close();
  }
});

test("the real builds (when built) state their contracts, and remote-shared meets the others' needs", () => {
  const rootDir = path.resolve(import.meta.dirname, '..');
  const contractOf = (remote) => {
    const file = path.join(rootDir, remote, 'dist/contract.json');
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
  };
  const shared = contractOf('remote-shared');
  if (!shared) return;
  assert.ok(shared.exposes['./ui'].includes('Button'));
  for (const remote of ['remote-public', 'remote-admin']) {
    const contract = contractOf(remote);
    if (!contract) continue;
    assert.ok(Object.keys(contract.needs.remote_shared).length > 0, `${remote} needs remote_shared`);
    assert.deepEqual(contractGaps(contract.needs, shared.exposes), [], remote);
  }
});

test('a rollback of remote-shared to a release lacking what a released remote uses is refused, unless forced', async () => {
  const { env, releaseShared, releaseConsumer, dir } = contractFixture();
  const sharedRoot = path.join(dir, 'releases/remote-shared');
  releaseShared({ './ui': ['Button'] }, 'aaaaaaa');
  releaseShared({ './ui': ['Button', 'Icon'] }, 'bbbbbbb');
  releaseConsumer('remote-admin', { './ui': ['Icon'] }, 'ccccccc');
  await assert.rejects(checkedRollback({ remote: 'remote-shared', releaseRoot: sharedRoot, env }), {
    message:
      /^remote-shared is not rolled back to 0\.1\.0-aaaaaaa: it no longer provides what released remotes use: remote-admin 0\.1\.0-ccccccc uses Icon from remote_shared\/ui\..*--force moves anyway\)$/,
  });
  assert.equal(readPointer(sharedRoot).release, '0.1.0-bbbbbbb');
  assert.deepEqual(await checkedRollback({ remote: 'remote-shared', releaseRoot: sharedRoot, env, force: true }), {
    release: '0.1.0-aaaaaaa',
    previous: '0.1.0-bbbbbbb',
  });
  // Back to the newer one: nothing is broken, so no force is needed.
  assert.equal((await checkedRollback({ remote: 'remote-shared', releaseRoot: sharedRoot, to: '0.1.0-bbbbbbb', env })).release, '0.1.0-bbbbbbb');
});

test('a build is recognised by its digest: the current release of the same build is that build, another build is not', () => {
  const { distDir, releaseRoot } = fixture();
  assert.equal(isCurrentBuild(releaseRoot, distDir), false);
  publishRelease({ releaseRoot, distDir, version: '0.1.0', sha: 'abc1234', now: at(0) });
  assert.equal(isCurrentBuild(releaseRoot, distDir), true);
  assert.equal(buildDigest(path.join(releaseRoot, '0.1.0-abc1234')), buildDigest(distDir));
  writeFileSync(path.join(distDir, 'server/index.js'), 'bundle 2');
  assert.equal(isCurrentBuild(releaseRoot, distDir), false);
});

// The containers' form of a release (deploy/nginx/remote-release.sh, no node there) and this module
// must read each other's folders and pointer.
const script = fileURLToPath(new URL('../deploy/nginx/remote-release.sh', import.meta.url));
function container(releaseRoot, image, ...args) {
  const result = spawnSync('sh', [script, ...args], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH, NGINX_ROOT: releaseRoot, RELEASE_IMAGE_DIR: image, RELEASE_KEEP: '3' },
  });
  return { ok: result.status === 0, out: result.stdout, err: result.stderr };
}
/** What a remote's image carries: its build made into a release by `release.mjs image`. */
function imageOf(distDir, sha, minute) {
  const image = path.join(path.dirname(distDir), `image-${sha}`);
  publishRelease({ releaseRoot: image, distDir, version: '0.1.0', sha, now: at(minute) });
  return image;
}

test("a container publishes its image's release on the volume beside the ones release.mjs made, and moves the pointer; a restart changes nothing", () => {
  const { distDir, releaseRoot } = fixture();
  publishRelease({ releaseRoot, distDir, version: '0.1.0', sha: 'aaaaaaa', now: at(0) });
  const image = imageOf(distDir, 'bbbbbbb', 1);
  const first = container(releaseRoot, image);
  assert.ok(first.ok, first.err);
  assert.match(first.out, /current release is now 0\.1\.0-bbbbbbb \(was 0\.1\.0-aaaaaaa\)/);
  assert.equal(readPointer(releaseRoot).release, '0.1.0-bbbbbbb');
  assert.deepEqual(readPointer(releaseRoot).history, ['0.1.0-aaaaaaa']);
  assert.equal(readFileSync(path.join(releaseRoot, '0.1.0-bbbbbbb/server/index.js'), 'utf8'), 'bundle 1');
  // Released when it joined the volume, not when the image was built.
  assert.notEqual(JSON.parse(readFileSync(path.join(releaseRoot, '0.1.0-bbbbbbb/release.json'), 'utf8')).releasedAt, at(1).toISOString());
  const again = container(releaseRoot, image);
  assert.ok(again.ok, again.err);
  assert.deepEqual(readPointer(releaseRoot).history, ['0.1.0-aaaaaaa']);
  assert.deepEqual(readdirSync(releaseRoot).sort(), ['0.1.0-aaaaaaa', '0.1.0-bbbbbbb', 'current.json']);
  assert.deepEqual(
    listReleases(releaseRoot).map((r) => [r.release, r.current]),
    [
      ['0.1.0-aaaaaaa', false],
      ['0.1.0-bbbbbbb', true],
    ],
  );
});

test('rollbacks made in the container and by release.mjs follow the same history', () => {
  const { distDir, releaseRoot } = fixture();
  publishRelease({ releaseRoot, distDir, version: '0.1.0', sha: 'aaaaaaa', now: at(0) });
  assert.ok(container(releaseRoot, imageOf(distDir, 'bbbbbbb', 1)).ok);
  const back = container(releaseRoot, null, 'rollback');
  assert.ok(back.ok, back.err);
  assert.deepEqual(readPointer(releaseRoot), { ...readPointer(releaseRoot), release: '0.1.0-aaaaaaa', history: [] });
  assert.equal(rollback({ releaseRoot, to: '0.1.0-bbbbbbb', now: at(5) }).release, '0.1.0-bbbbbbb');
  assert.match(container(releaseRoot, null, 'list').out, /^\* 0\.1\.0-bbbbbbb {2}released /m);
  assert.ok(container(releaseRoot, null, 'rollback').ok);
  assert.equal(readPointer(releaseRoot).release, '0.1.0-aaaaaaa');
  const named = container(releaseRoot, null, 'rollback', '0.1.0-bbbbbbb');
  assert.ok(named.ok, named.err);
  assert.deepEqual(readPointer(releaseRoot).history, ['0.1.0-aaaaaaa']);
  const unknown = container(releaseRoot, null, 'rollback', '../etc');
  assert.equal(unknown.ok, false);
  assert.match(unknown.err, /\.\.\/etc is not a release/);
  // Redeploying the older image moves the pointer back to its release, which is on the volume already.
  assert.ok(container(releaseRoot, imageOf(distDir, 'aaaaaaa', 0)).ok);
  assert.equal(readPointer(releaseRoot).release, '0.1.0-aaaaaaa');
  assert.deepEqual(readPointer(releaseRoot).history, ['0.1.0-aaaaaaa', '0.1.0-bbbbbbb']);
});

test('a container keeps the newest releases (RELEASE_KEEP, 10 unless set) and drops the removed ones from the history', () => {
  const { distDir, releaseRoot } = fixture();
  for (const [minute, sha] of ['aaaaaaa', 'bbbbbbb', 'ccccccc'].entries()) publishRelease({ releaseRoot, distDir, version: '0.1.0', sha, now: at(minute) });
  const result = container(releaseRoot, imageOf(distDir, 'ddddddd', 10));
  assert.ok(result.ok, result.err);
  assert.match(result.out, /removed the oldest: 0\.1\.0-aaaaaaa/);
  assert.deepEqual(
    listReleases(releaseRoot).map((r) => r.release),
    ['0.1.0-bbbbbbb', '0.1.0-ccccccc', '0.1.0-ddddddd'],
  );
  assert.deepEqual(readPointer(releaseRoot).history, ['0.1.0-bbbbbbb', '0.1.0-ccccccc']);
});

// The pointer has one form (federation/release-pointer.js): the container's script reads
// exactly the texts release.mjs reads, the same release and history, and writes the same bytes.
const T = '2026-11-22T18:00:00.000Z';
const POINTER_TEXTS = [
  // [what, text, the release and history both read, or null when both refuse it]
  ['one line, as written', `{"release":"0.1.0-bbbbbbb","releasedAt":"${T}","history":["0.1.0-aaaaaaa"]}\n`, ['0.1.0-bbbbbbb', ['0.1.0-aaaaaaa']]],
  [
    'pretty-printed, as release.mjs wrote it before',
    JSON.stringify({ release: '0.1.0-bbbbbbb', releasedAt: T, history: ['0.1.0-aaaaaaa'] }, null, 2),
    ['0.1.0-bbbbbbb', ['0.1.0-aaaaaaa']],
  ],
  [
    'as the container wrote it before',
    `{\n  "release": "0.1.0-bbbbbbb",\n  "releasedAt": "2026-11-22T18:00:00Z",\n  "history": ["0.1.0-aaaaaaa", "0.1.0-ccccccc"]\n}\n`,
    ['0.1.0-bbbbbbb', ['0.1.0-aaaaaaa', '0.1.0-ccccccc']],
  ],
  ['no history yet', `{"release":"0.1.0-bbbbbbb","releasedAt":"${T}","history":[]}`, ['0.1.0-bbbbbbb', []]],
  // sed over the flattened text read the last "release" it found: 0.1.0-aaaaaaa here.
  ['a nested object naming another release', `{"release":"0.1.0-bbbbbbb","releasedAt":"${T}","history":[],"previous":{"release":"0.1.0-aaaaaaa"}}`, null],
  ['a key repeated', `{"release":"0.1.0-bbbbbbb","releasedAt":"${T}","history":[],"release":"0.1.0-aaaaaaa"}`, null],
  ['the keys in another order', `{"releasedAt":"${T}","release":"0.1.0-bbbbbbb","history":[]}`, null],
  ['no history key', `{"release":"0.1.0-bbbbbbb","releasedAt":"${T}"}`, null],
  ['an escape in a value', `{"release":"0.1.0-\\u0062bbbbbb","releasedAt":"${T}","history":[]}`, null],
  ['whitespace in a value', `{"release":"0.1.0- bbbbbbb","releasedAt":"${T}","history":[]}`, null],
  ['a line break in a value', `{"release":"0.1.0-\nbbbbbbb","releasedAt":"${T}","history":[]}`, null],
  ['a release that is not an id', `{"release":"../etc","releasedAt":"${T}","history":[]}`, null],
  ['a time that is not UTC', `{"release":"0.1.0-bbbbbbb","releasedAt":"2026-11-22 18:00","history":[]}`, null],
  ['half a file', `{"release":"0.1.0-bbbbbbb","releasedAt":"${T}","hist`, null],
];

test('release.mjs and the container read the same pointers alike and refuse the same others', () => {
  for (const [what, text, expected] of POINTER_TEXTS) {
    const { distDir, releaseRoot } = fixture();
    for (const id of ['0.1.0-aaaaaaa', '0.1.0-bbbbbbb', '0.1.0-ccccccc']) mkdirSync(path.join(releaseRoot, id), { recursive: true });
    writeFileSync(path.join(releaseRoot, 'current.json'), text);
    const listed = container(releaseRoot, distDir, 'list');
    if (!expected) {
      assert.throws(() => readPointer(releaseRoot), /is not a release pointer/, what);
      assert.equal(listed.ok, false, `${what}: the container read ${listed.out}`);
      assert.match(listed.err, /is not a release pointer/, what);
      continue;
    }
    const [release, history] = expected;
    assert.deepEqual([readPointer(releaseRoot).release, readPointer(releaseRoot).history], [release, history], what);
    assert.ok(listed.ok, `${what}: ${listed.err}`);
    assert.match(listed.out, new RegExp(`^\\* ${release.replaceAll('.', '\\.')} `, 'm'), what);
    if (!history.length) continue;
    // The container's rollback steps back through the same history and writes what formatPointer writes.
    const back = container(releaseRoot, distDir, 'rollback');
    assert.ok(back.ok, `${what}: ${back.err}`);
    const written = readFileSync(path.join(releaseRoot, 'current.json'), 'utf8');
    assert.equal(readPointer(releaseRoot).release, history.at(-1), what);
    assert.equal(written, `${JSON.stringify(readPointer(releaseRoot))}\n`, what);
  }
});

test('release.mjs writes the pointer on one line, in the one form', () => {
  const { distDir, releaseRoot } = fixture();
  publishRelease({ releaseRoot, distDir, version: '0.1.0', sha: 'aaaaaaa', now: at(0) });
  writeFileSync(path.join(distDir, 'server/index.js'), 'bundle 2');
  publishRelease({ releaseRoot, distDir, version: '0.1.0', sha: 'bbbbbbb', now: at(1) });
  assert.equal(
    readFileSync(path.join(releaseRoot, 'current.json'), 'utf8'),
    `{"release":"0.1.0-bbbbbbb","releasedAt":"${at(1).toISOString()}","history":["0.1.0-aaaaaaa"]}\n`,
  );
});

test('a container refuses an unwritable release volume or an image without a release, saying which', () => {
  const { distDir, releaseRoot } = fixture();
  const noImage = container(releaseRoot, path.join(path.dirname(distDir), 'none'));
  assert.equal(noImage.ok, false);
  assert.match(noImage.err, /is not a folder this user|holds no release/);
  mkdirSync(releaseRoot, { recursive: true });
  assert.match(container(releaseRoot, path.join(path.dirname(distDir), 'none')).err, /holds no release/);
});

test('npm run release -- --check judges a build against what is released (contracts, singletons) and writes nothing', async () => {
  const { dir, env, releaseShared } = contractFixture();
  releaseShared(SHARED_EXPOSES, 'aaaaaaa');
  const root = path.join(dir, 'releases/remote-admin');
  const packageDir = path.resolve(import.meta.dirname, '../remote-admin');
  const lines = [];
  const fine = contractBuild(dir, 'remote_admin', { needs: { remote_shared: { './ui': ['Button'] } } });
  writeManifest(fine, shellSingletons(path.resolve(import.meta.dirname, '..')));
  assert.equal(
    await releaseFromTree({ remote: 'remote-admin', packageDir, distDir: fine, releaseRoot: root, env, checkOnly: true, log: (line) => lines.push(line) }),
    null,
  );
  assert.match(lines.join('\n'), /can be released \(singletons and contracts checked; nothing was written\)/);
  const needy = contractBuild(dir, 'remote_admin', { needs: { remote_shared: { './ui': ['Tooltip'] } } });
  writeManifest(needy, shellSingletons(path.resolve(import.meta.dirname, '..')));
  await assert.rejects(
    releaseFromTree({ remote: 'remote-admin', packageDir, distDir: needy, releaseRoot: root, env, checkOnly: true, log: () => {} }),
    /it needs Tooltip from remote_shared\/ui/,
  );
  const old = contractBuild(dir, 'remote_admin', {});
  writeManifest(old, { react: '18.3.1' });
  await assert.rejects(
    releaseFromTree({ remote: 'remote-admin', packageDir, distDir: old, releaseRoot: root, env, checkOnly: true, log: () => {} }),
    /built against react 18\.3\.1/,
  );
  assert.equal(existsSync(root), false);
});
