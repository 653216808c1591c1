// remote_public's catalogues of interface strings, one per locale (src/messages/<locale>.json,
// docs/i18n.md "Interface strings"). Each is an exposed module (`remote_public/messages/sw`) holding
// the messages every page shows (the layout's), loaded with the page's modules by the shell and the
// page server; the rest comes by namespace (`home`, `contact`, `services.ict`...) in chunks of its
// own, which a page names (`export const messages` of its module) and gets before it renders.
// The modules register themselves in catalogue-store.ts, which this module loads them into.
import type { Locale } from 'remote_shared/i18n';
import { hasCatalogue, loadRegisteredNamespaces } from './catalogue-store';

export { catalogueOf, hasNamespace } from './catalogue-store';

const modules = new Map<Locale, Promise<unknown>>();

/** The locale's catalogue module, fetched when nothing loaded it yet (a change of language in the browser). */
function loadCatalogue(locale: Locale): Promise<unknown> {
  if (hasCatalogue(locale)) return Promise.resolve();
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
  await loadRegisteredNamespaces(locale, namespaces);
}
