import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import type { Role, User } from 'contracts';
import { buildApp, type BuildOptions } from '../src/app';
import type { Config } from '../src/config';
import { PGLITE_TEMPLATE } from './paths';

/** Every suite runs on PGlite, and also on the PostgreSQL server when DATABASE_URL is set (CI). */
export type Backend = 'pglite' | 'postgres';
export const BACKENDS: Backend[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
export const ADMIN = { email: 'admin@example.com', password: 'admin-password-1' };
/** A password the strength check accepts, for users the tests create. */
export const STRONG_PASSWORD = 'Baobab-Lantern-Okapi-42';
export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * A storage place of its own: a temp DATA_DIR (with a copy of the initialised PGlite cluster),
 * and on PostgreSQL a fresh database, dropped at the end, so files can run in parallel.
 */
export class TestStore {
  readonly dataDir = mkdtempSync(join(tmpdir(), 'api-test-'));
  databaseUrl: string | undefined;
  private dbName: string | undefined;

  constructor(readonly backend: Backend) {
    cpSync(PGLITE_TEMPLATE, join(this.dataDir, 'pglite'), { recursive: true });
  }

  async init(): Promise<this> {
    if (this.backend === 'postgres') {
      this.dbName = `api_test_${randomBytes(6).toString('hex')}`;
      await withAdmin((c) => c.query(`CREATE DATABASE ${this.dbName}`));
      const url = new URL(process.env.DATABASE_URL!);
      url.pathname = `/${this.dbName}`;
      this.databaseUrl = url.href;
    }
    return this;
  }

  config(overrides: Partial<Config> = {}): Partial<Config> {
    return {
      nodeEnv: 'test',
      logLevel: 'silent',
      dataDir: this.dataDir,
      databaseUrl: this.databaseUrl,
      jwtSecret: undefined,
      adminEmail: ADMIN.email,
      adminPassword: ADMIN.password,
      seedDemo: false,
      redisUrl: undefined,
      corsOrigins: [],
      publicUrl: undefined,
      imageHosts: ['res.cloudinary.com'],
      cspExtraOrigins: [],
      trustProxy: false,
      passwordHashCost: 'low',
      loginMaxFailures: 10,
      loginWindowMs: 15 * 60_000,
      contactRateLimit: 5,
      contactRateWindowMs: 10 * 60_000,
      ...overrides,
    };
  }

  async app(overrides: Partial<Config> = {}, options: BuildOptions = {}): Promise<FastifyInstance> {
    const app = await buildApp(this.config(overrides), options);
    try {
      await app.ready();
    } catch (error) {
      await app.close().catch(() => {});
      throw error;
    }
    return app;
  }

  async destroy(): Promise<void> {
    if (this.dbName) await withAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${this.dbName} WITH (FORCE)`));
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Runs `define` once per backend with a store and an app built before the tests, closed after. */
export function eachBackend(name: string, define: (ctx: { store: () => TestStore; app: () => FastifyInstance }) => void, overrides: Partial<Config> = {}) {
  describe.each(BACKENDS)(`${name} [%s]`, (backend) => {
    let store: TestStore;
    let app: FastifyInstance;
    beforeAll(async () => {
      store = await new TestStore(backend).init();
      app = await store.app(overrides);
    });
    afterAll(async () => {
      await app?.close();
      await store?.destroy();
    });
    define({ store: () => store, app: () => app });
  });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function login(app: FastifyInstance, email = ADMIN.email, password = ADMIN.password): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
  return res.json().token;
}

let counter = 0;
/** Creates a user of `role` through the API (as the admin) and signs them in. */
export async function userWithRole(app: FastifyInstance, adminToken: string, role: Role): Promise<{ user: User; token: string; password: string }> {
  counter += 1;
  // Strong enough for the password check (12+ characters, not easy to guess).
  const password = `${role}-${randomBytes(6).toString('hex')}-Savanna`;
  const email = `${role.toLowerCase()}-${counter}-${randomBytes(3).toString('hex')}@example.com`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/users',
    headers: bearer(adminToken),
    payload: { full_name: `${role} ${counter}`, email_address: email, telephone_number: '+254 700 000 000', role, password },
  });
  if (res.statusCode !== 201) throw new Error(`creating ${role} failed: ${res.statusCode} ${res.body}`);
  return { user: res.json(), token: await login(app, email, password), password };
}

export const samplePost = (overrides: Record<string, unknown> = {}) => ({
  title: 'Tax portal',
  description: 'A portal for filing taxes.',
  category: 'Web Platform',
  image_url: '/uploads/demo/project.webp',
  published: 'March 5, 2025',
  status: 'Ongoing',
  client: 'Rwanda Revenue Authority',
  ...overrides,
});
export const sampleTeamMember = (overrides: Record<string, unknown> = {}) => ({
  name: 'Amani Uwase',
  position: 'CEO',
  image_url: '/uploads/demo/team.webp',
  ...overrides,
});
export const sampleHeader = (overrides: Record<string, unknown> = {}) => ({
  title: 'Digital services',
  subtitle: 'ICT consultancy',
  description: 'We build platforms.',
  image_url: '/uploads/demo/slide.webp',
  ...overrides,
});
export const sampleContact = (overrides: Record<string, unknown> = {}) => ({
  name: 'Wanjiru Kamau',
  email_address: 'wanjiru@example.org',
  message: 'We would like a quote for a county revenue system.',
  ...overrides,
});

/** JSON of a request, throwing with the body when the status is not the expected one. */
export async function expectStatus(app: FastifyInstance, options: InjectOptions, status: number) {
  const res = await app.inject(options);
  if (res.statusCode !== status) throw new Error(`${options.method ?? 'GET'} ${options.url} → ${res.statusCode}, expected ${status}: ${res.body}`);
  return res;
}

/** Retries `check` every 25 ms until it passes or `timeoutMs` runs out (then its last error). */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 3000): Promise<T> {
  const start = Date.now();
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() - start > timeoutMs) throw error;
      await new Promise((r) => setTimeout(r, 25));
    }
  }
}
