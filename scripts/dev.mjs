#!/usr/bin/env node
// `npm run dev`: the whole product for development on one address (http://localhost:8080 unless
// PORT says otherwise): every front end from webpack's dev server with React Refresh, the page
// server and the API on the embedded database (demo content, DATA_DIR default .cache/dev/data)
// from their source under `tsx watch`. `npm run dev -w remote-public` (remote-admin,
// remote-shared): that remote and the shell compiled here, the other remotes served from their
// current releases or builds. docs/development.md says how to work with it.
import { newAdminPassword, startDev } from './dev/dev-loop.mjs';
import { requireSupportedNode } from './lib/node-version.mjs';

requireSupportedNode('npm run dev');

const only = process.argv[2];
const dev = await startDev({ only, port: Number(process.env.PORT ?? 8080), host: process.env.HOST ?? '127.0.0.1' });
console.log(`Compiling ${only ? `the shell and ${only}` : 'the shell and the three remotes'}${dev.notes.length ? `; ${dev.notes.join('; ')}` : ''}...`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await dev.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

try {
  const ms = await dev.ready;
  // Shown on a terminal only, never into a log (docs/security.md), as `npm start` does.
  const password = process.stdout.isTTY ? newAdminPassword(dev.dataDir, dev.started) : null;
  if (password)
    console.log(
      `\nAdmin sign-in: ${process.env.ADMIN_EMAIL ?? 'admin@example.com'} / ${password}\n(generated; also kept in ${dev.dataDir}/admin-password; the first sign-in asks for a new one)`,
    );
  console.log(
    `\nReady in ${(ms / 1000).toFixed(1)} s. An edit shows in the open page; an edit to the API reloads it in place, one to the page server restarts it.\n  Site:  ${dev.url}/\n  Admin: ${dev.url}/admin/login\n`,
  );
} catch (error) {
  console.error(`npm run dev: ${error.message}`);
  await dev.stop();
  process.exit(1);
}
