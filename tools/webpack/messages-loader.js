// A catalogue of interface strings (`<package>/src/messages/<locale>.json`, docs/i18n.md) as modules
// whose ICU messages are already parsed: the browser gets FormatJS's syntax trees and no parser.
// Plain texts stay strings. A message that does not parse fails the build, naming the key.
//
// One catalogue per language is split by namespace (a key's first segment; `services.<page>` for
// the service pages), so a page downloads the messages it shows, not every page's:
// - `<locale>.json?split`: the namespaces every page shows (CORE: the layout's, the blocks', the
//   states') as the default export, and `namespaces`, a loader per other namespace;
// - `<locale>.json?ns=<name>`: one namespace, in its own chunk `messages-<locale>-<name>`, which the
//   page server preloads with the page (shell/server/pages/plugin.ts).
// - `companions.json` beside the catalogues (optional): keys a namespace's chunk carries besides its
//   own, `{ "home": ["whyUs.values"] }`, for a block one page shows from another page's namespace.
//   The page then needs one file, not two (docs/performance.md, "First-load JavaScript").
const fs = require('node:fs');
const path = require('node:path');
const { parse } = require('@formatjs/icu-messageformat-parser');
const { keyIds } = require('./message-keys');

const PLAIN = /^[^{}'<]*$/;
const CORE = new Set(['layout', 'blocks', 'status']);
/** Namespaces split once more by their second segment: each service page has its own. */
const NESTED = new Set(['services']);

function namespaceOf(key) {
  const [first, second] = key.split('.');
  return NESTED.has(first) && second ? `${first}.${second}` : first;
}

function compile(resourcePath, catalogue, fullKeys = false) {
  // Keys by their short names, as the package's code names them (message-keys.js); Storybook keeps them whole.
  const ids = fullKeys ? null : keyIds(path.resolve(path.dirname(resourcePath), '../..'));
  const compiled = {};
  for (const [key, message] of Object.entries(catalogue)) {
    if (typeof message !== 'string') throw new Error(`${resourcePath}: "${key}" is not a string`);
    try {
      compiled[ids?.get(key) ?? key] = PLAIN.test(message) ? message : parse(message);
    } catch (error) {
      throw new Error(`${resourcePath}: "${key}" is not a valid ICU message: ${error.message}`);
    }
  }
  return compiled;
}

module.exports = function messagesLoader(source) {
  const catalogue = JSON.parse(source);
  const fullKeys = Boolean(this.getOptions().fullKeys);
  this.addDependency(path.resolve(path.dirname(this.resourcePath), 'en.json'));
  const query = new URLSearchParams(this.resourceQuery.replace(/^\?/, ''));
  const pick = (test) => Object.fromEntries(Object.entries(catalogue).filter(([key]) => test(namespaceOf(key))));
  if (query.has('ns')) {
    const ns = query.get('ns');
    const companionsFile = path.join(path.dirname(this.resourcePath), 'companions.json');
    this.addDependency(companionsFile);
    const prefixes = (fs.existsSync(companionsFile) ? JSON.parse(fs.readFileSync(companionsFile, 'utf8'))[ns] : null) ?? [];
    const own = pick((name) => name === ns);
    for (const [key, message] of Object.entries(catalogue)) {
      if (prefixes.some((prefix) => key.startsWith(`${prefix}.`))) own[key] = message;
    }
    return `export default ${JSON.stringify(compile(this.resourcePath, own, fullKeys))};`;
  }
  if (!query.has('split')) return `export default ${JSON.stringify(compile(this.resourcePath, catalogue, fullKeys))};`;
  const locale = path.basename(this.resourcePath, '.json');
  const file = JSON.stringify(`./${path.basename(this.resourcePath)}`);
  const names = [...new Set(Object.keys(catalogue).map(namespaceOf))].filter((name) => !CORE.has(name)).sort();
  const loaders = names.map(
    (name) =>
      `  ${JSON.stringify(name)}: () => import(/* webpackChunkName: ${JSON.stringify(`messages-${locale}-${name.replace('.', '-')}`)} */ ${file.slice(0, -1)}?ns=${name}"),`,
  );
  return [
    `export default ${JSON.stringify(
      compile(
        this.resourcePath,
        pick((name) => CORE.has(name)),
        fullKeys,
      ),
    )};`,
    `export const namespaces = {\n${loaders.join('\n')}\n};`,
  ].join('\n');
};

module.exports.namespaceOf = namespaceOf;
