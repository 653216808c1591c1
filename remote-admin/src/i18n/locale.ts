// Which language the back office speaks: the signed-in user's choice (My account, saved with their
// preferences), else the browser's preferred one among the site's languages, else English. The
// choice is also kept in this browser, so the sign-in page and the next visit start in it before
// the preferences arrive (docs/i18n.md, "Back office").
import { DEFAULT_LOCALE, isLocale, preferredLocale, type Locale } from 'remote_shared/i18n';

const STORAGE_KEY = 'adminLanguage';
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage refused (a privacy setting): the browser's language then
  }
}

function stored(): Locale | null {
  const value = storage()?.getItem(STORAGE_KEY);
  return isLocale(value) ? value : null;
}

let chosen: Locale | null = stored();

/** The browser's preferred language among the site's, English when it prefers none of them. */
export function browserLocale(): Locale {
  if (typeof navigator === 'undefined') return DEFAULT_LOCALE;
  return preferredLocale(navigator.languages?.length ? navigator.languages : [navigator.language]) ?? DEFAULT_LOCALE;
}

/** The language the back office shows now. */
export const adminLocale = (): Locale => chosen ?? browserLocale();

/** Follows the user's choice (null: the browser's); every translated view renders again. */
export function setChosenLanguage(language: Locale | null): void {
  if (language === chosen) return;
  chosen = language;
  const store = storage();
  if (language) store?.setItem(STORAGE_KEY, language);
  else store?.removeItem(STORAGE_KEY);
  notifyLocale();
}

/** Tells every translated view to render again (a change of language, a catalogue arrived). */
export function notifyLocale(): void {
  for (const listener of listeners) listener();
}

export function subscribeLocale(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
