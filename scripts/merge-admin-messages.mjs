// Merges remote-admin/src/messages/parts/<part>.<locale>.json into <locale>.json, rebuilt from the parts (a working aid
// while the back office's strings were moved into catalogues).
import fs from 'node:fs';
import path from 'node:path';

const dir = path.resolve(import.meta.dirname, '../remote-admin/src/messages');
for (const locale of ['en', 'sw', 'fr']) {
  const file = path.join(dir, `${locale}.json`);
  const merged = {};
  const partsDir = path.join(dir, 'parts');
  for (const name of fs.existsSync(partsDir) ? fs.readdirSync(partsDir) : []) {
    if (name.endsWith(`.${locale}.json`)) Object.assign(merged, JSON.parse(fs.readFileSync(path.join(partsDir, name), 'utf8')));
  }
  const sorted = Object.fromEntries(Object.entries(merged).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  fs.writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
}
