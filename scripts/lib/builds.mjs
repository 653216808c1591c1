// The production builds `npm start` serves, and building the ones that are missing (`npm start`,
// and `npm run dev -w <remote>` for what it does not compile itself).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Each package and the files its build produces. */
export const BUILDS = [
  { name: 'api', outputs: ['api/dist/index.js', 'api/dist/migrations'] },
  { name: 'remote-shared', outputs: ['remote-shared/dist/remoteEntry.js', 'remote-shared/dist/server/index.js'] },
  { name: 'remote-public', outputs: ['remote-public/dist/remoteEntry.js', 'remote-public/dist/server/index.js'] },
  { name: 'remote-admin', outputs: ['remote-admin/dist/remoteEntry.js'] },
  { name: 'shell', outputs: ['shell/dist/public/index.html', 'shell/dist/server/index.js'] },
];

/** Builds those of `names` whose outputs are missing (all of them with `force`); exits when one fails. */
export function buildMissing(names, { force = false } = {}) {
  const missing = BUILDS.filter(({ name, outputs }) => names.includes(name) && (force || outputs.some((file) => !existsSync(path.join(ROOT, file)))));
  if (!missing.length) return;
  console.log(`Building ${missing.map((b) => b.name).join(', ')} (first start takes a minute)...`);
  for (const { name } of missing) {
    const result = spawnSync('npm', ['run', 'build', '-w', name], { cwd: ROOT, stdio: 'inherit' });
    if (result.status !== 0) {
      console.error(`\nThe ${name} build failed; see the messages above.`);
      process.exit(result.status ?? 1);
    }
  }
}
