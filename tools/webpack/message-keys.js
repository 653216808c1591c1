// Short names for a package's message keys in its builds (docs/i18n.md, "Interface strings"): the
// code says `t('home.testimonials.quote')` and the catalogue holds the same key, but the bytes
// travel on every first load, twice, so the build names each key by its place in the sorted English
// catalogue (`k1f`). Unit tests and sources keep the full keys; the catalogue test checks them.
const fs = require('node:fs');
const path = require('node:path');

const cache = new Map();

/**
 * Namespaces whose keys keep their names, because the code composes them rather than naming them:
 * - `text.*`: the back office finds those messages by their English and only among them
 *   (translateText, docs/i18n.md "Back office"); no code names them;
 * - `section.*`: the back office reads a section's texts by their names
 *   (`sectionTexts(t, 'team', LIST_TEXTS)`, remote-admin/src/i18n/section-texts.ts);
 * - `services.*`: a service page's keys follow from its outline (`servicePage('ict', ...)`,
 *   remote-public/src/blocks/service-page/service-page.tsx); each page loads only its own.
 */
const FULL_NAMES = ['text.', 'section.', 'services.'];

/** The key → short name map of the package at `packageDir`, or null when it has no catalogues. */
function keyIds(packageDir) {
  const file = path.join(packageDir, 'src/messages/en.json');
  if (!fs.existsSync(file)) return null;
  const stamp = fs.statSync(file).mtimeMs;
  const cached = cache.get(file);
  if (cached && cached.stamp === stamp) return cached.ids;
  const keys = Object.keys(JSON.parse(fs.readFileSync(file, 'utf8')))
    .filter((key) => !FULL_NAMES.some((prefix) => key.startsWith(prefix)))
    .sort();
  const ids = new Map(keys.map((key, index) => [key, `k${index.toString(36)}`]));
  cache.set(file, { stamp, ids });
  return ids;
}

const KEY_LITERAL = /(['"])([a-z][A-Za-z]*(?:\.[A-Za-z0-9_-]+)+)\1/g;

/** `source` with each quoted literal that is a message key replaced by its short name. */
function shortenKeys(source, ids) {
  return source.replace(KEY_LITERAL, (literal, quote, key) => (ids.has(key) ? `${quote}${ids.get(key)}${quote}` : literal));
}

module.exports = { keyIds, shortenKeys };
