#!/usr/bin/env node
// `npm run lint`: ESLint over the whole repository (eslint.config.mjs).
// First it proves each guard is live: a pattern known to backtrack quadratically (the old email
// check), a remote importing another, an import circle, an API plugin importing a route, an
// import leaving its package by a relative path, a hook called conditionally, a disable without a
// reason must each be reported, or the lint step fails. A lint that silently stopped looking would
// otherwise pass forever (docs/security.md, docs/architecture.md).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

const probes = [
  ['api/src/probe.ts', 'export const EMAIL = /^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$/;', 'regexp/no-super-linear-backtracking'],
  ['shell/server/probe.ts', "export const trim = (p: string) => p.replace(/\\/+$/, '');", 'regexp/no-super-linear-move'],
  ['remote-public/src/probe.tsx', 'export const x = /^(\\w+\\s?)*$/.test(location.hash);', 'regexp/no-super-linear-backtracking'],
  // The boundaries (docs/architecture.md, "Boundaries"), the rules of hooks, reasons for disables.
  ['remote-public/src/probe.tsx', "export { default } from 'remote_admin/app';", 'no-restricted-imports'],
  ['remote-admin/src/probe.tsx', "export { ROUTES } from '../../remote-public/src/routes';", 'no-restricted-imports'],
  ['remote-shared/src/probe.ts', "export { ROUTES } from 'remote_public/routes';", 'no-restricted-imports'],
  ['remote-admin/src/features/probe.ts', "export { fieldError } from '../../components/form-fields';", 'no-restricted-imports'],
  ['shell/src/probe.ts', "export { ROUTES } from '../../remote-public/src/routes';", 'no-restricted-imports'],
  ['api/src/probe.ts', "export { Modal } from '../../remote-shared/src/ui';", 'no-restricted-imports'],
  // No circle (errors.ts is imported by if-match.ts), and the API's layers (routes sit above plugins).
  ['api/src/lib/errors.ts', "export { IF_MATCH_MESSAGE } from './if-match';", 'house/no-import-cycle'],
  ['api/src/plugins/probe.ts', "export { default } from '../routes/privacy';", 'import-x/no-restricted-paths'],
  // No import leaves its package by a relative path (tools/eslint/package-imports.mjs).
  ['shell/server/probe.ts', "export { LOCALE_TAGS } from '../../contracts/src/locales';", 'house/import-by-package-name'],
  ['remote-admin/src/probe.test.ts', "export { fakeApi } from '../../tools/jest/fake-api';", 'house/import-by-package-name'],
  [
    'remote-public/src/probe.tsx',
    "import { useState } from 'react';\nexport function C({ on }: { on: boolean }) { if (on) useState(0); return null; }",
    'react-hooks/rules-of-hooks',
  ],
  ['remote-admin/src/probe.ts', '// eslint-disable-next-line no-console\nconsole.log(1);', '@eslint-community/eslint-comments/require-description'],
  // A design-system component without a story (docs/design-system.md).
  ['remote-shared/src/ui/probe/probe.tsx', 'export function Probe() { return null; }', 'design-system/require-story'],
];
for (const [file, code, rule] of probes) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  if (!result?.messages.some((m) => m.ruleId === rule)) {
    console.error(`Lint self-check failed: ${rule} did not report ${code} in ${file}; that guard is not running.`);
    process.exit(1);
  }
}

const results = await eslint.lintFiles(['.']);
const formatter = await eslint.loadFormatter('stylish');
const output = await formatter.format(results);
if (output) console.log(output);
const errors = results.reduce((n, r) => n + r.errorCount, 0);
if (errors) process.exit(1);
console.log(`Lint: ${results.length} files, no problems (every guard verified).`);

const bin = (name) => path.join(root, 'node_modules/.bin', name);
const run = (command, args) => spawnSync(command, args, { cwd: root, stdio: 'inherit' }).status === 0;

// Knip (knip.json): no unused file, dependency, export or type, no unlisted import. What a remote
// exposes through federation and the released contracts are its entries; an export loaded in a way
// Knip cannot follow carries `@public` with its reason (docs/decisions/0390-knip-unused-exports.md).
if (!run(bin('knip'), ['--no-progress', '--include', 'files,dependencies,unlisted,binaries,exports,types'])) process.exit(1);
console.log('Knip: no unused file, dependency, export or type, no unlisted one.');

// Prettier (.prettierrc.json): every file .prettierignore does not name. The one formatting commit is
// in .git-blame-ignore-revs, so `git blame` skips it (docs/decisions/0264-prettier-editorconfig-knip.md).
if (!run(bin('prettier'), ['--check', '--log-level', 'warn', '.'])) {
  console.error('Prettier: the files above are not formatted; `npm run format` formats them.');
  process.exit(1);
}
console.log('Prettier: every file formatted.');
