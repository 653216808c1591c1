// The back office's catalogues against the code (docs/i18n.md, "Back office"): the same keys in every
// language, every key the code names is there and every key is used, every message valid ICU.
// `text.*` messages are reached by their English (translateText: declared labels, the shared
// schemas' and the API's messages), so each one's English must be a text those sources hold.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import { createTranslator } from 'remote_shared/i18n';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import sw from '@/messages/sw.json';
import { TEXT_GROUPS } from './section-texts';

const CATALOGUES: Record<string, Record<string, string>> = { en, sw, fr };
const ROOT = path.join(__dirname, '../../..');
const SRC = path.join(__dirname, '..');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'messages' || entry.name === 'test' ? [] : sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const KEY_LITERAL = /['"`]([a-z][A-Za-z]*(?:\.[A-Za-z0-9_-]+)+)['"`]/g;
/** `sectionTexts(t, 'team', LIST_TEXTS)` names `section.team.<each of LIST_TEXTS>`. */
const SECTION_TEXTS = /sectionTexts\(t, '(\w+)', (\w+)\)/g;
const namespaces = new Set(Object.keys(en).map((key) => key.split('.')[0]!));

function usedKeys(): Map<string, string> {
  const used = new Map<string, string>();
  for (const file of sources(SRC)) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(KEY_LITERAL)) {
      const key = match[1]!;
      if (namespaces.has(key.split('.')[0]!) && key.split('.')[0] !== 'text') used.set(key, path.relative(SRC, file));
    }
    for (const [, section, group] of fs.readFileSync(file, 'utf8').matchAll(SECTION_TEXTS)) {
      const names = TEXT_GROUPS[group as keyof typeof TEXT_GROUPS];
      if (!names) throw new Error(`${path.relative(SRC, file)}: sectionTexts with ${group}, which section-texts.ts does not export in TEXT_GROUPS`);
      for (const name of names) used.set(`section.${section}.${name}`, path.relative(SRC, file));
    }
  }
  return used;
}

/** Where English texts come from: the admin's own code, the shared schemas and declarations, the API. */
const englishSources = [
  ...sources(SRC),
  ...sources(path.join(ROOT, 'contracts/src')),
  ...sources(path.join(ROOT, 'remote-shared/src/upload')),
  ...sources(path.join(ROOT, 'api/src')),
]
  .map((file) => fs.readFileSync(file, 'utf8'))
  .join('\n');

test('the catalogues hold the same keys', () => {
  const keys = Object.keys(en).sort();
  expect(keys.length).toBeGreaterThan(100);
  expect(Object.keys(sw).sort()).toEqual(keys);
  expect(Object.keys(fr).sort()).toEqual(keys);
});

test('every key the code uses is in the catalogues', () => {
  const missing = [...usedKeys()].filter(([key]) => !(key in en)).map(([key, file]) => `${key} (${file})`);
  expect(missing).toEqual([]);
});

test('every key of the catalogues is used by the code, or is the English of a text from outside', () => {
  const used = usedKeys();
  const unused = Object.entries(en).filter(([key, message]) => {
    if (key.startsWith('text.')) {
      // `{max}` stands for whatever the source writes there (`${LIMITS.title}`, a number).
      const pattern = message
        .split(/\{\w+(?:, ?number)?\}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('(?:\\$\\{[^}]+\\}|\\d+|[^\'"`]*?)');
      return !new RegExp(pattern).test(englishSources);
    }
    return !used.has(key);
  });
  expect(unused.map(([key]) => key)).toEqual([]);
});

test.each(Object.keys(CATALOGUES))('every %s message is valid ICU and not blank', (locale) => {
  for (const [key, message] of Object.entries(CATALOGUES[locale]!)) {
    expect(`${key}: ${message.trim() ? 'text' : 'blank'}`).toBe(`${key}: text`);
    expect(() => parse(message)).not.toThrow();
  }
});

test('translations differ from English where an admin would notice', () => {
  for (const locale of ['sw', 'fr']) {
    const same = Object.keys(en).filter((key) => CATALOGUES[locale]![key] === en[key as keyof typeof en]);
    expect(same.length / Object.keys(en).length).toBeLessThan(0.2);
  }
});

test('each message keeps the arguments of its English', () => {
  type Node = { type: number; value?: string; options?: Record<string, { value: Node[] }>; children?: Node[] };
  // Argument names from the syntax tree, so words inside a plural's branches are not taken for arguments.
  const names = (nodes: Node[], into = new Set<string>()): Set<string> => {
    for (const node of nodes) {
      if (node.type !== 0 && node.type !== 7 && node.value) into.add(node.value);
      for (const option of Object.values(node.options ?? {})) names(option.value, into);
      if (node.children) names(node.children, into);
    }
    return into;
  };
  const of = (message: string) => [...names(parse(message) as unknown as Node[])].sort().join();
  for (const locale of ['sw', 'fr']) {
    const differing = Object.keys(en).filter((key) => of(CATALOGUES[locale]![key]!) !== of(en[key as keyof typeof en]));
    expect(differing.map((key) => `${locale} ${key}`)).toEqual([]);
  }
});

// The words staff read in their first hour (docs/i18n.md, "Back office"): one word for each thing, and
// none that alarms ('Hamisha' reads as moving data away; 'Vichwa' as titles, not the home page's slides).
test('Kiswahili names the slides, downloads, previews, the schedule and the roles as staff say them', () => {
  expect(sw['text.nav.header']).toBe('Slaidi za mwanzo');
  expect(sw['section.headers.listLabel']).toBe('Slaidi za mwanzo');
  expect(sw['contacts.exportCsv']).toBe('Pakua CSV');
  expect(sw['activity.exportCsv']).toBe('Pakua CSV');
  expect(sw['activity.action.contactsExported']).toMatch(/zimepakuliwa$/);
  expect(sw['activity.action.personalDataExported']).toMatch(/zimepakuliwa$/);
  expect(sw['posts.preview.button']).toBe('Onyesho la awali');
  expect(sw['posts.workflow.publishOn']).toMatch(/^Tarehe na saa ya kuchapisha/);
  expect([sw['role.Admin'], sw['role.Publisher'], sw['role.Content_Creator']]).toEqual(['Msimamizi', 'Mchapishaji', 'Mwandishi wa Maudhui']);
  const messages = Object.values(sw).join('\n');
  // (Uhamisho, a database migration in the System section, is the right word there.)
  expect(messages).not.toMatch(/hamisha|hamishwa|hakiki|vichwa/i);
  // The roles by their Kiswahili names in every sentence, never the stored English ones.
  expect(messages).not.toMatch(/\b(Admin|Publisher|Content Creator)\b/);
  // Preview is always 'Onyesho la awali', never 'Onyesho' alone.
  expect(Object.values(sw).filter((message) => /onyesho(?! la awali)/i.test(message))).toEqual([]);
});

const translate = (message: string, values: Record<string, number>) => createTranslator('fr', { message }).t('message', values);

test('French says none selected in words, and names the roles and slides in French', () => {
  expect(translate(fr['posts.bulk.selected'], { count: 0 })).toBe('Aucune sélectionnée');
  expect(translate(fr['posts.bulk.selected'], { count: 2 })).toBe('2 sélectionnées');
  expect([fr['role.Admin'], fr['role.Publisher'], fr['role.Content_Creator']]).toEqual(['Administrateur', 'Éditeur', 'Rédacteur de contenu']);
  expect(fr['text.nav.header']).toBe('Diapositives d’accueil');
  expect(Object.values(fr).join('\n')).not.toMatch(/\b(Admin|Publisher|Content Creator)s?\b|bannière/i);
});
