// docker-compose.yml and the native topology (deploy/topology.mjs, which `npm run topology:start`
// runs) name the same services, ports and variables. It reads files and opens no page, so it runs
// under node --test (`npm run test:scripts`), not in Playwright.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { before, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { parse } from 'yaml';
import { expect } from './expect';

const REPO_ROOT = path.resolve(__dirname, '../..');

interface ServiceDescription {
  public?: boolean;
  releases?: boolean;
  portOffset?: number;
  containerPort?: number;
  replicas?: number;
  volumes?: string[];
  nginx?: string;
  env: string[];
  imageEnv?: string[];
}

interface TopologyDescription {
  DEFAULT_PORT_BASE: number;
  SERVICES: Record<string, ServiceDescription>;
  portsFor(base: number): Record<string, number | number[]>;
  originsFor(ports: Record<string, number | number[]>): Record<string, string>;
  nativeEnvironments(ctx: Record<string, unknown>): Record<string, Record<string, string> | Record<string, string>[]>;
  templateVariables(template: string): string[];
}

interface ComposeService {
  build?: { context: string; dockerfile: string; target?: string; args?: Record<string, string> };
  healthcheck?: { test?: string[] };
  image?: string;
  environment?: Record<string, string | number>;
  ports?: string[];
  volumes?: string[];
  deploy?: { replicas?: number };
}

/** A compose value with every variable unset: `${X:-default}` → default, `${X:?message}` → <X>, `${X:+alt}` and `${X}` → ''. */
function withDefaults(value: string): string {
  let out = '';
  let i = 0;
  while (i < value.length) {
    if (value.startsWith('$$', i)) {
      out += '$';
      i += 2;
    } else if (value.startsWith('${', i)) {
      let depth = 1;
      let j = i + 2;
      while (j < value.length && depth > 0) {
        if (value.startsWith('${', j)) {
          depth += 1;
          j += 2;
        } else {
          if (value[j] === '}') depth -= 1;
          j += 1;
        }
      }
      const inner = value.slice(i + 2, j - 1);
      const match = /^([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?+])([\s\S]*))?$/.exec(inner);
      if (!match) throw new Error(`cannot read \${${inner}}`);
      const [, name, operator, rest = ''] = match;
      if (operator === ':-' || operator === '-') out += withDefaults(rest);
      else if (operator === ':?' || operator === '?') out += `<${name}>`;
      i = j;
    } else {
      out += value[i];
      i += 1;
    }
  }
  return out;
}

const portsIn = (value: string) => [...value.matchAll(/:(\d{2,5})\b/g)].map((m) => Number(m[1]));

let topology: TopologyDescription;
let compose: { services: Record<string, ComposeService>; volumes?: Record<string, unknown> };

before(async () => {
  topology = (await import(pathToFileURL(path.join(REPO_ROOT, 'deploy/topology.mjs')).href)) as TopologyDescription;
  compose = parse(readFileSync(path.join(REPO_ROOT, 'docker-compose.yml'), 'utf8'), { merge: true });
});

test('docker-compose.yml has the services of the native topology', () => {
  expect(Object.keys(compose.services).sort()).toEqual(Object.keys(topology.SERVICES).sort());
});

test('each service gets the same variables in docker-compose.yml and natively', () => {
  const native = topology.nativeEnvironments({
    ports: topology.portsFor(topology.DEFAULT_PORT_BASE),
    origins: topology.originsFor(topology.portsFor(topology.DEFAULT_PORT_BASE)),
    databaseUrl: 'postgres://postgres@127.0.0.1:5432/savanna',
    redisUrl: 'redis://127.0.0.1:6379',
    jwtSecret: 'x'.repeat(48),
    dataDir: '/data',
  });
  for (const [name, description] of Object.entries(topology.SERVICES)) {
    const environment = compose.services[name]?.environment ?? {};
    expect(Object.keys(environment).sort(), name).toEqual([...description.env].sort());
    // Where a variable holds addresses, they name the same ports (the instances' own ports are
    // native only: in containers each listens on its containerPort).
    const nativeEnv = native[name];
    if (!nativeEnv) continue;
    const first = Array.isArray(nativeEnv) ? nativeEnv[0]! : nativeEnv;
    const internal = new Map<number, number>();
    const ports = topology.portsFor(topology.DEFAULT_PORT_BASE);
    internal.set(ports['shell-server'] as number, topology.SERVICES['shell-server']!.containerPort!);
    for (const port of ports.api as number[]) internal.set(port, topology.SERVICES.api!.containerPort!);
    for (const [key, value] of Object.entries(environment)) {
      if (key === 'PORT') continue;
      const composePorts = new Set(portsIn(withDefaults(String(value))));
      const nativePorts = new Set(portsIn(first[key] ?? '').map((port) => internal.get(port) ?? port));
      expect(composePorts, `${name} ${key}`).toEqual(nativePorts);
    }
  }
});

test('public origins are published on the native default ports; the others are not published', () => {
  for (const [name, description] of Object.entries(topology.SERVICES)) {
    const service = compose.services[name]!;
    const port = String(service.environment?.PORT ?? '');
    if (description.public) {
      const expected = topology.DEFAULT_PORT_BASE + description.portOffset!;
      // On PUBLISH_ADDRESS (every interface unless set; compose:test uses 127.0.0.1).
      expect(service.ports?.map(withDefaults), name).toEqual([`0.0.0.0:${expected}:${expected}`]);
      expect(port, `${name} PORT`).toBe(String(expected));
    } else {
      expect(service.ports, name).toBeUndefined();
      if (description.env.includes('PORT')) expect(port, `${name} PORT`).toBe(String(description.containerPort));
    }
  }
});

test('the API runs as several replicas sharing the uploads volume; PostgreSQL keeps its data in a volume', () => {
  expect(compose.services.api!.deploy?.replicas).toBe(topology.SERVICES.api!.replicas);
  expect(topology.SERVICES.api!.replicas).toBeGreaterThanOrEqual(2);
  for (const [name, description] of Object.entries(topology.SERVICES)) {
    for (const volume of description.volumes ?? []) {
      expect(
        compose.services[name]!.volumes?.some((mount) => mount.startsWith(`${volume}:`)),
        `${name} mounts ${volume}`,
      ).toBe(true);
      expect(compose.volumes ?? {}, `volume ${volume} declared`).toHaveProperty(volume);
    }
  }
});

test("each remote serves its release root: a volume on its image's nginx root, published at container start by remote-release.sh; everyone follows current.json", () => {
  const dockerfile = readFileSync(path.join(REPO_ROOT, 'deploy/docker/nginx.Dockerfile'), 'utf8');
  const nginxRoot = /^ENV NGINX_ROOT=(\S+)$/m.exec(dockerfile)?.[1];
  expect(nginxRoot).toBeDefined();
  // The remote stage runs the release script before nginx starts (the image's /docker-entrypoint.d).
  const remoteStage = dockerfile.slice(dockerfile.indexOf('AS remote'));
  expect(remoteStage).toMatch(/^COPY --chmod=0755 deploy\/nginx\/remote-release\.sh (\S+)$/m);
  expect(remoteStage).toMatch(/docker-entrypoint\.d\/\d+-remote-release\.sh/);
  const released = Object.entries(topology.SERVICES).filter(([, description]) => description.releases);
  expect(released.map(([name]) => name).sort()).toEqual(['remote-admin', 'remote-public', 'remote-shared']);
  for (const [name, description] of released) {
    const [volume] = description.volumes ?? [];
    expect(compose.services[name]!.volumes, name).toContain(`${volume}:${nginxRoot}`);
    expect(compose.services[name]!.healthcheck?.test?.join(' '), name).toContain('/current.json');
  }
  const ports = topology.portsFor(topology.DEFAULT_PORT_BASE);
  const native = topology.nativeEnvironments({
    ports,
    origins: topology.originsFor(ports),
    databaseUrl: 'postgres://x@127.0.0.1/x',
    redisUrl: 'redis://127.0.0.1',
    jwtSecret: 'x'.repeat(48),
    dataDir: '/data',
  });
  for (const service of ['shell-server', 'shell']) {
    for (const key of ['REMOTE_SHARED_URL', 'REMOTE_PUBLIC_URL', 'REMOTE_ADMIN_URL']) {
      expect(withDefaults(String(compose.services[service]!.environment![key])), `${service} ${key}`).toMatch(/\/current\.json$/);
      expect((native[service] as Record<string, string>)[key], `${service} ${key} natively`).toMatch(/\/current\.json$/);
    }
  }
});

test('nginx services are built from deploy/nginx, every template variable is provided, and every image runs as a non-root user', () => {
  for (const [name, description] of Object.entries(topology.SERVICES)) {
    const build = compose.services[name]!.build;
    if (!build) {
      expect(description.nginx, name).toBeUndefined();
      continue;
    }
    const dockerfile = readFileSync(path.join(REPO_ROOT, build.context, build.dockerfile), 'utf8');
    // The stages of the service's target (or the last stage), up to its base image.
    const stages = new Map(
      [...dockerfile.matchAll(/^FROM\s+(\S+)(?:\s+AS\s+(\S+))?$([\s\S]*?)(?=^FROM\s|(?![\s\S]))/gm)].map((m, i, all) => [
        m[2] ?? `#${i}`,
        { base: m[1]!, body: m[3]!, last: i === all.length - 1 },
      ]),
    );
    let stage = build.target ? stages.get(build.target) : [...stages.values()].find((s) => s.last);
    expect(stage, `${name}: stage ${build.target ?? '(last)'} of ${build.dockerfile}`).toBeDefined();
    const chain: string[] = [];
    while (stage) {
      chain.push(stage.body);
      stage = stages.get(stage.base);
    }
    const user = chain.map((body) => [...body.matchAll(/^USER\s+(\S+)/gm)].pop()?.[1]).find(Boolean);
    expect(user, `${name} runs as`).toBeDefined();
    expect(['root', '0']).not.toContain(user);
    if (description.nginx) {
      expect(chain.join('\n'), `${name} uses ${description.nginx}`).toContain(`deploy/nginx/${description.nginx}`);
      const template = readFileSync(path.join(REPO_ROOT, 'deploy/nginx', description.nginx), 'utf8');
      const provided = [...description.env, ...(description.imageEnv ?? [])];
      for (const variable of topology.templateVariables(template)) expect(provided, `${name}: ${description.nginx} needs ${variable}`).toContain(variable);
      for (const variable of description.imageEnv ?? [])
        expect(chain.join('\n'), `${name}: the image sets ${variable}`).toMatch(new RegExp(`^ENV .*\\b${variable}=`, 'm'));
    }
    if (build.args?.PACKAGE) expect(build.args.PACKAGE, `${name} builds its own package`).toBe(name);
  }
  expect(existsSync(path.join(REPO_ROOT, 'deploy/nginx/shell-runtime.sh'))).toBe(true);
});

test('the file runs on docker-compose 1.29 and Compose v2 alike: no top-level name, only ${VAR}, ${VAR:-x} and ${VAR:?x}', () => {
  // Comments aside.
  const raw = readFileSync(path.join(REPO_ROOT, 'docker-compose.yml'), 'utf8').replace(/(^|\s)#.*$/gm, '');
  expect(raw).not.toMatch(/^name:/m);
  for (const match of raw.matchAll(/\$\{([^}]*)\}/g)) {
    expect(match[1], match[0]).toMatch(/^[A-Za-z_][A-Za-z0-9_]*(?::?[-?][^$]*)?$/);
  }
});

test('base images are parameters defaulting to the official images, and every service has a health check', () => {
  const defaults: Record<string, string> = {
    NODE_IMAGE: 'node:24-bookworm-slim',
    NGINX_IMAGE: 'nginxinc/nginx-unprivileged:1.27-alpine',
  };
  expect(compose.services.postgres!.image).toBe('${POSTGRES_IMAGE:-postgres:15-alpine}');
  expect(compose.services.redis!.image).toBe('${REDIS_IMAGE:-redis:7-alpine}');
  for (const [name, service] of Object.entries(compose.services)) {
    expect(service.healthcheck?.test, `${name} health check`).toBeDefined();
    // podman's Docker API (4.3) splits a CMD health check's arguments at spaces (CMD-SHELL's one string is rejoined).
    const [form, ...args] = service.healthcheck!.test!;
    if (form === 'CMD') for (const arg of args) expect(arg, `${name} health check argument`).not.toMatch(/\s/);
    if (!service.build) continue;
    const dockerfile = readFileSync(path.join(REPO_ROOT, service.build.context, service.build.dockerfile), 'utf8');
    for (const [variable, image] of Object.entries(defaults)) {
      if (!new RegExp(`^ARG ${variable}=`, 'm').test(dockerfile)) continue;
      expect(dockerfile, `${service.build.dockerfile} defaults ${variable}`).toMatch(new RegExp(`^ARG ${variable}=${image.replace(/[.:/]/g, '\\$&')}$`, 'm'));
      expect(service.build.args?.[variable], `${name} passes ${variable}`).toBe(`\${${variable}:-${image}}`);
    }
  }
});
