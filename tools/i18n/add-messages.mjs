#!/usr/bin/env node
// Adds messages to a package's catalogues (src/messages/<locale>.json), keys sorted, under a lock so
// that two people (or helpers) adding at once do not lose each other's:
//   node tools/i18n/add-messages.mjs remote-public fragment.json
// fragment.json: { "en": { "home.title": "…" }, "sw": { … }, "fr": { … } }. Existing keys are replaced.
import { closeSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const [pkg, fragmentFile] = process.argv.slice(2);
if (!pkg || !fragmentFile) {
  console.error('usage: add-messages.mjs <package> <fragment.json>');
  process.exit(2);
}
const fragment = JSON.parse(readFileSync(fragmentFile, 'utf8'));
const dir = path.join(root, pkg, 'src/messages');
const lock = path.join(dir, '.lock');
for (let tries = 0; ; tries += 1) {
  try {
    closeSync(openSync(lock, 'wx'));
    break;
  } catch {
    if (tries > 200) throw new Error(`${lock} stays locked`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
try {
  for (const [locale, messages] of Object.entries(fragment)) {
    const file = path.join(dir, `${locale}.json`);
    const catalogue = { ...JSON.parse(readFileSync(file, 'utf8')), ...messages };
    const sorted = Object.fromEntries(Object.entries(catalogue).sort(([a], [b]) => a.localeCompare(b)));
    writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
  }
} finally {
  rmSync(lock, { force: true });
}
