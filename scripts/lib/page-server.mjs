// The built page server (shell/dist/server) on a throwaway database, for the benchmarks that open
// pages in Chromium (bench-web.mjs, bench-offline.mjs, first-load.mjs): one way to start it, wait
// for it and clean up after it.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A TCP port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once `url` answers 2xx; the embedded database's first start can take minutes on a loaded machine. */
export async function waitFor(url, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * Starts `checkout`'s page server on a free port with the embedded database in a new temporary
 * folder (no DATABASE_URL or REDIS_URL, so the figures never depend on a shared server), waits for
 * its health check and answers `{ base, port, stop }`; `stop()` ends it and removes the folder.
 */
export async function startPageServer(checkout, { name = 'bench', password = 'bench-Admin-password-1' } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  const server = spawn(process.execPath, [path.join(checkout, 'shell/dist/server/index.js')], {
    cwd: checkout,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: password,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${base}/api/health`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, port, stop };
}
