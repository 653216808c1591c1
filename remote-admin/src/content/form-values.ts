// A content form's values and the body it sends, from the declaration's fields
// (docs/content-sections.md): a date is picked as yyyy-MM-dd and stored as long-form English text
// ('March 5, 2025', spec §3); a blank choice is its default; an id the address needs goes in the body.
import type { AnyContentType } from 'remote_shared/schemas';
import { toLongDate, toPickerDate, todayPickerDate } from '@/lib/dates';
import { editable, fieldsOf } from './fields';
import { translationValues, translationsInput } from './translations';

export type Values = Record<string, string | undefined>;

/** A new record's values: each choice at its default, each date today (spec §4: a post's status Pending). */
export function initialValues(type: AnyContentType): Values {
  return Object.fromEntries(
    editable(type).flatMap(([name, field]) =>
      field.kind === 'choice' && field.default ? [[name, field.default]] : field.kind === 'date' ? [[name, todayPickerDate()]] : [],
    ),
  );
}

/** react-final-form leaves emptied fields undefined: required text is '', optional values null. */
export function toInput(type: AnyContentType, values: Values, record?: { id: number } | null): Record<string, unknown> {
  const body = editable(type).map(([name, field]) => {
    const value = values[name];
    if (field.kind === 'date') return [name, toLongDate(value ?? '')];
    if (field.kind === 'choice') return [name, value || field.default || null];
    return [name, value ?? (field.required ? '' : null)];
  });
  // PUT /api/mission-vision sends the whole item with its id (spec §7).
  const ids = Object.entries(fieldsOf(type)).filter(([, field]) => field.kind === 'id' && record);
  return { ...Object.fromEntries([...body, ...ids.map(([name]) => [name, record!.id])]), ...translationsInput(type, values) };
}

/** A stored record as the form's values: its pending draft when it has one (docs/workflow.md, "Pending drafts"). */
export function fromRecord(type: AnyContentType, record: Record<string, unknown>): Values {
  const pending = type.workflow && record.pending && typeof record.pending === 'object' ? (record.pending as Record<string, unknown>) : {};
  const shown = { ...record, ...pending };
  const values = editable(type).map(([name, field]) => {
    const value = shown[name];
    if (field.kind === 'date') return [name, toPickerDate(value as string | null)];
    if (field.kind === 'choice') return [name, value ? String(value) : (field.default ?? '')];
    return [name, value == null ? '' : String(value)];
  });
  return { ...Object.fromEntries(values), ...translationValues(type, record) };
}
