// The zod schemas of a content type, built from its declaration's fields (content/): what the API
// validates bodies with and answers, and what the back office's forms check before sending.
import { z } from 'zod';
import { IMAGE_ADDRESS_MESSAGE, emailField, isImageAddress, optionalImageUrl, optionalText, requiredText, singleLineText, timestamps } from './common';
import { versioned, type AnyContentType, type Field, type ParsedInputOf, type InputOf, type RecordOf } from './content/content-type';
import { previewFacts } from './history';
import { isLongFormDate } from './long-date';
import { TRANSLATED_LOCALES } from './locales';
import { CONTENT_LOCALES, LOCALE_QUERY_MESSAGE, type ContentLocale, type Translations } from './translations';

const ID_MESSAGE = 'The id must be a positive whole number';

function inputOf(field: Field): z.ZodType {
  const max = field.max ?? 10_000;
  switch (field.kind) {
    case 'id':
      // Bounded like idParam: ids are PostgreSQL integers, and a larger one must be a 400, not a database error.
      return z.number({ error: ID_MESSAGE }).int().positive().max(2_147_483_647, { error: ID_MESSAGE });
    case 'image':
      return field.required ? requiredText(field.required, 'Image address', max).refine(isImageAddress, { error: IMAGE_ADDRESS_MESSAGE }) : optionalImageUrl();
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

/** What the API answers of an upload beside a record that shows it (`ImageInfo`, docs/performance.md). */
export const imageInfo = z.object({
  width: z.number().int(),
  height: z.number().int(),
  placeholder: z.string(),
  widths: z.array(z.number().int()),
  formats: z.array(z.enum(['avif', 'webp', 'jpeg', 'png'])),
});

/** The fields of a type that pages show as responsive images (they declare `renditions`). */
export const responsiveFields = (type: AnyContentType): string[] =>
  Object.entries(type.fields as Record<string, Field>)
    .filter(([, field]) => field.renditions?.length)
    .map(([name]) => name);

const inputs = new WeakMap<AnyContentType, z.ZodType>();
const records = new WeakMap<AnyContentType, z.ZodType>();

/** `?locale=` of a content read (docs/i18n.md, "Content"): a site locale, or `all` for the back office. */
export const localeQuery = z.object({
  locale: z
    .enum(CONTENT_LOCALES as [ContentLocale, ...ContentLocale[]], { error: LOCALE_QUERY_MESSAGE })
    .optional()
    .describe('Read the localized fields in this locale (English where missing, listed in `missing_translations`); `all`: English plus `translations` whole'),
});

/**
 * `translations` of a write: per translated locale, the localized fields, each optional with the
 * English field's length limit (English stays required where it is). Blank values are dropped, so
 * what is stored is only what was translated. Omitted, the stored translations are kept.
 */
function translationsInput(type: AnyContentType): z.ZodType<Translations | undefined> {
  const fields = type.fields as Record<string, Field>;
  const one = z.strictObject(Object.fromEntries(type.localized.map((name) => [name, optionalText(fields[name]!.label, fields[name]!.max ?? 10_000)])), {
    error: (issue) => (issue.code === 'unrecognized_keys' ? `Translations hold only ${type.localized.join(', ')}; not ${issue.keys.join(', ')}` : undefined),
  });
  return z
    .strictObject(Object.fromEntries(TRANSLATED_LOCALES.map((locale) => [locale, one.nullable().optional()])), {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `Translations are given per locale: ${TRANSLATED_LOCALES.join(', ')} (English is the fields themselves); not ${issue.keys.join(', ')}`
          : 'Translations must be an object per locale',
    })
    .nullable()
    .optional()
    .transform((given) => {
      // null (a revision saved before translations existed) or omitted: keep what is stored.
      if (given == null) return undefined;
      const kept: Translations = {};
      for (const locale of TRANSLATED_LOCALES) {
        const values = Object.entries(given[locale] ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '');
        if (values.length) kept[locale] = Object.fromEntries(values);
      }
      return kept;
    }) as z.ZodType<Translations | undefined>;
}

/** The body of create and update, with the spec's messages, in the declared field order. */
export function inputSchema<T extends AnyContentType>(type: T): z.ZodType<ParsedInputOf<T>, InputOf<T>> {
  let schema = inputs.get(type);
  if (!schema) {
    const entries = Object.entries(type.fields as Record<string, Field>).filter(([, field]) => field.kind !== 'generated');
    schema = z.object({
      ...Object.fromEntries(entries.map(([name, field]) => [name, inputOf(field)])),
      ...(type.localized.length ? { translations: translationsInput(type) } : {}),
    });
    inputs.set(type, schema);
  }
  return schema as z.ZodType<ParsedInputOf<T>, InputOf<T>>;
}

/** A stored record as the API answers it: id, the stored fields, the timestamps. */
export function recordSchema<T extends AnyContentType>(type: T): z.ZodType<RecordOf<T>> {
  let schema = records.get(type);
  if (!schema) {
    const fields = type.fields as Record<string, Field>;
    schema = z.object({
      id: z.number(),
      ...Object.fromEntries(type.columns.map((name) => [name, outputOf(fields[name]!)])),
      ...timestamps,
      ...(versioned(type) ? { version: z.number().int() } : {}),
      ...(responsiveFields(type).length
        ? { images: z.object(Object.fromEntries(responsiveFields(type).map((name) => [name, imageInfo.optional()]))).optional() }
        : {}),
      // Reads with `?locale=` (docs/i18n.md, "Content"): `all` answers `translations`, a locale the missing fields.
      ...(type.localized.length
        ? {
            translations: z.record(z.string(), z.record(z.string(), z.string())).optional(),
            missing_translations: z.array(z.string()).optional(),
          }
        : {}),
    });
    records.set(type, schema);
  }
  return schema as z.ZodType<RecordOf<T>>;
}

const workflowRecords = new WeakMap<AnyContentType, z.ZodType>();

/**
 * A record of a type with a publication workflow as the back office reads it: the live fields plus
 * where it stands (docs/workflow.md). Public reads keep `recordSchema`, the spec's shape.
 */
export function workflowRecordSchema<T extends AnyContentType>(type: T): z.ZodType {
  let schema = workflowRecords.get(type);
  if (!schema) {
    const states = type.workflow!.states as [string, ...string[]];
    schema = z.intersection(
      recordSchema(type),
      z.object({
        state: z.enum(states),
        pending: z.record(z.string(), z.unknown()).nullable(),
        pending_state: z.enum(states).nullable(),
        review_comment: z.string().nullable(),
        author_id: z.number().nullable(),
        author_name: z.string().nullable(),
        publish_at: z.string().nullable(),
      }),
    );
    workflowRecords.set(type, schema);
  }
  return schema;
}

const previewRecords = new WeakMap<AnyContentType, z.ZodType>();

/**
 * A record as its signed preview link shows it (docs/workflow.md, "Preview"): the public shape with
 * the values not yet public (a pending draft's), and where it stands.
 */
export function previewRecordSchema<T extends AnyContentType>(type: T): z.ZodType<RecordOf<T> & { preview: z.infer<typeof previewFacts> }> {
  let schema = previewRecords.get(type);
  if (!schema) {
    schema = z.intersection(recordSchema(type), z.object({ preview: previewFacts }));
    previewRecords.set(type, schema);
  }
  return schema as z.ZodType<RecordOf<T> & { preview: z.infer<typeof previewFacts> }>;
}
