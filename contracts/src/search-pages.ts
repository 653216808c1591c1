// Which pages have a search appearance (docs/search-appearance.md): every fixed page and every
// record's own page, by English address. Plain data, no zod: the API, the page server and the
// back office read the same list.
import { CONTENT_TYPES } from './content';
import { normalizePath } from './redirects';
import { FIXED_PAGE_PATHS } from './site-paths';

/**
 * The fixed pages, by English address: spec §2's pages and every content type's list page
 * (`/projects`, `/our-team`, `/mission-vision`). A record’s page is `/projects/12` (`recordPagePath`).
 */
export const SEARCH_FIXED_PAGES: readonly string[] = [
  ...FIXED_PAGE_PATHS,
  ...CONTENT_TYPES.flatMap((type) => (type.site ?? []).map((route) => route.path).filter((path) => !path.includes(':'))),
];

/** The content types whose records have a public page of their own (`/projects/:id`), with its route. */
const RECORD_PAGE_TYPES = CONTENT_TYPES.flatMap((type) => {
  const route = (type.site ?? []).find((each) => /\/:id$/.test(each.path));
  return route ? [{ type, route: route.path }] : [];
});

/** The English address of a record's public page, or null when its type has none. */
export function recordPagePath(typeName: string, id: number): string | null {
  const found = RECORD_PAGE_TYPES.find((each) => each.type.name === typeName);
  return found ? found.route.replace(':id', String(id)) : null;
}

/** Which page an English address is: a fixed page, a record's page (its type and id), or none. */
export function searchPageOf(path: string): { kind: 'fixed'; path: string } | { kind: 'record'; path: string; type: string; id: number } | null {
  const normal = normalizePath(path);
  if (normal === null) return null;
  if (SEARCH_FIXED_PAGES.includes(normal)) return { kind: 'fixed', path: normal };
  for (const { type, route } of RECORD_PAGE_TYPES) {
    const prefix = route.slice(0, -':id'.length);
    const rest = normal.startsWith(prefix) ? normal.slice(prefix.length) : '';
    if (/^[1-9]\d{0,9}$/.test(rest) && Number(rest) <= 2_147_483_647) return { kind: 'record', path: normal, type: type.name, id: Number(rest) };
  }
  return null;
}

export const SEARCH_PAGE_MESSAGE = 'The address must be a public page of the site (a fixed page or a record’s page), in English';
