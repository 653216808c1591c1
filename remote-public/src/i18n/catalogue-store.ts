// The catalogues registered so far, one per locale, and the namespaces each has loaded: what the
// message modules (messages-<locale>.ts) add to and the translators read. Loading a locale's module
// is catalogues.ts's; this module imports none of them, so they can import it.
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

/** Registers a locale's catalogue (its module does, when it loads). */
export function addCatalogue(locale: Locale, core: Catalogue, namespaces?: NamespaceLoaders): void {
  const existing = locales.get(locale);
  if (existing) Object.assign(existing.messages, core);
  else locales.set(locale, { messages: { ...core }, namespaces, loading: new Map(), loaded: new Set() });
}

/** Whether `locale`'s catalogue is registered. */
export const hasCatalogue = (locale: Locale): boolean => locales.has(locale);

/** The messages loaded so far for `locale` (the same object as more arrive), or undefined before its catalogue. */
export const catalogueOf = (locale: Locale): Catalogue | undefined => locales.get(locale)?.messages;

/** Whether `namespace` of `locale` is loaded (a catalogue registered whole has them all). */
export function hasNamespace(locale: Locale, namespace: string): boolean {
  const entry = locales.get(locale);
  return Boolean(entry && (!entry.namespaces || entry.loaded.has(namespace) || !(namespace in entry.namespaces)));
}

/** Loads `namespaces` of a registered locale, once each; nothing for a locale not registered. */
export async function loadRegisteredNamespaces(locale: Locale, namespaces: readonly string[]): Promise<void> {
  const entry = locales.get(locale);
  if (!entry) return;
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
