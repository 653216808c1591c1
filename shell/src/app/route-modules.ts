import { matchRoutes } from 'react-router-dom';
import { ADMIN_APP, FALLBACK_PATH, isAdminPath, type PublicRoutes } from './route-table';

/**
 * The languages a route table has pages in besides English: the locales it names a catalogue for
 * (docs/i18n.md). The shell keeps no list of its own, so a release of remote_public adds one.
 */
export function prefixedLocales(routes: PublicRoutes): string[] {
  return Object.keys(routes.messages ?? {}).filter((locale) => locale !== 'en' && /^[a-z]{2}$/.test(locale));
}

/** A public path split into its locale (`en` without a prefix) and its English path: `/sw/projects` → `sw`, `/projects`. */
export function splitLocale(routes: PublicRoutes, pathname: string): { locale: string; path: string } {
  const first = pathname.split('/')[1] ?? '';
  if (!prefixedLocales(routes).includes(first)) return { locale: 'en', path: pathname };
  return { locale: first, path: pathname.slice(first.length + 1) || '/' };
}

/** `path` (English) in `locale`. */
export const withLocale = (locale: string, path: string) => (locale === 'en' ? path : path === '/' ? `/${locale}` : `/${locale}${path}`);

/** The public page a path renders, with its parameters, or null. The same pages answer under each locale's prefix. */
export function matchPage(routes: PublicRoutes, pathname: string) {
  const { path } = splitLocale(routes, pathname);
  const match = matchRoutes(
    routes.pages.map((page) => ({ path: page.path, page })),
    path,
  )?.at(-1);
  return match ? { page: match.route.page, params: match.params } : null;
}

/** Where an old address goes now, in the address's locale (`/sw/strategy` → `/sw/services/strategy`), or null. */
export function redirectFor(routes: PublicRoutes, pathname: string): string | null {
  const { locale, path } = splitLocale(routes, pathname);
  const target = routes.redirects[path];
  return target ? withLocale(locale, target) : null;
}

/** Where an unknown path goes: the home page of its locale (spec §2's `/` for English, and for an unknown prefix). */
export const fallbackFor = (routes: PublicRoutes, pathname: string) => withLocale(splitLocale(routes, pathname).locale, FALLBACK_PATH);

/** The federated modules a path needs on first render (loaded in parallel before hydration), its catalogue included. */
export function modulesForPath(routes: PublicRoutes, pathname: string): string[] {
  if (isAdminPath(pathname)) return [ADMIN_APP];
  const messages = routes.messages?.[splitLocale(routes, pathname).locale as 'en'];
  const match = matchPage(routes, pathname);
  return [routes.layout, ...(messages ? [messages] : []), ...(match ? [match.page.module] : [])];
}

/**
 * Loads the namespaces of messages the page's modules name (`export const messages`) into its
 * language's catalogue, so the page renders, and hydrates, without waiting (docs/i18n.md,
 * "Interface strings"). A module that failed to load, or a catalogue without `load`, names none.
 */
export async function loadPageMessages(routes: PublicRoutes, pathname: string, moduleOf: (id: string) => unknown): Promise<void> {
  const catalogue = routes.messages?.[splitLocale(routes, pathname).locale as 'en'];
  if (!catalogue) return;
  const named = await Promise.all(
    modulesForPath(routes, pathname)
      .filter((id) => id !== catalogue)
      .map(async (id) => {
        try {
          return ((await moduleOf(id)) as { messages?: readonly string[] }).messages ?? [];
        } catch {
          return [];
        }
      }),
  );
  const namespaces = named.flat();
  if (!namespaces.length) return;
  const module = (await moduleOf(catalogue)) as { load?: (names: readonly string[]) => Promise<void> };
  await module.load?.(namespaces);
}

/** The namespaces of messages the page's modules name, read from modules already loaded (the page server's). */
export function pageNamespaces(routes: PublicRoutes, pathname: string, moduleOf: (id: string) => unknown): string[] {
  return modulesForPath(routes, pathname).flatMap((id) => {
    try {
      return [...(((moduleOf(id) as { messages?: readonly string[] }) ?? {}).messages ?? [])];
    } catch {
      return [];
    }
  });
}
