import path from 'node:path';
import { z } from 'zod';

/** The repository root: the server bundle runs from shell/dist/server, `npm run dev` from shell/server. */
export const REPO_ROOT = path.resolve(__dirname, path.basename(path.dirname(__dirname)) === 'dist' ? '../../..' : '../..');

const list = z
  .string()
  .optional()
  .transform((value) =>
    value
      ? value
          .split(',')
          .map((v) => v.trim())
          .filter(Boolean)
      : [],
  );

/** 'true' or 'false', nothing else: a typo fails at start instead of reading as false. */
const flag = (fallback: 'true' | 'false') =>
  z
    .enum(['true', 'false'])
    .default(fallback)
    .transform((v) => v === 'true');

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  /** {host} for server-side rendering. Unset: the API runs in this process (one origin). */
  API_URL: z.url().optional(),
  /** The API base address the browser uses (runtime configuration `apiBaseUrl`); empty = same origin. */
  PUBLIC_API_URL: z.string().default(''),
  /** Canonical address of the site, for canonical links, Open Graph and the sitemap. */
  SITE_URL: z.string().default(''),
  REMOTE_SHARED_URL: z.string().default('/remotes/shared/remoteEntry.js'),
  REMOTE_PUBLIC_URL: z.string().default('/remotes/public/remoteEntry.js'),
  REMOTE_ADMIN_URL: z.string().default('/remotes/admin/remoteEntry.js'),
  /** Serve the remotes' builds from these folders at /remotes/<name>/ (one origin). */
  SERVE_REMOTES: flag('true'),
  SHELL_DIST: z.string().default(path.join(REPO_ROOT, 'shell/dist/public')),
  UPLOAD_URL: z.string().default('/api/uploads'),
  UPLOAD_PRESET: z.string().default('site'),
  /** Whether uploads carry the bearer token (our API: yes; a cloud service: no). */
  UPLOAD_WITH_TOKEN: flag('true'),
  /** JSON object overriding the company facts of remote-shared/src/config/site.ts. */
  SITE_CONFIG: z.string().optional(),
  /** How often (ms) the page server checks remotes served from other origins for a new release. */
  REMOTE_REFRESH_MS: z.coerce.number().int().min(200).default(5000),
  CSP_EXTRA_ORIGINS: list,
  /** Whether browsers get the offline service worker (docs/offline.md); false serves one that removes itself and its caches. */
  SERVICE_WORKER: flag('true'),
  /** Hosts whose remote server bundles may be loaded over plain http although they are not on a private network. */
  REMOTE_HTTP_ALLOW: list.transform((hosts) => hosts.map((h) => h.toLowerCase())),
});

export type WebConfig = z.infer<typeof schema> & { siteOverrides: Record<string, unknown> };

export function loadWebConfig(env: NodeJS.ProcessEnv = process.env): WebConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  let siteOverrides: Record<string, unknown> = {};
  if (parsed.data.SITE_CONFIG) {
    try {
      siteOverrides = JSON.parse(parsed.data.SITE_CONFIG) as Record<string, unknown>;
    } catch {
      throw new Error('Invalid configuration:\n  SITE_CONFIG: must be a JSON object');
    }
  }
  return { ...parsed.data, siteOverrides };
}

export const REMOTE_DIRS: Record<string, string> = {
  remote_shared: path.join(REPO_ROOT, 'remote-shared/dist'),
  remote_public: path.join(REPO_ROOT, 'remote-public/dist'),
  remote_admin: path.join(REPO_ROOT, 'remote-admin/dist'),
};

export const REMOTE_PATHS: Record<string, string> = {
  remote_shared: '/remotes/shared/',
  remote_public: '/remotes/public/',
  remote_admin: '/remotes/admin/',
};
