// The longest text a component shows, in any of the three languages (docs/design-system.md): each
// component's "Longest text" story renders it, so a layout that breaks on a long Kiswahili or French
// label is seen in Storybook and by its accessibility check. Read from the catalogues the site and
// the back office ship (compiled with their full keys in Storybook, .storybook/main.ts).
import { createTranslator, LOCALES, type Catalogue, type Locale, type MessageValues } from 'remote-shared/src/i18n';
import adminEn from 'remote-admin/src/messages/en.json';
import adminFr from 'remote-admin/src/messages/fr.json';
import adminSw from 'remote-admin/src/messages/sw.json';
import publicEn from 'remote-public/src/messages/en.json';
import publicFr from 'remote-public/src/messages/fr.json';
import publicSw from 'remote-public/src/messages/sw.json';

const CATALOGUES: Record<Locale, Catalogue[]> = {
  en: [adminEn, publicEn],
  sw: [adminSw, publicSw],
  fr: [adminFr, publicFr],
};

export interface LongestText {
  text: string;
  locale: Locale;
  key: string;
}

/** Of the messages `keys` (the back office's or the site's) in every language, the longest, with its language. */
export function longest(keys: readonly string[], values: MessageValues = {}): LongestText {
  let best: LongestText | null = null;
  for (const locale of LOCALES)
    for (const catalogue of CATALOGUES[locale])
      for (const key of keys) {
        if (!(key in catalogue)) continue;
        const text = createTranslator(locale, catalogue).t(key, values);
        if (!best || [...text].length > [...best.text].length) best = { text, locale, key };
      }
  if (!best) throw new Error(`No catalogue has ${keys.join(', ')}`);
  return best;
}

/**
 * The longest label, hint and error a field of the back office shows, in any language: what the
 * design system's FormField and the back office's form fields are tried with.
 */
export const LONGEST_FIELD_TEXTS = {
  label: longest(['account.languageLabel', 'text.content.positionPlaceholder']),
  hint: longest(['account.passwordHint', 'account.languageHint']),
  error: longest(['text.posts.publishedFormat', 'posts.workflow.commentRequired', 'text.content.imageAddress']),
};
