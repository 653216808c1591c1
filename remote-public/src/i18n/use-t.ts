import { use, useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { createTranslator, localeOfPath, localizePath, unlocalizePath, type Locale, type Translator } from 'remote_shared/i18n';
import { catalogueOf, hasNamespace, loadNamespaces } from './catalogues';

const translators = new Map<Locale, Translator>();

/** The page's locale: the first segment of its address (`/sw/...`), English otherwise. */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

/**
 * The page's messages: `t('layout.nav.home')`, `t('projects.count', { count })`. A page's root names
 * its namespaces (`useT('home')`): loaded with the page as a rule (the page server and the shell
 * load what its module's `messages` lists), otherwise the page waits for them (Suspense), as after a
 * move in the browser. Keys are written out in full where they are used, so the catalogue test can
 * find every one; the service pages' keys follow from their outlines (`servicePage`), which the
 * test builds (docs/i18n.md).
 */
export function useT(...namespaces: string[]): Translator['t'] {
  const locale = useLocale();
  // Once a render has waited for a load, every later render waits for the same promise again
  // (settled, `use` returns at once). React replays a component that suspended while hydrating,
  // and a replay that skipped `use` would reach the hooks after it with none to update (React's
  // error 467, "Update hook called on initial render").
  if (!catalogueOf(locale) || namespaces.some((namespace) => !hasNamespace(locale, namespace)) || pendingLoads.has(keyOf(locale, namespaces))) {
    use(pending(locale, namespaces));
  }
  let translator = translators.get(locale);
  if (!translator) {
    translator = createTranslator(locale, catalogueOf(locale)!);
    translators.set(locale, translator);
  }
  return translator.t;
}

// `use` needs the same promise on each render, before it settles and after.
const pendingLoads = new Map<string, Promise<void>>();
const keyOf = (locale: Locale, namespaces: string[]) => `${locale}:${namespaces.join(',')}`;
function pending(locale: Locale, namespaces: string[]): Promise<void> {
  const key = keyOf(locale, namespaces);
  let promise = pendingLoads.get(key);
  if (!promise) {
    promise = loadNamespaces(locale, namespaces);
    pendingLoads.set(key, promise);
  }
  return promise;
}

/** The address of an English path in the page's locale: `/about-us` → `/sw/about-us` on a Kiswahili page. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localizePath(locale, path), [locale]);
}

/** The page's address without its locale prefix, for matching against the English paths of the navigation. */
export function usePagePath(): string {
  return unlocalizePath(useLocation().pathname);
}
