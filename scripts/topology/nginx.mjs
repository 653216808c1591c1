// nginx for the native topology: one master serving every origin and the API's load balancer,
// configured from the same deploy/nginx templates as the images.
import { spawnSync } from 'node:child_process';
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { NGINX_DIR, SERVICES, renderTemplate } from '../../deploy/topology.mjs';
import { originRoot } from './builds.mjs';
import { nginxBinary } from './preflight.mjs';
import { readState } from './processes.mjs';

/** nginx.conf and one conf.d file per origin that is up (`up[name] === false` leaves it out); the remotes serve their release roots under `releaseRoot`. */
export function writeNginxConfig(dir, env, up, releaseRoot) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    renderTemplate('native.conf.template', {
      USER_DIRECTIVE: isRoot ? 'user nobody nogroup;' : '',
      RUNTIME_DIR: dir,
      NGINX_DIR,
      MIME_TYPES: process.env.NGINX_MIME_TYPES ?? '/etc/nginx/mime.types',
    }),
  );
  const confDir = path.join(dir, 'conf.d');
  for (const file of readdirSync(confDir)) rmSync(path.join(confDir, file));
  for (const [name, service] of Object.entries(SERVICES)) {
    if (!service.nginx || up[name] === false) continue;
    const values = { ...env[name] };
    if (service.dist) values.NGINX_ROOT = originRoot(dir, releaseRoot, name);
    if (name === 'shell') values.SHELL_RUNTIME_DIR = path.join(dir, 'shell');
    writeFileSync(path.join(confDir, `${name}.conf`), renderTemplate(service.nginx, values));
  }
}

/** The arguments that run nginx on the runtime folder's configuration. */
export const nginxArgs = (dir) => ['-p', dir, '-c', path.join(dir, 'nginx.conf')];

/** `nginx -t` on the written configuration; throws with nginx's complaint. */
export function testNginxConfig(dir) {
  const test = spawnSync(nginxBinary(), [...nginxArgs(dir), '-t'], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx refused the configuration:\n${test.stderr}`);
}

/** Applies a rewritten configuration (SIGHUP to the master, after a test). */
export function reloadNginx(dir) {
  testNginxConfig(dir);
  const pid = readState(dir)?.processes.find((p) => p.name === 'nginx')?.pid;
  process.kill(pid, 'SIGHUP');
}
