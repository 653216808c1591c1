// remote_public's catalogues of interface strings, one per locale (src/messages/<locale>.json,
// docs/i18n.md "Interface strings"). Each is an exposed module (`remote_public/messages/sw`) holding
// the messages every page shows (the layout's), loaded with the page's modules by the shell and the
// page server; the rest comes by namespace (`home`, `contact`, `services.ict`...) in chunks of its
// own, which a page names (`export const messages` of its module) and gets before it renders.
import type { Catalogue, Locale } from 'remote_shared/i18n';

type NamespaceLoaders = Record<string, () => Promise<{ default: Catalogue }>>;

interface LocaleMessages {
  /** Every message loaded so far, all namespaces together: the translators read this object. */
  messages: Record<string, Catalogue[string]>;
  /** Loaders of the namespaces not loaded yet; undefined when the catalogue came whole (unit tests). */
  namespaces?: NamespaceLoaders;
  loading: Map<string, Promise<void>>;
  loaded: Set<string>;
}

const locales = new Map<Locale, LocaleMessages>();
const modules = new Map<Locale, Promise<unknown>>();

/** Registers a locale's catalogue (its module does, when it loads). */
export function addCatalogue(locale: Locale, core: Catalogue, namespaces?: NamespaceLoaders): void {
  const existing = locales.get(locale);
  if (existing) Object.assign(existing.messages, core);
  else locales.set(locale, { messages: { ...core }, namespaces, loading: new Map(), loaded: new Set() });
}

/** The messages loaded so far for `locale` (the same object as more arrive), or undefined before its catalogue. */
export const catalogueOf = (locale: Locale): Catalogue | undefined => locales.get(locale)?.messages;

/** Whether `namespace` of `locale` is loaded (a catalogue registered whole has them all). */
export function hasNamespace(locale: Locale, namespace: string): boolean {
  const entry = locales.get(locale);
  return Boolean(entry && (!entry.namespaces || entry.loaded.has(namespace) || !(namespace in entry.namespaces)));
}

/** The locale's catalogue module, fetched when nothing loaded it yet (a change of language in the browser). */
export function loadCatalogue(locale: Locale): Promise<unknown> {
  if (locales.has(locale)) return Promise.resolve();
  let promise = modules.get(locale);
  if (!promise) {
    promise = locale === 'sw' ? import('./messages-sw') : locale === 'fr' ? import('./messages-fr') : import('./messages-en');
    modules.set(locale, promise);
  }
  return promise;
}

/** Loads `namespaces` of `locale` (its catalogue first), once each. */
export async function loadNamespaces(locale: Locale, namespaces: readonly string[]): Promise<void> {
  await loadCatalogue(locale);
  const entry = locales.get(locale)!;
  await Promise.all(
    namespaces.map((namespace) => {
      const loader = entry.namespaces?.[namespace];
      if (!loader || entry.loaded.has(namespace)) return undefined;
      let promise = entry.loading.get(namespace);
      if (!promise) {
        promise = loader().then((module) => {
          Object.assign(entry.messages, module.default);
          entry.loaded.add(namespace);
        });
        entry.loading.set(namespace, promise);
      }
      return promise;
    }),
  );
}
