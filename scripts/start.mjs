#!/usr/bin/env node
// `npm start`: builds whatever is missing, then serves the whole product on one origin
// (http://localhost:8080 unless PORT says otherwise): the shell, the three remotes, the
// server-rendered public pages and the API with its embedded database under DATA_DIR.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { BUILDS, ROOT as root, buildMissing } from './lib/builds.mjs';
import { requireSupportedNode } from './lib/node-version.mjs';

requireSupportedNode('npm start');

buildMissing(
  BUILDS.map((b) => b.name),
  { force: process.argv.includes('--build') },
);

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
