// What the production build holds (`npm run test:build`, run by `npm test` after its build): none
// of the development-only switch that points a tab's shell at a remote on this machine
// (shell/src/federation/dev-remotes.ts; docs/development.md). Without a build it builds the shell
// first, so it never passes on nothing.
import { spawnSync } from 'node:child_process';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'shell/dist/public');

/** Every file a browser may be sent (source maps hold the sources, the import line included). */
function servedFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(js|css|html|json)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

test("the shell's production build holds no switch that points it at another remote", () => {
  if (!existsSync(path.join(dist, 'index.html'))) {
    const build = spawnSync('npm', ['run', 'build', '-w', 'shell'], { cwd: root, stdio: 'inherit' });
    assert.equal(build.status, 0, 'the shell was built');
  }
  // What the switch is found by, read from its source, so this test follows a renamed one.
  const source = readFileSync(path.join(root, 'shell/src/federation/dev-remotes.ts'), 'utf8');
  const markers = [/DEV_REMOTE_PARAM = '([^']+)'/, /STORAGE_KEY = '([^']+)'/].map((pattern) => pattern.exec(source)?.[1]);
  assert.ok(markers.every(Boolean), 'dev-remotes.ts names its query parameter and its storage key');
  const files = servedFiles(dist);
  assert.ok(
    files.some((file) => file.endsWith(`${path.sep}shell.js`)),
    'the build has the shell entry',
  );
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const marker of [...markers, 'dev-remotes']) assert.ok(!text.includes(marker), `${path.relative(root, file)} holds "${marker}"`);
  }
});
