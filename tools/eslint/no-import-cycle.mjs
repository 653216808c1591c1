// An ESLint rule: no import circle, type-only imports included.
//
// import-x's `no-cycle` (like eslint-plugin-import's) skips `import type`, because a type import
// vanishes at run time. A circle of types still ties two modules into one: neither can be read,
// moved or tested without the other (docs/decisions/0220-import-circles-count-types.md). This rule
// follows every static import, re-export, `import()` and `require()` of the repository's own files
// and reports an import of the linted file that leads back to it, naming the whole circle.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createNodeResolver } from 'eslint-plugin-import-x';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SCRIPT = /\.(?:[cm]?[jt]s|tsx|jsx)$/;

/** Resolves as TypeScript does, each file through its package's tsconfig (the `@/` aliases). */
export const resolver = createNodeResolver({
  tsconfig: 'auto',
  extensions: ['.ts', '.tsx', '.mts', '.cts', '.mjs', '.cjs', '.js', '.json'],
  conditionNames: ['types', 'import', 'require', 'node', 'default'],
});

const ownFile = (file) => file.startsWith(`${root}${path.sep}`) && SCRIPT.test(file) && !file.split(path.sep).includes('node_modules');

/** The repository's files `text` (the source of `file`) imports, each with where its name is written. */
function importsIn(text, file) {
  const found = [];
  for (const { fileName, pos, end } of ts.preProcessFile(text, true, true).importedFiles) {
    const resolved = resolver.resolve(fileName, file);
    if (resolved.found && resolved.path && ownFile(resolved.path)) found.push({ target: resolved.path, pos, end });
  }
  return found;
}

/** Imports of the files on disk, kept while a file's modification time stays the same (an editor's long run). */
const onDisk = new Map();
function importsOf(file) {
  let mtimeMs;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const known = onDisk.get(file);
  if (known?.mtimeMs === mtimeMs) return known.targets;
  const targets = [...new Set(importsIn(readFileSync(file, 'utf8'), file).map(({ target }) => target))];
  onDisk.set(file, { mtimeMs, targets });
  return targets;
}

/** The shortest way from `start` back to `file` ([start, …, file]), or undefined; `clear` holds files known not to reach it. */
function wayBack(start, file, clear) {
  const cameFrom = new Map([[start, undefined]]);
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const at = queue[i];
    for (const next of importsOf(at)) {
      if (next === file) {
        const way = [file];
        for (let step = at; step !== undefined; step = cameFrom.get(step)) way.unshift(step);
        return way;
      }
      if (cameFrom.has(next) || clear.has(next)) continue;
      cameFrom.set(next, at);
      queue.push(next);
    }
  }
  for (const seen of cameFrom.keys()) clear.add(seen);
  return undefined;
}

const name = (file) => path.relative(root, file).split(path.sep).join('/');

export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Disallow an import that leads back to the importing file, type-only imports included' },
    schema: [],
    messages: { circle: 'Import circle: {{circle}}. Move what both sides need into a module of their own (docs/architecture.md, "Boundaries").' },
  },
  create(context) {
    const file = context.physicalFilename;
    if (!path.isAbsolute(file) || !ownFile(file)) return {};
    return {
      'Program:exit'() {
        const { sourceCode } = context;
        const clear = new Set();
        const reported = new Set();
        for (const { target, pos, end } of importsIn(sourceCode.text, file)) {
          if (target === file || reported.has(target)) continue;
          const way = wayBack(target, file, clear);
          if (!way) continue;
          reported.add(target);
          context.report({
            loc: { start: sourceCode.getLocFromIndex(pos), end: sourceCode.getLocFromIndex(end) },
            messageId: 'circle',
            data: { circle: [file, ...way].map(name).join(' → ') },
          });
        }
      },
    };
  },
};

export default { meta: { name: 'house' }, rules: { 'no-import-cycle': noImportCycle } };
