import type { T } from './use-t';

/**
 * The texts a section's list, delete and form say have the same names in every section (its
 * table's `caption`, `empty`; its form's `createTitle`...). A section's are the catalogue's
 * `section.<section>.<name>` messages (`section.team.empty`), read here by name, so a section
 * asks for a group instead of restating it line by line (docs/i18n.md, "Back office"). Those keys
 * keep their full names in builds (tools/webpack/message-keys.js), and the catalogue test checks
 * that every section has each text of the groups it asks for.
 */
export type SectionName = 'contacts' | 'headers' | 'missionVision' | 'posts' | 'redirects' | 'team' | 'users';

/** What a table says (TablePanel's texts). */
export const TABLE_TEXTS = ['caption', 'searchLabel', 'searchPlaceholder', 'loadingLabel', 'loadFailed', 'empty'] as const;
/** A content section's list: the table's, a search that matches nothing, the read-only note, the delete's. */
export const LIST_TEXTS = [...TABLE_TEXTS, 'noMatch', 'readOnlyNote', 'deleteTitle', 'deleteQuestion', 'deleted'] as const;
/** A content form's titles, buttons and the toasts of its saves. */
export const FORM_TEXTS = [
  'createTitle',
  'editTitle',
  'createLabel',
  'updateLabel',
  'creating',
  'updating',
  'created',
  'updated',
  'failed',
  'uploadFailed',
] as const;

/** A section shown as cards (content/content-cards.tsx): its read-only note, list label and states. */
export const CARD_TEXTS = ['readOnlyNote', 'loadFailed', 'loadingLabel', 'empty', 'emptyText', 'listLabel'] as const;

export const TEXT_GROUPS = { TABLE_TEXTS, LIST_TEXTS, FORM_TEXTS, CARD_TEXTS } as const;

/** `names`' messages of `section` in the language of `t`. */
export function sectionTexts<K extends string>(t: T, section: SectionName, names: readonly K[]): Record<K, string> {
  return Object.fromEntries(names.map((name) => [name, t(`section.${section}.${name}`)])) as Record<K, string>;
}
