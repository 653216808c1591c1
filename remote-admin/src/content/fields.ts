// What the generic section reads of a declaration (contracts/src/content/): the fields a
// person edits, the table's columns, the form's lines, and what names a record.
import type { AnyContentType, Field, ListColumn } from 'remote_shared/schemas';

/** A record as a section holds it. */
export type Row = { id: number } & Record<string, unknown>;

export const fieldsOf = (type: AnyContentType) => type.fields as Record<string, Field>;

/** The fields a person edits: every input field but the ones the system sets (the form's, the history's). */
export const editable = (type: AnyContentType): [string, Field][] =>
  Object.entries(fieldsOf(type)).filter(([, field]) => field.kind !== 'generated' && field.kind !== 'id');

/** The table's columns: the declared `admin.list`, or every field a person edits. */
export const listColumns = (type: AnyContentType): ListColumn[] =>
  (type.admin?.list ?? editable(type).map(([name]) => name)).map((entry) => (typeof entry === 'string' ? { field: entry } : entry));

/**
 * The form's lines, a line of several being fields side by side: the declared `admin.form`, then
 * every editable field it leaves out (so a field added to a type is in its form), one a line.
 */
export function formLines(type: AnyContentType): string[][] {
  const declared = (type.admin?.form ?? []).map((line) => (typeof line === 'string' ? [line] : [...line]));
  const placed = new Set(declared.flat());
  return [
    ...declared,
    ...editable(type)
      .filter(([name]) => !placed.has(name))
      .map(([name]) => [name]),
  ];
}

/** The field a record is named by: its card's heading, or the first table column that is not an image. */
function nameField(type: AnyContentType): string {
  const fields = fieldsOf(type);
  return type.admin?.card?.heading ?? listColumns(type).find((column) => fields[column.field]?.kind !== 'image')?.field ?? 'id';
}

/** A value as one line of text: a literal backslash-n (a slide title's line break, spec §2) read as a space. */
const plainText = (field: Field | undefined, value: unknown): string => (field?.lineBreaks ? String(value).replace(/\\n/g, ' ') : String(value));

const blank = (value: unknown) => value === null || value === undefined || value === '';

/** What a record is called in its buttons and dialogs ('Edit Amani Uwase'); `untitled` when that field is blank. */
export function recordName(type: AnyContentType, row: Row, untitled: string): string {
  const name = nameField(type);
  return blank(row[name]) ? untitled : plainText(fieldsOf(type)[name], row[name]);
}

/** The delete question's detail: the declared `admin.detail` fields' values ('Amani Uwase, Chief Executive Officer'), or the record's name. */
export function recordDetail(type: AnyContentType, row: Row, untitled: string): string {
  const detail = type.admin?.detail;
  if (!detail) return recordName(type, row, untitled);
  return detail
    .filter((name) => !blank(row[name]))
    .map((name) => plainText(fieldsOf(type)[name], row[name]))
    .join(', ');
}

/** Does the form mark optional fields? Only one that also has required ones (spec §5: mission and vision shows none). */
export const marksOptional = (type: AnyContentType): boolean => editable(type).some(([, field]) => Boolean(field.required));

/** The form's width: wide for a long text beside an image (posts, headers, mission and vision). */
export const formSize = (type: AnyContentType): 'medium' | 'large' => {
  const kinds = editable(type).map(([, field]) => field.kind);
  return kinds.includes('longText') && kinds.includes('image') ? 'large' : 'medium';
};
