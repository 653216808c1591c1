import type { SiteOverrides } from './site-types';

/** What the shell reads from /runtime-config.json (inlined in every page as window.__RUNTIME_CONFIG__). */
export interface RuntimeConfig {
  remotes: Record<string, string>;
  /** Base address of {host}; empty means the page's own origin. */
  apiBaseUrl: string;
  upload: { url: string; preset: string; withToken: boolean };
  site?: SiteOverrides;
  /**
   * Remotes the page server found unusable with the remote_shared named beside them (their
   * contract.json needs what it does not export), with the reason: the shell does not load them.
   */
  refused?: Record<string, string>;
}

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  remotes: {},
  apiBaseUrl: '',
  upload: { url: '/api/uploads', preset: 'site', withToken: true },
};

type WithConfig = { __RUNTIME_CONFIG__?: Partial<RuntimeConfig> };

export function getRuntimeConfig(): RuntimeConfig {
  const config = (globalThis as WithConfig).__RUNTIME_CONFIG__ ?? {};
  return {
    ...DEFAULT_RUNTIME_CONFIG,
    ...config,
    upload: { ...DEFAULT_RUNTIME_CONFIG.upload, ...config.upload },
  };
}

/** Join {host} and an API path; the base may be empty (same origin) or end with a slash. */
export function apiUrl(path: string): string {
  const base = getRuntimeConfig().apiBaseUrl.replace(/(?<!\/)\/+$/, '');
  return `${base}${path}`;
}

/**
 * `apiUrl(path)` made absolute, as a `Request` (and Node's fetch) needs outside a browser page: the
 * page's origin in the browser, a placeholder on the page server (its fetch keeps only the path).
 */
export const absoluteApiUrl = (path: string) => new URL(apiUrl(path), (globalThis as { location?: Location }).location?.origin ?? 'http://internal').href;

/**
 * Image addresses saved by our own upload endpoint are site-relative (/uploads/...); when {host}
 * lives on another origin they must be resolved against it. Absolute addresses pass through.
 */
export function resolveAssetUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  if (/^(https?:)?\/\//i.test(url) || url.startsWith('data:') || url.startsWith('blob:')) return url;
  const base = getRuntimeConfig().apiBaseUrl.replace(/(?<!\/)\/+$/, '');
  return `${base}${url.startsWith('/') ? '' : '/'}${url}`;
}
