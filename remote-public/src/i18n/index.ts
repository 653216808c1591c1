// The public site's languages (docs/i18n.md).
export { useLocale, useLocalePath, usePagePath, useT } from './use-t';
export { useLocalizedList } from './use-content';
