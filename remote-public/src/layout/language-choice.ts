// The visitor's choice of language, kept in the browser (docs/i18n.md, "Choosing a language"): set
// by the switcher and by the suggestion's buttons; once set, the site suggests nothing again.
const KEY = 'site-language';

export function rememberLanguage(locale: string): void {
  try {
    localStorage.setItem(KEY, locale);
  } catch {
    // Storage refused (private mode, quota): the choice lasts for this page only.
  }
}

export function rememberedLanguage(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}
