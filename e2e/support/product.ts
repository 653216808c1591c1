import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '../..');
export const ADMIN_EMAIL = 'admin@example.com';
export const ADMIN_PASSWORD = 'e2e-Admin-password-1';

/** A free TCP port on this machine. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface RunningProduct {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** The environment every e2e product instance runs with: known admin, throwaway database, fast hashing. */
export function productEnv(port: number, dataDir: string, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    // The suite talks to its own throwaway embedded database, never to DATABASE_URL.
    DATABASE_URL: '',
    REDIS_URL: '',
    // A test fills the contact form faster than a person could: the spam timing check is proved
    // on its own instance (public-contact-spam.spec.ts) and off everywhere else (docs/decisions/0081-the-e2e-instances-run-with-contact-min-seconds-0.md).
    CONTACT_MIN_SECONDS: '0',
    ...extra,
  };
}

async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the product exited with code ${child.exitCode} before it was ready`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the product did not answer ${url} within ${timeoutMs} ms`);
}

/**
 * A data folder of a product that has started once: migrated, seeded with the demo content, its
 * image renditions made (global-setup.ts makes it once per run; `<dir>.ready` says it is whole; read when used: the
 * configuration sets E2E_TEMPLATE_DIR after its imports).
 * A journey's own instance starts from a copy, as a product's second start: seconds, where a
 * first start's seeding and renditions cost each instance half a minute of a busy machine.
 */
export const templateDir = (): string | undefined => process.env.E2E_TEMPLATE_DIR;

/**
 * A new data folder: a copy of the run's template when there is one and the checkout's page server
 * embeds this repository's API (the skew suite's previous release does), so the data is its own.
 */
function newDataDir(checkout: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'));
  const sameApi = () => realpathSync(path.join(checkout, 'api/dist')) === realpathSync(path.join(REPO_ROOT, 'api/dist'));
  const template = templateDir();
  if (template && existsSync(`${template}.ready`) && sameApi()) cpSync(template, dir, { recursive: true });
  return dir;
}

/**
 * Starts the built product (shell/dist/server) on a free port with its own data directory.
 * With `output`, what it writes to stdout and stderr is collected there instead of shown; with
 * `checkout`, the page server of another checkout's build runs (the skew suite's previous release).
 */
export async function startProduct(
  extra: NodeJS.ProcessEnv = {},
  { output, checkout = REPO_ROOT, timeoutMs = 90_000 }: { output?: string[]; checkout?: string; timeoutMs?: number } = {},
): Promise<RunningProduct> {
  const port = Number(extra.PORT) || (await freePort());
  const dataDir = extra.DATA_DIR ?? newDataDir(checkout);
  const child = spawn(process.execPath, [path.join(checkout, 'shell/dist/server/index.js')], {
    cwd: checkout,
    env: productEnv(port, dataDir, extra),
    stdio: ['ignore', output ? 'pipe' : 'inherit', output ? 'pipe' : 'inherit'],
  });
  if (output) for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  // If the test worker goes away (an interrupted run), the product goes with it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${url}/api/health`, child, timeoutMs);
  } catch (error) {
    // Never leave a half-started product behind.
    child.kill('SIGKILL');
    if (!extra.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    port,
    dataDir,
    process: child,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      if (!extra.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
