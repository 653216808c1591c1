// An ESLint rule: an import never leaves its package by a relative path.
//
// Each folder with a package.json is a package (the workspaces of the root package.json, and the
// root itself for scripts/ and the repository's configuration). `../../remote-shared/src/config`
// from the shell, or `../../../tools/jest/fake-api` from a remote's test, ties a file to where the
// other package happens to sit and hides the dependency from npm, the bundlers and the Dockerfiles;
// by its package name (`remote-shared/src/config`, `tools/jest/fake-api`, `contracts/locales`) it
// is a declared dependency that every resolver finds the same way (docs/architecture.md,
// "Boundaries"). Imports, re-exports, `import()`, `require()` and `require.resolve()` are read.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const packageRoots = new Map();
/** The folder of the nearest package.json at or above `target` (a file or folder, existing or not), within the repository. */
function packageOf(target) {
  const trail = [];
  let dir = target;
  while (dir.startsWith(root) && !packageRoots.has(dir)) {
    trail.push(dir);
    if (dir === root) break;
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && statSync(dir).isDirectory()) {
      packageRoots.set(dir, dir);
      break;
    }
    dir = path.dirname(dir);
  }
  const found = packageRoots.get(dir) ?? root;
  for (const step of trail) packageRoots.set(step, found);
  return found;
}

const named = (dir) => path.relative(root, dir).split(path.sep).join('/') || 'the repository root';

const LEAVES =
  '\'{{request}}\' leaves {{from}} for {{to}} by a relative path: import it by its package name ({{name}}…) as a declared dependency (docs/architecture.md, "Boundaries").';

export const importsByPackageName = {
  meta: {
    type: 'problem',
    docs: { description: "Disallow a relative import that leaves the importing file's package" },
    schema: [],
    messages: { leaves: LEAVES },
  },
  create(context) {
    const file = context.physicalFilename;
    if (!path.isAbsolute(file) || !file.startsWith(`${root}${path.sep}`) || file.split(path.sep).includes('node_modules')) return {};
    const own = packageOf(path.dirname(file));
    const { sourceCode } = context;
    const check = (request, loc) => {
      if (!request.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), request);
      const theirs = packageOf(target);
      if (theirs === own) return;
      const name = theirs === root ? '' : `${named(theirs)}/`;
      context.report({ loc, messageId: 'leaves', data: { request, from: named(own), to: named(theirs), name: name || 'a path from the root' } });
    };
    return {
      'Program:exit'() {
        for (const { fileName, pos, end } of ts.preProcessFile(sourceCode.text, true, true).importedFiles) {
          check(fileName, { start: sourceCode.getLocFromIndex(pos), end: sourceCode.getLocFromIndex(end) });
        }
      },
      // require.resolve('../x') names a module too (webpack configurations pass them on).
      'CallExpression[callee.type="MemberExpression"][callee.object.name="require"][callee.property.name="resolve"]'(node) {
        const [first] = node.arguments;
        if (first?.type === 'Literal' && typeof first.value === 'string') check(first.value, first.loc);
      },
    };
  },
};

export default { meta: { name: 'house-packages' }, rules: { 'import-by-package-name': importsByPackageName } };
