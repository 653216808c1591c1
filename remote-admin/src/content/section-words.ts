// What a section says: its list's, its delete's and its form's words. Spec §2–§8 give each shipped
// section its own ('Add Member', 'Failed to fetch team', 'Header deleted'), kept in the catalogue
// under `section.<section>.*` and the section's namespace (docs/i18n.md, "Back office"). A type
// without words of its own says the generic ones, built from its declaration's labels ('Add Question').
import type { AnyContentType, Field } from 'remote_shared/schemas';
import { CARD_TEXTS, FORM_TEXTS, LIST_TEXTS, sectionTexts, t as tNow, translateText, type T } from '@/i18n';

export interface ListWords {
  addLabel: string;
  /** The table's caption, or the card grid's name. */
  caption: string;
  searchLabel: string;
  searchPlaceholder: string;
  empty: string;
  /** Under the empty state's heading (a card grid's). */
  emptyText?: string;
  noMatch: string;
  loadFailed: string;
  loadingLabel: string;
  deleteTitle: string;
  deleteQuestion: string;
  deleted: string;
  deleteFailed: string | ((reason: string) => string);
  /** Said above the list when the role may not change anything, or only some things. */
  readOnlyNote?: string;
}

export interface FormWords {
  createTitle: string;
  /** The edit form's title, or how it names the record ('Edit Our Mission'). */
  editTitle: string | ((name: string) => string);
  createLabel: string;
  updateLabel: string;
  creating: string;
  updating: string;
  created: string;
  updated: string;
  /** Toasted when a save fails (spec §8); `failedInline` is also shown above the form. */
  failed: string;
  failedInline?: string;
  uploaded?: string;
  uploadFailed: string;
}

export type SectionWords = ListWords & FormWords;

/** The generic words of a type, from its declaration's labels, which arrive in English ('Team member', 'team members'). */
function defaultWords(type: AnyContentType, t: T = tNow): SectionWords {
  const one = translateText(type.label.one);
  const many = translateText(type.label.many);
  const title = translateText(type.admin?.title ?? type.label.one);
  const lower = one.toLowerCase();
  const searched = (type.admin?.search ?? []).map((name) => translateText((type.fields[name] as Field).label).toLowerCase());
  return {
    addLabel: t('content.section.add'),
    caption: title,
    // Composed ('Search faq'): a message 'Search {title}' would be read by translateText into the API's 'Search text must be…'.
    searchLabel: `${t('ui.search')} ${title.toLowerCase()}`,
    searchPlaceholder: searched.join(` ${t('content.or')} `).replace(/^./, (c) => c.toUpperCase()),
    empty: t('content.section.empty', { many }),
    noMatch: t('content.section.noMatch', { many }),
    loadFailed: t('content.section.loadFailed', { many }),
    loadingLabel: t('content.section.loading', { many }),
    deleteTitle: t('content.section.deleteTitle', { one: lower }),
    deleteQuestion: t('content.section.deleteQuestion', { one: lower }),
    // Its message is wrapped in a select on `one` so that translateText does not take it for the
    // pattern of every API message ending in 'deleted' ('This team member is not deleted').
    deleted: t('content.section.deleted', { one }),
    deleteFailed: t('content.section.deleteFailed', { one: lower }),
    createTitle: t('content.form.createTitle', { one }),
    editTitle: t('common.editNamed', { name: one }),
    createLabel: t('content.form.create'),
    updateLabel: t('content.form.update'),
    creating: t('content.form.creating'),
    updating: t('content.form.updating'),
    created: t('content.form.created', { one }),
    updated: t('content.form.updated', { one }),
    failed: t('content.form.failed'),
    uploadFailed: t('content.form.uploadFailed'),
  };
}

/** A shipped section's own words, by its type's name; none for a type that has none. */
function ownWords(type: AnyContentType, t: T): Partial<SectionWords> {
  switch (type.name) {
    case 'posts':
      return {
        ...sectionTexts(t, 'posts', LIST_TEXTS),
        deleteFailed: t('posts.delete.failed'),
        createTitle: t('posts.form.createTitle'),
        editTitle: t('posts.form.editTitle'),
        createLabel: t('posts.form.publish'),
        creating: t('posts.form.publishing'),
        updateLabel: t('posts.form.update'),
        updating: t('posts.form.updating'),
        created: t('posts.form.created'),
        updated: t('posts.form.updated'),
        failed: t('posts.form.failed'),
        failedInline: t('posts.form.failedInline'),
        uploadFailed: t('posts.form.uploadFailed'),
      };
    case 'teamMembers':
      return {
        ...sectionTexts(t, 'team', LIST_TEXTS),
        ...sectionTexts(t, 'team', FORM_TEXTS),
        addLabel: t('team.add'),
        // The API's reason, 'Not found', in the back office's language too.
        deleteFailed: (reason: string) => t('team.deleteFailed', { reason: translateText(reason) }),
      };
    case 'headers': {
      const cards = sectionTexts(t, 'headers', CARD_TEXTS);
      return {
        ...cards,
        ...sectionTexts(t, 'headers', FORM_TEXTS),
        caption: cards.listLabel,
        addLabel: t('headers.add'),
        deleteTitle: t('headers.deleteTitle'),
        deleteQuestion: t('headers.deleteQuestion'),
        deleted: t('headers.deleted'),
        deleteFailed: t('headers.deleteFailed'),
        uploaded: t('headers.uploaded'),
      };
    }
    case 'missionVision': {
      const cards = sectionTexts(t, 'missionVision', CARD_TEXTS);
      return {
        ...cards,
        caption: cards.listLabel,
        editTitle: (name: string) => t('common.editNamed', { name }),
        updateLabel: t('missionVision.form.save'),
        updating: t('missionVision.form.saving'),
        updated: t('missionVision.updated'),
        failed: t('missionVision.failed'),
        uploaded: t('missionVision.uploaded'),
        uploadFailed: t('missionVision.uploadFailed'),
      };
    }
    default:
      return {};
  }
}

/** Everything a type's section says, in the language of `t`. */
export const sectionWords = (type: AnyContentType, t: T): SectionWords => ({ ...defaultWords(type, t), ...ownWords(type, t) });
