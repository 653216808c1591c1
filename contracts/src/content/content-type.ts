// The content model: one declaration per content type, from which the API (routes, repository,
// OpenAPI, public cache), the RTK Query endpoints and tags, the back office's section and sidebar
// entry, and the public site's routes are derived. Declarations are plain data — no zod — so the
// public pages can read them without loading a validator; `content-schemas.ts` builds the zod
// schemas from the fields. How to add a content type: docs/adding-a-content-type.md.
import { LIMITS } from '../limits';
import { ROLES, type Role } from '../roles';
import type { Translations } from '../translations';
import { RESPONSIVE, type ImageInfo, type Rendition } from './images';
import type { FieldView, SectionView } from './section-view';

/** What a field holds; the zod schema, the form input and the table cell follow from it. */
export type FieldKind =
  | 'text'
  | 'longText'
  | 'email'
  /** An image address (an upload or an allowed image host). */
  | 'image'
  /** Text, or the address of an image (spec §3, mission and vision). */
  | 'icon'
  /** A long-form English date, 'March 5, 2025' (spec §3). */
  | 'date'
  | 'choice'
  /** The record's id sent in the body (spec §7: PUT /api/mission-vision). */
  | 'id'
  /** Set by the database (the date a message arrived): answered, never written. */
  | 'generated';

export interface Field {
  kind: FieldKind;
  /** The label of the form field and the table column, and the name in length messages. */
  label: string;
  /** The spec's message when the value is missing; without it the field is optional. */
  required?: string;
  /** Longest text accepted. */
  max?: number;
  /** Text on one line, without control characters (a name that goes into a mail header). */
  singleLine?: boolean;
  /** Optional text left blank is stored as '' (a NOT NULL column) instead of null. */
  blank?: 'null' | 'empty';
  /** `email`: the message for a malformed address. */
  invalid?: string;
  /** `choice`: the values, the one a blank value becomes, and the message for any other. */
  options?: readonly string[];
  default?: string;
  /** `date`: the message for a value that is not a date. */
  format?: string;
  /** False for input that is never stored (a honeypot). */
  stored?: boolean;
  /**
   * Text with a value per locale (docs/i18n.md, "Content"): English in the field itself, the others
   * under the record's `translations: { sw: {…}, fr: {…} }`; a missing one reads as English.
   */
  localized?: boolean;
  /**
   * Image fields: the widths and encodings pages show it in. The API makes every upload in all
   * that any field declares and answers, per record, which exist (`images`, docs/performance.md).
   */
  renditions?: readonly Rendition[];
  /** Text in which a literal backslash-n is a line break (spec §2: a hero slide's title). */
  lineBreaks?: boolean;
  /** How the back office's form shows it (section-view.ts). */
  admin?: FieldView;
}

type Fields = Record<string, Field>;

/** Who may do an operation: anyone without a token, or the listed roles (checked with the current role). */
export type Access = 'public' | readonly Role[];

/** The operations the CRUD route factory and the client endpoints know. */
export type Operation = 'list' | 'read' | 'create' | 'update' | 'delete';

export interface ContentTypeDeclaration<
  F extends Fields = Fields,
  N extends string = string,
  TN extends string = string,
  U extends 'path' | 'body' = 'path' | 'body',
> {
  /** The one name inside the code: type name in camelCase plural ('teamMembers'). */
  name: N;
  /** The TypeScript type and the RTK Query tag (PascalCase singular, 'TeamMember'). */
  typeName: TN;
  /** 'Team member' → 'Team member not found', 'Create a team member'; `many` in lists ('team members'). */
  label: { one: string; many: string };
  /** The table, when it is not the name in snake_case ('teamMembers' → team_members); its columns are the stored fields, plus id and the timestamps. */
  table?: string;
  /** In the order of validation messages and of the columns. */
  fields: F;
  /** SQL ORDER BY of the list. */
  order: string;
  /** The API address (spec §7): list and create at it; read, update and delete at `{path}/{id}`. */
  path: string;
  /** `body`: PUT {path} with the id in the body (spec §7, mission-vision); default PUT {path}/{id}. */
  updateBy?: U;
  /** Who may do each operation; an operation without an entry has no route and no endpoint. */
  access: Partial<Record<Operation, Access>>;
  /** Public reads answer from the pre-serialised cache under this key (`key`, `key:{id}`). */
  publicCache?: string;
  /** The back-office section, if the type has one: what it lists and how (section-view.ts). */
  admin?: SectionView;
  /** The public site's pages of this type: route → remote-public page module (`pages/<page>`). */
  site?: readonly { path: string; page: string }[];
  /** The publication workflow (docs/workflow.md): the states a record moves through and who moves it. */
  workflow?: Workflow;
  /**
   * The public page that shows a record before it is public, opened through a signed link that
   * expires (docs/workflow.md, "Preview"): its route (with `:id`) and its remote-public page module.
   */
  preview?: { path: string; page: string };
}

/** One move of the publication workflow: from which states, to which, and who may make it. */
export interface WorkflowTransition {
  /** The button's words in the back office. */
  label: string;
  from: readonly string[];
  /** The state it leads to; omitted, the state stays (scheduling). */
  to?: string;
  access: readonly Role[];
  /** A comment the author reads ("request changes"); required when set. */
  comment?: 'required';
  /** Sets (with a required future `publish_at`) or clears the time the record goes live by itself. */
  schedule?: 'set' | 'clear';
  /** A scheduled time survives this move (submitting for review); every other move with a `to` clears it. */
  keepsSchedule?: boolean;
}

export interface Workflow {
  states: readonly string[];
  /** The state of a record created by a role that does not publish directly. */
  initial: string;
  /** The state the public reads, the sitemap and the caches show. */
  live: string;
  /** Roles whose create and edit go live at once (the spec's 'Publish Post'); others make drafts. */
  direct: readonly Role[];
  transitions: Readonly<Record<string, WorkflowTransition>>;
}

/** May `role` make `transition` of this type's workflow? */
export function allowsTransition(type: Pick<ContentTypeDeclaration, 'workflow'>, transition: string, role: string | null | undefined): boolean {
  const move = type.workflow?.transitions[transition];
  return move !== undefined && role != null && (move.access as readonly string[]).includes(role);
}

export type ContentType<
  F extends Fields = Fields,
  N extends string = string,
  TN extends string = string,
  U extends 'path' | 'body' = 'path' | 'body',
> = ContentTypeDeclaration<F, N, TN, U> & {
  table: string;
  /** Stored columns besides id and the timestamps, in order. */
  columns: string[];
  /** The columns a client writes. */
  writable: string[];
  /** The address's last segment ('team'): what the API's change signal names (api/README.md, "Embedding"). */
  resource: string;
  /** Its `localized` fields; when there are any, the table has a `translations` jsonb column (docs/i18n.md, "Content"). */
  localized: string[];
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any declaration, whatever its fields
export type AnyContentType = ContentType<any, string, string, 'path' | 'body'>;

// --- The TypeScript types a declaration implies -----------------------------------------------

type StoredKeys<F extends Fields> = { [K in keyof F]: F[K]['stored'] extends false ? never : F[K]['kind'] extends 'id' ? never : K }[keyof F];
type Answered<Fd extends Field> = Fd['required'] extends string
  ? string
  : Fd['blank'] extends 'empty'
    ? string
    : Fd['kind'] extends 'generated'
      ? string
      : string | null;
type InputKeys<F extends Fields> = { [K in keyof F]: F[K]['kind'] extends 'generated' ? never : K }[keyof F];
type RequiredInputKeys<F extends Fields> = { [K in InputKeys<F>]: F[K]['required'] extends string ? K : F[K]['kind'] extends 'id' ? K : never }[InputKeys<F>];
type InputValue<Fd extends Field> = Fd['kind'] extends 'id' ? number : string;

type ResponsiveKeys<F extends Fields> = { [K in keyof F]: F[K]['renditions'] extends readonly Rendition[] ? K : never }[keyof F];

/** A stored record as the API answers it. */
export type RecordOf<T extends AnyContentType> = { id: number } & { [K in StoredKeys<T['fields']>]: Answered<T['fields'][K]> } & {
  created_at: string;
  updated_at: string;
  /** The edit version of a type the back office updates (`versioned`). */
  version?: number;
  /** Public reads: what is known of the uploads its responsive image fields show (docs/performance.md, "Responsive images"). */
  images?: { [K in ResponsiveKeys<T['fields']>]?: ImageInfo };
  /** Reads with `?locale=all`: the other locales' values (docs/i18n.md, "Content"). */
  translations?: Translations;
  /** Reads with `?locale=sw|fr`: the localized fields shown in English for want of a translation. */
  missing_translations?: string[];
};
/** What a client sends to create or update. */
export type InputOf<T extends AnyContentType> = { [K in RequiredInputKeys<T['fields']>]: InputValue<T['fields'][K]> } & {
  [K in Exclude<InputKeys<T['fields']>, RequiredInputKeys<T['fields']>>]?: InputValue<T['fields'][K]> | null;
} & { translations?: { [L in keyof Translations]?: Record<string, string | null> | null } };
/** The input after validation: blanks turned into null or '', defaults applied. */
export type ParsedInputOf<T extends AnyContentType> = {
  [K in InputKeys<T['fields']>]: T['fields'][K]['kind'] extends 'id' ? number : Answered<T['fields'][K]>;
} & { translations?: Translations };

/** Derives the column lists of a declaration; the declaration itself is the source of everything else. */
export function defineContentType<const F extends Fields, const N extends string, const TN extends string, const U extends 'path' | 'body' = 'path'>(
  declaration: ContentTypeDeclaration<F, N, TN, U>,
): ContentType<F, N, TN, U> {
  const fields = Object.entries(declaration.fields);
  const columns = fields.filter(([, f]) => f.stored !== false && f.kind !== 'id').map(([name]) => name);
  return {
    ...declaration,
    table: declaration.table ?? declaration.name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`),
    columns,
    writable: columns.filter((name) => declaration.fields[name]!.kind !== 'generated'),
    resource: declaration.path.split('/').pop()!,
    localized: columns.filter((name) => declaration.fields[name]!.localized === true),
  };
}

/**
 * Does a type's record carry an edit version? Every type the back office updates does: an update
 * sends the version it started from, and a stale one is refused (docs/workflow.md, "Conflicts").
 */
export const versioned = (type: Pick<ContentTypeDeclaration, 'access'>): boolean => type.access.update !== undefined;

/**
 * Does a type keep a revision of every save (docs/workflow.md, "History")? The same types as
 * `versioned`: what the back office edits. Contact messages never do (erasure must remove them whole).
 */
export const keepsHistory = versioned;

/** May `role` do `operation` on this type? A 'public' operation needs no role at all. */
export function allows(type: Pick<ContentTypeDeclaration, 'access'>, operation: Operation, role: string | null | undefined): boolean {
  const access = type.access[operation];
  if (access === undefined) return false;
  if (access === 'public') return true;
  return role != null && (access as readonly string[]).includes(role);
}

// --- Field builders ------------------------------------------------------------------------------

/** Text: required with the spec's message, or optional (blank → null). */
export function text<
  const O extends {
    max: number;
    required?: string;
    multiline?: boolean;
    singleLine?: boolean;
    blank?: 'null' | 'empty';
    localized?: boolean;
    admin?: FieldView;
  },
>(label: string, options: O) {
  const { multiline, ...rest } = options;
  return { kind: multiline ? ('longText' as const) : ('text' as const), label, ...rest };
}

/** An image address; optional unless `required` gives the spec's message. */
export function image<const R extends string | undefined = undefined>(label = 'Image', required?: R) {
  return { kind: 'image' as const, label, ...(required ? { required } : {}) } as { kind: 'image'; label: string; required: R };
}

/** An image field pages show through <picture> at the declared renditions (by default every photo width). */
export function responsive<const F extends Field>(field: F, renditions: readonly Rendition[] = RESPONSIVE): F & { renditions: readonly Rendition[] } {
  return { ...field, renditions };
}

/** The required title and description of spec §5, with its messages: the field group headers and posts share. Both are translated. */
export const TITLE = text('Title', { required: 'Title is required', max: LIMITS.title, localized: true });
export const DESCRIPTION = text('Description', { required: 'Description is required', max: LIMITS.description, multiline: true, localized: true });

/** A value the database sets: answered, never written. */
export function generated(label: string) {
  return { kind: 'generated' as const, label };
}

/** Everyone who can sign in. */
export const SIGNED_IN: readonly Role[] = ROLES;
/** Who edits the site's content besides posts (docs/roles.md). */
export const EDITORS: readonly Role[] = ['Admin', 'Publisher'];
