import { use, useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { createTranslator, localeOfPath, localizePath, unlocalizePath, type Locale, type Translator } from 'remote_shared/i18n';
import { catalogueOf, hasNamespace, loadCatalogue, loadNamespaces } from './catalogues';

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
  if (!catalogueOf(locale)) use(loadCatalogue(locale) as Promise<unknown>);
  const missing = namespaces.filter((namespace) => !hasNamespace(locale, namespace));
  if (missing.length) use(pending(locale, missing));
  let translator = translators.get(locale);
  if (!translator) {
    translator = createTranslator(locale, catalogueOf(locale)!);
    translators.set(locale, translator);
  }
  return translator.t;
}

// `use` needs the same promise on each render until it settles.
const pendingLoads = new Map<string, Promise<void>>();
function pending(locale: Locale, namespaces: string[]): Promise<void> {
  const key = `${locale}:${namespaces.join(',')}`;
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
