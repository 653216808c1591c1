// How a content type's back-office section shows its records (a declaration's `admin` block, read
// by remote-admin's generic section, docs/content-sections.md): plain data, like
// the rest of the declaration. The words are English, as the fields' labels are; the back office
// says them in its reader's language (its catalogue's `text.*` messages).

/** A badge's colour, by meaning (the design system's tones). */
export type Tone = 'success' | 'info' | 'warning' | 'danger' | 'neutral';

/** One column of a section's table, when it shows its field otherwise than by the field's kind. */
export interface ListColumn {
  field: string;
  /** The heading, when it is not the field's label ('Image' over a photo). */
  label?: string;
  /** `avatar`: an image shown round and named by the row (a person's photo); `badge`: a choice as a coloured badge. */
  show?: 'avatar' | 'badge';
  /** `badge`: the tone of each value; any other value is `warning` (spec §4's yellow). */
  tones?: Readonly<Record<string, Tone>>;
  /** A second, smaller line under the value: another field's (a post's client under its title). */
  below?: string;
}

/** Which field is which part of a card, for a section shown as a grid of cards. */
export interface CardParts {
  /** The picture at the top: an image field (a placeholder shows where a record has none). */
  picture?: string;
  /** A small line above the heading (a slide's subtitle). */
  kicker?: string;
  /** The card's heading, and the name of its buttons ('Edit Our Mission'). */
  heading: string;
  /** An icon field shown beside the heading. */
  icon?: string;
  /** The text under the heading. */
  text?: string;
}

export interface SectionView {
  /** Under /admin/dashboard/ (spec §2), and the sidebar's label and icon (also the empty list's). */
  path: string;
  title: string;
  icon: string;
  description: string;
  /** How the records show: a table (the default) or a grid of cards (spec §2: the headers, mission and vision). */
  layout?: 'table' | 'cards';
  /** The table's columns, in order: a field, or a field with how it is shown. Default: every field a person edits. */
  list?: readonly (string | ListColumn)[];
  /** `layout: 'cards'`: the fields a card shows. */
  card?: CardParts;
  /** Fields whose text the search box matches (spec §9); none, no search box. */
  search: readonly string[];
  /** The fields that name a record in the delete question's detail (default: what names it in its buttons). */
  detail?: readonly string[];
  /** The form's fields in order, a nested list being fields side by side. Default: every field a person edits, one a line. */
  form?: readonly (string | readonly string[])[];
  /** The dashboard reads the list with the bearer token (spec §6: posts and contacts). */
  readWithToken?: boolean;
  /** Where the sidebar puts it (lower first; Users is 10). */
  order: number;
}

/** How a field shows in a section's form: English words, as its label is. */
export interface FieldView {
  /** Said under the input. */
  hint?: string;
  /** Shown in the empty input. */
  placeholder?: string;
  /** Lines of a long text's box (default 4). */
  lines?: number;
}
