// Types across remotes (scripts/remote-types.mjs): `npm run test:scripts`, a step of `npm test`.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, test } from 'node:test';
import { publishRelease } from './release.mjs';
import { TYPES_FILE, emitTypes, syncTypes, writeTypeTree } from './remote-types.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const made = [];
after(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const temporary = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'remote-types-test-'));
  made.push(dir);
  return dir;
};

test('the type tree has one module per exposed name and nothing else; a path leaving it is refused', () => {
  const dir = temporary();
  writeTypeTree({ exposes: { './ui/core': 'ui/core/index.d.ts' }, files: { 'ui/core/index.d.ts': 'export declare const Button: 1;\n' } }, dir);
  assert.equal(readFileSync(path.join(dir, 'ui/core.d.ts'), 'utf8'), "export * from '../src/ui/core/index';\n");
  assert.equal(existsSync(path.join(dir, 'ui.d.ts')), false);
  assert.throws(() => writeTypeTree({ exposes: {}, files: { '../escape.d.ts': '' } }, temporary()), /not a path inside the types/);
});

test(
  "a remote-shared release that drops an export remote-admin uses, of its own or of the contracts, fails remote-admin's typecheck, naming it",
  { timeout: 240_000 },
  async () => {
    // A copy of remote-shared beside what its tsconfig reaches (../tsconfig.base.json, ../tools/types, node_modules).
    const work = temporary();
    const shared = path.join(work, 'remote-shared');
    for (const entry of ['src', 'package.json', 'module-federation.config.js', 'tsconfig.build.json', 'tsconfig.types.json']) {
      cpSync(path.join(root, 'remote-shared', entry), path.join(shared, entry), { recursive: true });
    }
    cpSync(path.join(root, 'tsconfig.base.json'), path.join(work, 'tsconfig.base.json'));
    cpSync(path.join(root, 'tools/types'), path.join(work, 'tools/types'), { recursive: true });
    // The contracts package it imports by name, copied too, and the repository's node_modules with
    // `contracts` naming the copy (its declarations ship in the release's types).
    cpSync(path.join(root, 'contracts'), path.join(work, 'contracts'), { recursive: true, filter: (source) => !source.includes(`${path.sep}node_modules`) });
    mkdirSync(path.join(work, 'node_modules'));
    for (const entry of readdirSync(path.join(root, 'node_modules'))) {
      symlinkSync(entry === 'contracts' ? path.join(work, 'contracts') : path.join(root, 'node_modules', entry), path.join(work, 'node_modules', entry));
    }
    // The incompatible change: Button leaves remote_shared/ui (and ui/core).
    const core = path.join(shared, 'src/ui/core/index.ts');
    const before = readFileSync(core, 'utf8');
    writeFileSync(core, before.replace('export { Button, ButtonLink,', 'export { ButtonLink,'));
    assert.notEqual(readFileSync(core, 'utf8'), before, 'remote-shared/src/ui/core/index.ts exports Button as the test expects');
    // And one in the contracts it re-exports as remote_shared/schemas: AUDIT_ACTIONS leaves them.
    const activity = path.join(work, 'contracts/src/activity.ts');
    const activityBefore = readFileSync(activity, 'utf8');
    writeFileSync(activity, activityBefore.replace('export const AUDIT_ACTIONS', 'const AUDIT_ACTIONS'));
    assert.notEqual(readFileSync(activity, 'utf8'), activityBefore, 'contracts/src/activity.ts exports AUDIT_ACTIONS as the test expects');

    // Released as npm run release would: a folder with the build's types.json, and the pointer.
    const dist = path.join(work, 'dist');
    mkdirSync(dist);
    writeFileSync(path.join(dist, 'remoteEntry.js'), '');
    writeFileSync(path.join(dist, TYPES_FILE), JSON.stringify(emitTypes(shared)));
    const releaseRoot = path.join(work, 'releases');
    publishRelease({ releaseRoot: path.join(releaseRoot, 'remote-shared'), distDir: dist, version: '0.1.0', sha: 'nobtn01' });

    const types = path.join(work, 'types');
    const from = await syncTypes({ env: { RELEASE_ROOT: releaseRoot }, dir: types });
    assert.match(from, /^remote-shared 0\.1\.0-nobtn01 /);

    // remote-admin's own tsconfig.released.json, pointed at those types.
    const probe = path.join(work, 'tsconfig.remote-admin.json');
    writeFileSync(
      probe,
      JSON.stringify({
        extends: path.join(root, 'remote-admin/tsconfig.released.json'),
        compilerOptions: {
          typeRoots: [path.join(root, 'node_modules/@types')],
          paths: { '@/*': [path.join(root, 'remote-admin/src/*')], 'remote_shared/*': [path.join(types, 'remote_shared/*')] },
        },
      }),
    );
    const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
    const result = spawnSync(process.execPath, [tsc, '--noEmit', '-p', probe], { encoding: 'utf8' });
    assert.notEqual(result.status, 0, 'remote-admin type-checked against a remote-shared without Button');
    assert.match(result.stdout, /Module '"remote_shared\/ui"' has no exported member 'Button'/);
    assert.match(result.stdout, /'"remote_shared\/schemas"' has no exported member (named )?'AUDIT_ACTIONS'/);
  },
);
