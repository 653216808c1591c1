// The release module (scripts/release.mjs): `npm run test:scripts`, a step of `npm test`.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { listReleases, pruneReleases, publishRelease, readPointer, releaseIdOf, releaseRootOf, rollback } from './release.mjs';

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
