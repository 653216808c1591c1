// The catalogues against the code (docs/i18n.md, "Interface strings"): every key the code uses is in
// each language's catalogue, every key of a catalogue is used, and every message is valid ICU.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import en from '@/messages/en.json';
import sw from '@/messages/sw.json';
import fr from '@/messages/fr.json';

const CATALOGUES: Record<string, Record<string, string>> = { en, sw, fr };
const SRC = path.join(__dirname, '..');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'messages' || entry.name === 'test-utils' ? [] : sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const namespaces = new Set(Object.keys(en).map((key) => key.split('.')[0]!));
// Namespace names (`services.ict`, tools/webpack/messages-loader.js) are named by pages, not keys.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the loader is CommonJS, as webpack loads it
const { namespaceOf } = require('tools/webpack/messages-loader') as { namespaceOf: (key: string) => string };
const namespaceNames = new Set(Object.keys(en).map((key) => namespaceOf(key)));
const KEY_LITERAL = /['"`]([a-z][A-Za-z]*(?:\.[A-Za-z0-9_-]+)+)['"`]/g;

/** The keys a service page's outline names (`servicePage('ict', ...)`: `titleKey`, `itemKeys`...). */
function outlineKeys(value: unknown, name = ''): string[] {
  if (typeof value === 'string') return /Keys?$/.test(name) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => outlineKeys(item, name));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => outlineKeys(item, key));
  return [];
}

/** Every literal of the sources that has a catalogue namespace's shape, and every service page's key, with the file it is in. */
function usedKeys(): Map<string, string> {
  const used = new Map<string, string>();
  const pages = path.join(SRC, 'pages');
  for (const dir of fs.readdirSync(pages).filter((name) => name.startsWith('services-'))) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- each service page's outline, found by its folder
    const content = (require(path.join(pages, dir, 'content')) as { default: unknown }).default;
    for (const key of outlineKeys(content)) used.set(key, `pages/${dir}/content.ts`);
  }
  for (const file of sources(SRC)) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(KEY_LITERAL)) {
      const key = match[1]!;
      if (namespaces.has(key.split('.')[0]!) && !key.endsWith('.json') && !namespaceNames.has(key)) used.set(key, path.relative(SRC, file));
    }
  }
  return used;
}

test('the catalogues hold the same keys', () => {
  const keys = Object.keys(en).sort();
  expect(keys.length).toBeGreaterThan(50);
  expect(Object.keys(sw).sort()).toEqual(keys);
  expect(Object.keys(fr).sort()).toEqual(keys);
});

test('every key the code uses is in the catalogues', () => {
  const missing = [...usedKeys()].filter(([key]) => !(key in en)).map(([key, file]) => `${key} (${file})`);
  expect(missing).toEqual([]);
});

test('every key of the catalogues is used by the code', () => {
  const used = usedKeys();
  expect(Object.keys(en).filter((key) => !used.has(key))).toEqual([]);
});

test.each(Object.keys(CATALOGUES))('every %s message is valid ICU and not blank', (locale) => {
  for (const [key, message] of Object.entries(CATALOGUES[locale]!)) {
    expect(`${key}: ${message.trim() ? 'text' : 'blank'}`).toBe(`${key}: text`);
    expect(() => parse(message)).not.toThrow();
  }
});

test('translations differ from English where a visitor would notice', () => {
  // A catalogue copied from English by mistake: most of its messages would be the same.
  for (const locale of ['sw', 'fr']) {
    const same = Object.keys(en).filter((key) => CATALOGUES[locale]![key] === en[key as keyof typeof en]);
    expect(same.length / Object.keys(en).length).toBeLessThan(0.25);
  }
});
