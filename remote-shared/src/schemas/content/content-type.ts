// The content model: one declaration per content type, from which the API (routes, repository,
// OpenAPI, public cache), the RTK Query endpoints and tags, the back office's section and sidebar
// entry, and the public site's routes are derived. Declarations are plain data — no zod — so the
// public pages can read them without loading a validator; `content-schemas.ts` builds the zod
// schemas from the fields. How to add a content type: docs/architecture.md, "Add a content type".
import { LIMITS } from '../limits';
import { ROLES, type Role } from '../roles';

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
  /** Reserved for localized content: a value per locale, written under `translations: { sw, fr }`. */
  localized?: boolean;
  /** Reserved for image fields: the widths and formats generated at upload. */
  renditions?: readonly { width: number; formats: readonly string[] }[];
}

type Fields = Record<string, Field>;

/** Who may do an operation: anyone without a token, or the listed roles (checked with the current role). */
export type Access = 'public' | readonly Role[];

/** The operations the CRUD route factory and the client endpoints know. */
export type Operation = 'list' | 'read' | 'create' | 'update' | 'delete';

export interface ContentTypeDeclaration<F extends Fields = Fields, N extends string = string, TN extends string = string, U extends 'path' | 'body' = 'path' | 'body'> {
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
  /** The back-office section, if the type has one. */
  admin?: {
    /** Under /admin/dashboard/ (spec §2), and the sidebar's label and icon. */
    path: string;
    title: string;
    icon: string;
    description: string;
    /** Fields shown as table columns, in order. */
    list: readonly string[];
    /** Fields whose text the search box matches (spec §9). */
    search: readonly string[];
    /** The dashboard reads the list with the bearer token (spec §6: posts and contacts). */
    readWithToken?: boolean;
    /** Where the sidebar puts it (lower first; Users is 10). */
    order: number;
  };
  /** The public site's pages of this type: route → remote-public page module (`pages/<page>`). */
  site?: readonly { path: string; page: string }[];
  /** Reserved for the publication workflow: the states a record moves through and who moves it. */
  workflow?: { states: readonly string[]; initial: string; transitions: Readonly<Record<string, Access>> };
}

export type ContentType<F extends Fields = Fields, N extends string = string, TN extends string = string, U extends 'path' | 'body' = 'path' | 'body'> = ContentTypeDeclaration<
  F,
  N,
  TN,
  U
> & {
  table: string;
  /** Stored columns besides id and the timestamps, in order. */
  columns: string[];
  /** The columns a client writes. */
  writable: string[];
  /** The address's last segment ('team'): what the API's change signal names (api/README.md, "Embedding"). */
  resource: string;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any declaration, whatever its fields
export type AnyContentType = ContentType<any, string, string, 'path' | 'body'>;

// --- The TypeScript types a declaration implies -----------------------------------------------

type StoredKeys<F extends Fields> = { [K in keyof F]: F[K]['stored'] extends false ? never : F[K]['kind'] extends 'id' ? never : K }[keyof F];
type Answered<Fd extends Field> = Fd['required'] extends string ? string : Fd['blank'] extends 'empty' ? string : Fd['kind'] extends 'generated' ? string : string | null;
type InputKeys<F extends Fields> = { [K in keyof F]: F[K]['kind'] extends 'generated' ? never : K }[keyof F];
type RequiredInputKeys<F extends Fields> = { [K in InputKeys<F>]: F[K]['required'] extends string ? K : F[K]['kind'] extends 'id' ? K : never }[InputKeys<F>];
type InputValue<Fd extends Field> = Fd['kind'] extends 'id' ? number : string;

/** A stored record as the API answers it. */
export type RecordOf<T extends AnyContentType> = { id: number } & { [K in StoredKeys<T['fields']>]: Answered<T['fields'][K]> } & {
  created_at: string;
  updated_at: string;
};
/** What a client sends to create or update. */
export type InputOf<T extends AnyContentType> = { [K in RequiredInputKeys<T['fields']>]: InputValue<T['fields'][K]> } & {
  [K in Exclude<InputKeys<T['fields']>, RequiredInputKeys<T['fields']>>]?: InputValue<T['fields'][K]> | null;
};
/** The input after validation: blanks turned into null or '', defaults applied. */
export type ParsedInputOf<T extends AnyContentType> = { [K in InputKeys<T['fields']>]: T['fields'][K]['kind'] extends 'id' ? number : Answered<T['fields'][K]> };

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
  };
}

/** May `role` do `operation` on this type? A 'public' operation needs no role at all. */
export function allows(type: Pick<ContentTypeDeclaration, 'access'>, operation: Operation, role: string | null | undefined): boolean {
  const access = type.access[operation];
  if (access === undefined) return false;
  if (access === 'public') return true;
  return role != null && (access as readonly string[]).includes(role);
}

// --- Field builders ------------------------------------------------------------------------------

/** Text: required with the spec's message, or optional (blank → null). */
export function text<const O extends { max: number; required?: string; multiline?: boolean; singleLine?: boolean; blank?: 'null' | 'empty' }>(label: string, options: O) {
  const { multiline, ...rest } = options;
  return { kind: multiline ? ('longText' as const) : ('text' as const), label, ...rest };
}

/** An image address; optional unless `required` gives the spec's message. */
export function image<const R extends string | undefined = undefined>(label = 'Image', required?: R) {
  return { kind: 'image' as const, label, ...(required ? { required } : {}) } as { kind: 'image'; label: string; required: R };
}

/** The required title and description of spec §5, with its messages: the field group headers and posts share. */
export const TITLE = text('Title', { required: 'Title is required', max: LIMITS.title });
export const DESCRIPTION = text('Description', { required: 'Description is required', max: LIMITS.description, multiline: true });

/** A value the database sets: answered, never written. */
export function generated(label: string) {
  return { kind: 'generated' as const, label };
}

/** Everyone who can sign in. */
export const SIGNED_IN: readonly Role[] = ROLES;
/** Who edits the site's content besides posts (README "Roles"). */
export const EDITORS: readonly Role[] = ['Admin', 'Publisher'];
