import { CONTENT_TYPES } from './content';
import { normalizePath, stripLocale } from './redirects';

/**
 * The addresses the site itself answers, which a managed redirect may not take (docs/redirects.md,
 * "What comes first"): the fixed pages and spec §2's four service redirects of the public route
 * table (remote-public/src/routes.ts, which the API cannot import: it is a remote), and every
 * content type's pages from its declaration. remote-public/src/routes.test.ts checks that every
 * page and fixed redirect of the remote's table is answered here.
 */
export const FIXED_PAGE_PATHS = [
  '/',
  '/about-us',
  '/why-choose-us',
  '/services/strategy',
  '/services/human',
  '/services/ict',
  '/services/development',
  '/contact',
  '/privacy',
] as const;

const SERVICE_REDIRECT_PATHS = ['/strategy', '/human', '/ict', '/development'] as const;

/** Route patterns (`/projects/:id`) split into segments, lower case as paths are compared. */
const PATTERNS: string[][] = [
  ...FIXED_PAGE_PATHS,
  ...SERVICE_REDIRECT_PATHS,
  ...CONTENT_TYPES.flatMap((type) => [...(type.site ?? []).map((route) => route.path), ...(type.preview ? [type.preview.path] : [])]),
].map((path) => path.toLowerCase().split('/').slice(1));

function matches(pattern: string[], segments: string[]): boolean {
  if (pattern.length !== segments.length) return false;
  return pattern.every((part, i) => part.startsWith(':') || part === segments[i]);
}

/** True when a page route or a fixed redirect answers `path` (in any language). */
export function answeredBySite(path: string): boolean {
  const normal = normalizePath(path);
  if (!normal) return false;
  const bare = stripLocale(normal).path;
  const segments = bare === '/' ? [''] : bare.split('/').slice(1);
  return PATTERNS.some((pattern) => matches(pattern, segments));
}
