// The back office's languages (docs/i18n.md, "Back office"): its interface strings follow the
// signed-in user's choice in My account, or the browser's languages when they chose none.
export { useT, t, translateText, useAdminLocale, type T } from './use-t';
export { adminLocale, browserLocale, setChosenLanguage } from './locale';
export { loadAdminCatalogue } from './catalogues';
export { AdminUiTexts } from './ui-texts';
export { translatedErrors } from './translate-errors';
export { formatDay } from './dates';
export { sectionTexts, CARD_TEXTS, TABLE_TEXTS, LIST_TEXTS, FORM_TEXTS } from './section-texts';
