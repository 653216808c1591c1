// package-lock.json keeps the other platforms' bindings, so `npm ci` works on macOS and Windows
// too (README: Linux or macOS; scripts/prune-lockfile.mjs).
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import test from 'node:test';
import { fileURLToPath } from 'node:url';
import { lockedEntry } from './lib/lockfile.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LOCKFILE = path.join(root, 'package-lock.json');
const lock = JSON.parse(readFileSync(LOCKFILE, 'utf8'));

/** The platforms a developer may install on besides this one: macOS on Apple silicon, Windows on x64. */
const PLATFORMS = [
  { name: 'macOS arm64', binding: /darwin-arm64/ },
  { name: 'Windows x64', binding: /win32-x64/ },
];

/** Every installed package's declared optional dependencies (what its package.json says, not what the lockfile kept). */
function declaredOptional() {
  const rows = [];
  for (const [key, entry] of Object.entries(lock.packages)) {
    if (!key || entry.link) continue;
    const manifest = path.join(root, key, 'package.json');
    if (!existsSync(manifest)) continue; // another platform's package, not installed here
    const names = Object.keys(JSON.parse(readFileSync(manifest, 'utf8')).optionalDependencies ?? {});
    if (names.length) rows.push({ key, entry, names });
  }
  return rows;
}

test('the lockfile holds the macOS arm64 and Windows x64 binding of every package that has one', () => {
  const rows = declaredOptional();
  // Packages known to ship platform bindings: a sanity check that the walk sees them.
  for (const known of ['node_modules/@swc/core', 'node_modules/esbuild']) {
    assert.ok(
      rows.some((row) => row.key === known),
      `${known} is installed with its optional bindings`,
    );
  }
  const lacking = [];
  for (const { key, names } of rows) {
    for (const platform of PLATFORMS) {
      for (const name of names.filter((n) => platform.binding.test(n))) {
        if (!lockedEntry(lock, key, name)) lacking.push(`${key.replace(/^.*node_modules\//, '')}: ${name} (${platform.name})`);
      }
    }
  }
  assert.deepEqual(lacking, [], `package-lock.json lacks these bindings; run npm run lockfile:prune:\n  ${lacking.join('\n  ')}`);
});

test('each lockfile entry names the optional dependencies its package declares', () => {
  const differing = declaredOptional()
    .filter(({ entry, names }) => names.some((name) => !(name in (entry.optionalDependencies ?? {}))))
    .map(({ key, entry, names }) => `${key}: ${names.filter((name) => !(name in (entry.optionalDependencies ?? {}))).join(', ')}`);
  assert.deepEqual(differing, [], `entries without some of their optional dependencies (npm run lockfile:prune restores them):\n  ${differing.join('\n  ')}`);
});
