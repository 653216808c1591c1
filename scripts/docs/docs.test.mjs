// `npm run test:docs`: the documents stay true to the repository (docs/testing.md, "Documents").
// Every relative link and #anchor in every Markdown file resolves; every reference to a document in
// code or prose names a file and heading that exist; nothing cites an issue number a reader cannot
// look up; the decision records are well formed and indexed; every environment variable the code
// reads is documented.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import test from 'node:test';
import { ENV_EXAMPLE, envExample } from './env-example.mjs';
import { records, renderIndex } from './decisions-index.mjs';
import { markdownLinks, problemWith, proseReferences, resolveLink, ROOT, textFiles } from './references.mjs';

const files = textFiles();
const markdown = files.filter((file) => file.endsWith('.md'));
const code = files.filter((file) => !file.endsWith('.md'));

test('every relative link and anchor in the documents resolves', () => {
  const broken = [];
  for (const file of markdown)
    for (const { line, target } of markdownLinks(file)) {
      const resolved = resolveLink(file, target);
      const problem = resolved && problemWith(resolved.file, { anchor: resolved.anchor });
      if (problem) broken.push(`${file}:${line}: (${target}) ${problem}`);
    }
  assert.deepEqual(broken, []);
});

test('every reference to a document, in code comments and in prose, names a file and a heading it has', () => {
  const broken = [];
  for (const file of [...code, ...markdown])
    for (const reference of proseReferences(file)) {
      const problem = problemWith(reference.file, reference);
      if (problem) broken.push(`${file}:${reference.line}: ${problem}`);
    }
  assert.deepEqual(broken, []);
});

test('no code comment or document cites an issue number', () => {
  const cited = [];
  for (const file of files) {
    if (file === 'scripts/docs/docs.test.mjs') continue;
    readFileSync(path.join(ROOT, file), 'utf8')
      .split('\n')
      .forEach((line, index) => {
        if (/\bissues?\s+#?\d+|\bissue #\d+/i.test(line)) cited.push(`${file}:${index + 1}: ${line.trim().slice(0, 120)}`);
      });
  }
  assert.deepEqual(cited, [], 'say what the rule or the reason is, or link the document or decision that holds it');
});

test('every decision record has its number, status and sections, and the index lists them all', () => {
  const list = records(); // throws on a malformed record
  assert.ok(list.length > 0);
  const numbers = list.map((r) => r.number);
  assert.equal(new Set(numbers).size, numbers.length, 'two records share a number');
  assert.equal(
    readFileSync(path.join(ROOT, 'docs/decisions/README.md'), 'utf8'),
    renderIndex(list),
    'docs/decisions/README.md is out of date: run npm run docs:decisions',
  );
});

/** The names of an object literal's keys written in capitals, in `source` after `marker`. */
function schemaKeys(file, marker) {
  const source = readFileSync(path.join(ROOT, file), 'utf8');
  const start = source.indexOf(marker);
  assert.ok(start >= 0, `${file} no longer has ${marker}`);
  return [...source.slice(start, source.indexOf('\n});', start)).matchAll(/^\s{2}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]);
}

/** Variables a shell or a platform sets, not the product's settings. */
const NOT_SETTINGS = new Set([
  ...['PATH', 'HOME', 'PWD', 'USER', 'NODE_OPTIONS'], // the shell's
  'SSR', // set by the webpack build of a server bundle (tools/webpack)
  'VAR', // the Compose file's comment naming its ${VAR} forms
  ...['COMPOSE_TEST_STACK', 'COMPOSE_TEST_ADMIN_PASSWORD'], // set by scripts/compose/test.mjs for the journeys it runs
  ...['NGINX_ENVSUBST_TEMPLATE_DIR', 'NGINX_ENVSUBST_TEMPLATE_SUFFIX', 'NGINX_ENVSUBST_OUTPUT_DIR'], // the nginx image's own
]);

test('every environment variable the code reads is in docs/configuration.md', () => {
  const documented = readFileSync(path.join(ROOT, 'docs/configuration.md'), 'utf8');
  const read = new Set([
    ...schemaKeys('api/src/config.ts', 'const envSchema = z.object({'),
    ...schemaKeys('shell/server/config.ts', 'const schema = z.object({'),
    ...[...readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8').matchAll(/\$\{([A-Z][A-Z0-9_]+)/g)].map((m) => m[1]),
  ]);
  for (const file of code.filter((f) => /^(scripts|e2e|tools|api\/bench|deploy)\/|^\.ci\//.test(f)))
    for (const m of readFileSync(path.join(ROOT, file), 'utf8').matchAll(/process\.env(?:\.|\[['"])([A-Z][A-Z0-9_]+)|\$\{([A-Z][A-Z0-9_]+):-/g))
      read.add(m[1] ?? m[2]);
  const missing = [...read].filter((name) => !NOT_SETTINGS.has(name) && !documented.includes(`\`${name}\``));
  assert.deepEqual(missing, []);
});

test('docs/README.md indexes every document under docs/ (the decision records through their own index)', () => {
  const index = new Set(
    markdownLinks('docs/README.md')
      .map(({ target }) => resolveLink('docs/README.md', target)?.file)
      .filter(Boolean),
  );
  const unindexed = markdown.filter(
    (file) => file.startsWith('docs/') && file !== 'docs/README.md' && !/^docs\/decisions\/\d{4}-/.test(file) && !index.has(file),
  );
  assert.deepEqual(unindexed, []);
});

test('.env.example lists every variable of docs/configuration.md with its default (npm run docs:env writes it)', () => {
  const expected = envExample();
  assert.ok((expected.match(/^# [A-Z][A-Z0-9_]*=/gm) ?? []).length > 100, "the document's variables were found");
  assert.equal(readFileSync(ENV_EXAMPLE, 'utf8'), expected);
});
