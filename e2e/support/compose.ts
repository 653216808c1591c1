// The docker-compose.yml stack that `npm run compose:test` started (docker-compose talking to
// podman; DOCKER_HOST and COMPOSE_PROJECT_NAME come from that script's environment), seen as a
// running topology: its default origins, and front ends taken down with `docker-compose stop`.
import { spawn } from 'node:child_process';
import { REPO_ROOT } from './product';
import type { FrontEnd } from './topology';
import { fromHere, type RunningTopology } from './topology-journeys';

/** docker-compose.yml's default *_ORIGIN values. */
export const COMPOSE_ORIGINS: Record<FrontEnd | 'api-lb', string> = {
  shell: 'http://localhost:8100',
  'remote-shared': 'http://remote-shared.localhost:8101',
  'remote-public': 'http://remote-public.localhost:8102',
  'remote-admin': 'http://remote-admin.localhost:8103',
  'api-lb': 'http://localhost:8104',
};

/** Runs a command to its end; resolves with its standard output. */
export function sh(command: string, args: string[], cwd = REPO_ROOT): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${(err || out).slice(-3000)}`)),
    );
  });
}

export const compose = (...args: string[]) => sh('docker-compose', args);

/** Until the origin answers (`up`) or refuses connections. */
export async function waitOrigin(origin: string, up: boolean, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const answered = await fetch(`${fromHere(origin)}/`, { signal: AbortSignal.timeout(2000) }).then(
      () => true,
      () => false,
    );
    if (answered === up) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${origin} did not ${up ? 'come up' : 'go down'} within ${timeoutMs} ms`);
}

export const composeTopology: RunningTopology = {
  origins: COMPOSE_ORIGINS,
  async setOrigin(name, up) {
    await compose(up ? 'start' : 'stop', name);
    await waitOrigin(COMPOSE_ORIGINS[name], up);
  },
};

/** The image a service's container runs (its id) and the container's id. */
export async function serviceImage(service: string): Promise<{ container: string; image: string }> {
  const container = (await compose('ps', '-q', service)).trim().split('\n')[0]!;
  const image = (await sh('podman', ['inspect', '--format', '{{.Image}}', container])).trim();
  return { container, image };
}

/** sha256 of every file a container serves from a folder, by path. */
export async function filesIn(service: string, folder: string): Promise<string> {
  return compose('exec', '-T', service, 'sh', '-c', `cd ${folder} && find . -type f | sort | xargs sha256sum`);
}
