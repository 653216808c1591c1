#!/usr/bin/env node
// The npm registry this project is installed from carries the platform-specific optional
// packages for some platforms only (e.g. no darwin/win32 builds of @swc/core). npm records them
// in package-lock.json anyway, and then `npm ci` refuses the lockfile as "out of sync". This drops
// every optional dependency that has no entry of its own in the lockfile. Run it after changing
// dependencies: `npm install && npm run lockfile:prune`.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../package-lock.json');
const lock = JSON.parse(readFileSync(file, 'utf8'));
const present = new Set(Object.keys(lock.packages).map((key) => key.replace(/^.*node_modules\//, '')));
let dropped = 0;
for (const entry of Object.values(lock.packages)) {
  for (const name of Object.keys(entry.optionalDependencies ?? {})) {
    if (!present.has(name)) {
      delete entry.optionalDependencies[name];
      dropped += 1;
    }
  }
}
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: dropped ${dropped} optional dependencies the registry does not provide`);
