#!/usr/bin/env node
// `npm run lockfile:prune`, after changing dependencies (`npm install <pkg>@<version>` first): keeps
// package-lock.json's optional dependencies whole, so `npm ci` works on every platform the
// registry serves binaries for (macOS and Windows too; docs/architecture.md, "Changing dependencies").
//
// 1. Each entry's optional dependencies become those its installed package declares again (an
//    earlier version of this script dropped every other platform's binding).
// 2. `npm install --package-lock-only` adds the ones the lockfile has no entry for (npm records
//    every platform's optional packages; it skips one the registry does not serve).
// 3. What still has no entry, the registry does not serve: it is dropped, since `npm ci` refuses a
//    lockfile naming an optional dependency it cannot find.
// scripts/lockfile.test.mjs checks the result.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lockedEntry } from './lib/lockfile.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const file = path.join(root, 'package-lock.json');
const read = () => JSON.parse(readFileSync(file, 'utf8'));
const write = (lock) => writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);

const lock = read();
let restored = 0;
let missing = 0;
for (const [key, entry] of Object.entries(lock.packages)) {
  if (!key || entry.link) continue;
  const manifest = path.join(root, key, 'package.json');
  // A package not installed here (another platform's) keeps what the lockfile says.
  if (!existsSync(manifest)) continue;
  const declared = JSON.parse(readFileSync(manifest, 'utf8')).optionalDependencies ?? {};
  for (const name of Object.keys(declared)) {
    if (!(name in (entry.optionalDependencies ?? {}))) restored += 1;
    if (!lockedEntry(lock, key, name)) missing += 1;
  }
  if (Object.keys(declared).length) entry.optionalDependencies = declared;
}
write(lock);
console.log(`package-lock.json: ${restored} optional dependencies restored, ${missing} without an entry`);

if (missing) execFileSync('npm', ['install', '--package-lock-only', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });

const after = read();
let dropped = 0;
for (const [key, entry] of Object.entries(after.packages)) {
  for (const name of Object.keys(entry.optionalDependencies ?? {})) {
    if (!lockedEntry(after, key, name)) {
      delete entry.optionalDependencies[name];
      dropped += 1;
    }
  }
}
write(after);
console.log(`package-lock.json: ${dropped} optional dependencies the registry does not serve dropped`);
