#!/usr/bin/env node
// `npm start`: builds whatever is missing, then serves the whole product on one origin
// (http://localhost:8080 unless PORT says otherwise): the shell, the three remotes, the
// server-rendered public pages and the API with its embedded database under DATA_DIR.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Each package and the files its build produces. */
const BUILDS = [
  { name: 'api', outputs: ['api/dist/index.js', 'api/dist/migrations'] },
  { name: 'remote-shared', outputs: ['remote-shared/dist/remoteEntry.js', 'remote-shared/dist/server/index.js'] },
  { name: 'remote-public', outputs: ['remote-public/dist/remoteEntry.js', 'remote-public/dist/server/index.js'] },
  { name: 'remote-admin', outputs: ['remote-admin/dist/remoteEntry.js'] },
  { name: 'shell', outputs: ['shell/dist/public/index.html', 'shell/dist/server/index.js'] },
];

const force = process.argv.includes('--build');
const missing = BUILDS.filter(({ outputs }) => force || outputs.some((file) => !existsSync(path.join(root, file))));
if (missing.length) {
  console.log(`Building ${missing.map((b) => b.name).join(', ')} (first start takes a minute)...`);
  for (const { name } of missing) {
    const result = spawnSync('npm', ['run', 'build', '-w', name], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) {
      console.error(`\nThe ${name} build failed; see the messages above.`);
      process.exit(result.status ?? 1);
    }
  }
}

const server = spawn(process.execPath, [path.join(root, 'shell/dist/server/index.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});

// Ctrl-C reaches the server too (same process group); it finishes in-flight requests and exits.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
