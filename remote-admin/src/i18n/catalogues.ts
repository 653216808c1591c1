// The back office's catalogues, one per language (src/messages/<locale>.json, compiled by
// tools/webpack/messages-loader.js). English comes with the module: it is the fallback of every
// other and the source `translateText` reads. Kiswahili and French are chunks of their own, fetched
// when the back office first speaks them (docs/i18n.md, "Back office").
import { createTranslator, type Catalogue, type Locale, type Translator } from 'remote_shared/i18n';
import en from '@/messages/en.json';

const catalogues = new Map<Locale, Catalogue>([['en', en]]);
const translators = new Map<Locale, Translator>();
const loads = new Map<Locale, Promise<void>>();

export const englishCatalogue: Catalogue = en;

/** Registers a catalogue (the loaders below; the unit tests' setup registers all of them at once). */
export function addAdminCatalogue(locale: Locale, catalogue: Catalogue): void {
  catalogues.set(locale, catalogue);
  translators.delete(locale);
}

export const hasAdminCatalogue = (locale: Locale): boolean => catalogues.has(locale);

/** Fetches a language's catalogue once; settles at once when it is there. */
export function loadAdminCatalogue(locale: Locale): Promise<void> {
  if (catalogues.has(locale)) return Promise.resolve();
  let promise = loads.get(locale);
  if (!promise) {
    const chunk = locale === 'sw' ? import('@/messages/sw.json') : import('@/messages/fr.json');
    promise = chunk.then(
      (module) => addAdminCatalogue(locale, module.default),
      (error: unknown) => {
        loads.delete(locale); // a failed fetch is tried again by the next render
        throw error;
      },
    );
    loads.set(locale, promise);
  }
  return promise;
}

/** The translator of a loaded language; English's for one not loaded yet. */
export function translatorOf(locale: Locale): Translator {
  const ready = catalogues.has(locale) ? locale : 'en';
  let translator = translators.get(ready);
  if (!translator) {
    const own = createTranslator(ready, catalogues.get(ready)!);
    const english = ready === 'en' ? own : translatorOf('en');
    // A key a catalogue lacks shows in English (the catalogue test keeps them complete).
    translator = { locale: ready, has: own.has, t: (key, values) => (own.has(key) ? own.t(key, values) : english.t(key, values)) };
    translators.set(ready, translator);
  }
  return translator;
}
