// Exposed as `remote_shared/i18n`: the site's languages and the message runtime (docs/i18n.md).
// Light on purpose: public pages load it on their first load.
export { createTranslator, type Catalogue, type Message, type MessageValues, type Translator } from './translator';
export { formatLongDate } from './dates';
// The long English date of posts (spec §3), read and written in one place.
export { ENGLISH_MONTHS, isoDay, readIsoDay, readLongDate, storedLongDate, type CalendarDay } from 'contracts/long-date';
export {
  DEFAULT_LOCALE,
  LOCALES,
  LOCALE_NAMES,
  LOCALE_TAGS,
  TRANSLATED_LOCALES,
  acceptedLanguages,
  isLocale,
  localeOfPath,
  localizePath,
  preferredLocale,
  unlocalizePath,
  type Locale,
} from 'contracts/locales';
