// The zod schemas of a content type, built from its declaration's fields (content/): what the API
// validates bodies with and answers, and what the back office's forms check before sending.
import { z } from 'zod';
import { IMAGE_ADDRESS_MESSAGE, emailField, isImageAddress, optionalImageUrl, optionalText, requiredText, singleLineText, timestamps } from './common';
import type { AnyContentType, Field, ParsedInputOf, InputOf, RecordOf } from './content/content-type';
import { isLongFormDate } from './long-date';

const ID_MESSAGE = 'The id must be a positive whole number';

function inputOf(field: Field): z.ZodType {
  const max = field.max ?? 10_000;
  switch (field.kind) {
    case 'id':
      // Bounded like idParam: ids are PostgreSQL integers, and a larger one must be a 400, not a database error.
      return z.number({ error: ID_MESSAGE }).int().positive().max(2_147_483_647, { error: ID_MESSAGE });
    case 'image':
      return field.required
        ? requiredText(field.required, 'Image address', max).refine(isImageAddress, { error: IMAGE_ADDRESS_MESSAGE })
        : optionalImageUrl();
    case 'email':
      return emailField(field.required ?? `${field.label} is required`, field.invalid);
    case 'date':
      return optionalText(field.label, max).refine((value) => value === null || isLongFormDate(value), { error: field.format ?? 'Invalid date' });
    case 'choice': {
      const options = field.options as [string, ...string[]];
      return z
        .union([z.enum(options), z.literal('')], { error: `${field.label} must be one of ${options.join(', ')}` })
        .nullable()
        .optional()
        .transform((value) => (value ? value : (field.default ?? null)));
    }
    default: {
      if (field.required) return (field.singleLine ? singleLineText : requiredText)(field.required, field.label, max);
      const optional = optionalText(field.label, max);
      return field.blank === 'empty' ? optional.transform((value) => value ?? '') : optional;
    }
  }
}

function outputOf(field: Field): z.ZodType {
  if (field.required || field.blank === 'empty' || field.kind === 'generated') return z.string();
  return z.string().nullable();
}

const inputs = new WeakMap<AnyContentType, z.ZodType>();
const records = new WeakMap<AnyContentType, z.ZodType>();

/** The body of create and update, with the spec's messages, in the declared field order. */
export function inputSchema<T extends AnyContentType>(type: T): z.ZodType<ParsedInputOf<T>, InputOf<T>> {
  let schema = inputs.get(type);
  if (!schema) {
    const entries = Object.entries(type.fields as Record<string, Field>).filter(([, field]) => field.kind !== 'generated');
    schema = z.object(Object.fromEntries(entries.map(([name, field]) => [name, inputOf(field)])));
    inputs.set(type, schema);
  }
  return schema as z.ZodType<ParsedInputOf<T>, InputOf<T>>;
}

/** A stored record as the API answers it: id, the stored fields, the timestamps. */
export function recordSchema<T extends AnyContentType>(type: T): z.ZodType<RecordOf<T>> {
  let schema = records.get(type);
  if (!schema) {
    const fields = type.fields as Record<string, Field>;
    schema = z.object({ id: z.number(), ...Object.fromEntries(type.columns.map((name) => [name, outputOf(fields[name]!)])), ...timestamps });
    records.set(type, schema);
  }
  return schema as z.ZodType<RecordOf<T>>;
}
