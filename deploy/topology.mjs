// The production topology, described once. docker-compose.yml is its Docker form,
// scripts/topology.mjs starts it on this machine without Docker (`npm run topology:start`), and
// e2e/tests/topology-drift.spec.ts checks that the two name the same services, ports and variables.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const NGINX_DIR = path.join(REPO_ROOT, 'deploy/nginx');

/** Natively every service listens on TOPOLOGY_PORT_BASE + its offset; docker-compose publishes the public ones on the default ports. */
export const DEFAULT_PORT_BASE = 8100;

/** Variables of the page server's runtime configuration, read by shell-server and by the shell's container (deploy/nginx/shell-runtime.sh). */
const RUNTIME_CONFIG_ENV = [
  'REMOTE_SHARED_URL',
  'REMOTE_PUBLIC_URL',
  'REMOTE_ADMIN_URL',
  'PUBLIC_API_URL',
  'SITE_URL',
  'SITE_CONFIG',
  'UPLOAD_URL',
  'UPLOAD_PRESET',
  'UPLOAD_WITH_TOKEN',
  'CSP_EXTRA_ORIGINS',
  'IMAGE_HOSTS',
];

/**
 * Every service, in start order. `env`: the variables it is given (docker-compose `environment`,
 * natively the process or template environment). `imageEnv`: set by its image, not by compose.
 * `public`: browsers reach it on its own origin, published on the same port it listens on.
 * `releases`: its origin serves a release root (docs/releases.md): every kept
 * release of the remote in a folder of its own and `current.json`, on a volume in docker-compose.yml
 * (published there by deploy/nginx/remote-release.sh when the container starts), natively
 * $RELEASE_ROOT/<name> (`npm run release -w <name>` publishes there).
 */
export const SERVICES = {
  postgres: {
    what: 'PostgreSQL 15 with a volume; natively the server DATABASE_URL points at',
    containerPort: 5432,
    volumes: ['postgres-data'],
    env: ['POSTGRES_USER', 'POSTGRES_PASSWORD', 'POSTGRES_DB'],
  },
  redis: {
    what: 'Redis for the rate-limit counters every API instance shares; natively REDIS_URL',
    containerPort: 6379,
    env: [],
  },
  api: {
    what: 'the API instances (node api/dist/server.js), stateless but for the shared uploads folder',
    replicas: 2,
    portOffset: 6,
    containerPort: 3000,
    volumes: ['uploads'],
    env: [
      'NODE_ENV',
      'PORT',
      'HOST',
      'DATABASE_URL',
      'JWT_SECRET',
      'REDIS_URL',
      'REDIS_KEY_PREFIX',
      'CORS_ORIGINS',
      'PUBLIC_URL',
      'TRUST_PROXY',
      'DATA_DIR',
      'ADMIN_EMAIL',
      'ADMIN_PASSWORD',
      'SEED_DEMO',
      'UPLOAD_PRESET',
      'IMAGE_HOSTS',
      'CONTACT_RATE_LIMIT',
      'CONTACT_RATE_WINDOW',
      'SMTP_URL',
      'NOTIFY_EMAIL',
      'MAIL_FROM',
      'SITE_URL',
      'LOG_LEVEL',
    ],
  },
  'api-lb': {
    what: 'nginx balancing the API instances; the API origin browsers call (PUBLIC_API_URL)',
    public: true,
    portOffset: 4,
    nginx: 'api-lb.conf.template',
    env: ['PORT', 'API_SERVERS'],
  },
  'remote-shared': {
    what: "nginx serving remote-shared's releases (a folder each, and current.json naming the one that runs)",
    public: true,
    portOffset: 1,
    nginx: 'remote.conf.template',
    dist: 'remote-shared/dist',
    releases: true,
    volumes: ['remote-shared-releases'],
    env: ['PORT'],
    imageEnv: ['NGINX_ROOT'],
  },
  'remote-public': {
    what: "nginx serving remote-public's releases (a folder each, and current.json naming the one that runs)",
    public: true,
    portOffset: 2,
    nginx: 'remote.conf.template',
    dist: 'remote-public/dist',
    releases: true,
    volumes: ['remote-public-releases'],
    env: ['PORT'],
    imageEnv: ['NGINX_ROOT'],
  },
  'remote-admin': {
    what: "nginx serving remote-admin's releases (a folder each, and current.json naming the one that runs)",
    public: true,
    portOffset: 3,
    nginx: 'remote.conf.template',
    dist: 'remote-admin/dist',
    releases: true,
    volumes: ['remote-admin-releases'],
    env: ['PORT'],
    imageEnv: ['NGINX_ROOT'],
  },
  'shell-server': {
    what: 'the page server (node shell/dist/server/index.js) rendering public pages, without the embedded API',
    portOffset: 5,
    containerPort: 3000,
    env: ['NODE_ENV', 'PORT', 'HOST', 'API_URL', 'SERVE_REMOTES', 'REMOTE_REFRESH_MS', 'LOG_LEVEL', ...RUNTIME_CONFIG_ENV],
  },
  shell: {
    what: "nginx serving the shell's build, passing pages to shell-server and rendering in the browser when it is down",
    public: true,
    portOffset: 0,
    nginx: 'shell.conf.template',
    dist: 'shell/dist/public',
    env: ['PORT', 'SHELL_SERVER', ...RUNTIME_CONFIG_ENV],
    imageEnv: ['NGINX_ROOT', 'SHELL_RUNTIME_DIR'],
  },
};

/** The services nginx serves from a build folder, and the package that builds it. */
export const STATIC_ORIGINS = ['shell', 'remote-shared', 'remote-public', 'remote-admin'];

export function portsFor(base = DEFAULT_PORT_BASE, apiInstances = SERVICES.api.replicas) {
  const ports = {};
  for (const [name, service] of Object.entries(SERVICES)) {
    if (service.portOffset !== undefined && name !== 'api') ports[name] = base + service.portOffset;
  }
  ports.api = Array.from({ length: apiInstances }, (_, i) => base + SERVICES.api.portOffset + i);
  return ports;
}

/** The origins browsers use, one per public service. */
export function originsFor(ports, host = '127.0.0.1') {
  return Object.fromEntries(
    Object.entries(SERVICES)
      .filter(([, service]) => service.public)
      .map(([name]) => [name, `http://${host}:${ports[name]}`]),
  );
}

/**
 * The native environment of every service (the values docker-compose.yml sets in its own
 * terms). `ctx`: ports, origins, runtimeDir, databaseUrl, redisUrl, redisKeyPrefix, jwtSecret,
 * dataDir, admin { email, password }, extra (variables passed through when set: SITE_CONFIG, IMAGE_HOSTS, ...).
 */
export function nativeEnvironments(ctx) {
  const { ports, origins, extra = {} } = ctx;
  // The page server and browsers follow each remote's pointer (docs/releases.md).
  const remoteEntry = (name) => `${origins[name]}/current.json`;
  const shellOrigins = [origins.shell, origins.shell.replace('//127.0.0.1:', '//localhost:')];
  const runtimeConfig = {
    REMOTE_SHARED_URL: remoteEntry('remote-shared'),
    REMOTE_PUBLIC_URL: remoteEntry('remote-public'),
    REMOTE_ADMIN_URL: remoteEntry('remote-admin'),
    PUBLIC_API_URL: origins['api-lb'],
    SITE_URL: extra.SITE_URL ?? origins.shell,
    SITE_CONFIG: extra.SITE_CONFIG ?? '',
    // A path is on the API's origin (PUBLIC_API_URL).
    UPLOAD_URL: extra.UPLOAD_URL ?? '/api/uploads',
    UPLOAD_PRESET: extra.UPLOAD_PRESET ?? 'site',
    UPLOAD_WITH_TOKEN: extra.UPLOAD_WITH_TOKEN ?? 'true',
    CSP_EXTRA_ORIGINS: [origins['remote-shared'], origins['remote-public'], origins['remote-admin'], origins['api-lb'], extra.CSP_EXTRA_ORIGINS]
      .filter(Boolean)
      .join(','),
    IMAGE_HOSTS: extra.IMAGE_HOSTS ?? '',
  };
  const api = ports.api.map((port) => ({
    NODE_ENV: extra.NODE_ENV ?? 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: ctx.databaseUrl,
    JWT_SECRET: ctx.jwtSecret,
    REDIS_URL: ctx.redisUrl,
    REDIS_KEY_PREFIX: ctx.redisKeyPrefix ?? 'api:',
    CORS_ORIGINS: shellOrigins.join(','),
    PUBLIC_URL: origins['api-lb'],
    // Only the load balancer (and the tests, on this machine) reach the instances.
    TRUST_PROXY: '127.0.0.1',
    DATA_DIR: ctx.dataDir,
    ADMIN_EMAIL: ctx.admin?.email ?? 'admin@example.com',
    ADMIN_PASSWORD: ctx.admin?.password ?? '',
    SEED_DEMO: extra.SEED_DEMO ?? 'true',
    UPLOAD_PRESET: runtimeConfig.UPLOAD_PRESET,
    IMAGE_HOSTS: runtimeConfig.IMAGE_HOSTS,
    CONTACT_RATE_LIMIT: extra.CONTACT_RATE_LIMIT ?? '5',
    CONTACT_RATE_WINDOW: extra.CONTACT_RATE_WINDOW ?? '10m',
    SMTP_URL: extra.SMTP_URL ?? '',
    NOTIFY_EMAIL: extra.NOTIFY_EMAIL ?? '',
    MAIL_FROM: extra.MAIL_FROM ?? '',
    SITE_URL: extra.SITE_URL ?? origins.shell,
    LOG_LEVEL: extra.LOG_LEVEL ?? 'info',
  }));
  const nginx = (name, values) => ({ PORT: String(ports[name]), ...values });
  const environments = {
    api,
    'api-lb': nginx('api-lb', {
      API_SERVERS: ports.api.map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`).join(' '),
    }),
    'remote-shared': nginx('remote-shared', {}),
    'remote-public': nginx('remote-public', {}),
    'remote-admin': nginx('remote-admin', {}),
    'shell-server': {
      NODE_ENV: extra.NODE_ENV ?? 'production',
      PORT: String(ports['shell-server']),
      HOST: '127.0.0.1',
      API_URL: `http://127.0.0.1:${ports['api-lb']}`,
      SERVE_REMOTES: 'false',
      REMOTE_REFRESH_MS: extra.REMOTE_REFRESH_MS ?? '5000',
      LOG_LEVEL: extra.LOG_LEVEL ?? 'info',
      ...runtimeConfig,
    },
    shell: nginx('shell', { SHELL_SERVER: `127.0.0.1:${ports['shell-server']}`, ...runtimeConfig }),
  };
  for (const [name, env] of Object.entries(environments)) {
    for (const values of Array.isArray(env) ? env : [env]) {
      const keys = Object.keys(values).sort().join(',');
      const expected = [...SERVICES[name].env].sort().join(',');
      if (keys !== expected) throw new Error(`deploy/topology.mjs: ${name} gets ${keys}, described as ${expected}`);
    }
  }
  return environments;
}

/** The `${NAME}` placeholders of an nginx template (nginx's own `$variables` have no braces there). */
export function templateVariables(template) {
  return [...new Set([...template.matchAll(/\$\{([A-Z][A-Z0-9_]*)\}/g)].map((m) => m[1]))];
}

/**
 * Fills an nginx template the way the nginx image's entrypoint does (envsubst of the defined
 * variables), but refuses a placeholder without a value instead of leaving it.
 */
export function renderTemplate(file, values) {
  const template = readFileSync(path.join(NGINX_DIR, file), 'utf8');
  return template.replace(/\$\{([A-Z][A-Z0-9_]*)\}/g, (_match, name) => {
    if (values[name] === undefined) throw new Error(`${file} needs ${name}`);
    return values[name];
  });
}
