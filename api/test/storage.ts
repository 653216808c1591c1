import { versioned, type AnyContentType, type Field } from 'contracts';
import type { Queryable } from '../src/db/database';
import { columnsOf, type StoredColumn } from './schema';

type Expected = Pick<StoredColumn, 'column' | 'type' | 'nullable'>;

/** The column type each kind of field is stored in (api/src/db/migrations/README.md, "Adding a field"). */
const COLUMN_TYPE: Record<Field['kind'], string | undefined> = {
  text: 'text',
  longText: 'text',
  email: 'text',
  image: 'text',
  icon: 'text',
  date: 'text',
  choice: 'text',
  generated: 'timestamp with time zone',
  // Sent in the body to name the record; the record's `id` column is the key.
  id: undefined,
};

/** A field the API may answer as null is a nullable column; a required, blank-as-'' or database-set one is NOT NULL. */
const nullable = (field: Field) => field.required === undefined && field.blank !== 'empty' && field.kind !== 'generated';

/**
 * Columns a feature keeps in a type's table beside the declared fields: the publication workflow's
 * (api/src/repositories/workflow.ts) and the inbox's (api/src/repositories/inbox.ts).
 */
const WORKFLOW: Expected[] = [
  { column: 'state', type: 'text', nullable: false },
  { column: 'pending', type: 'jsonb', nullable: true },
  { column: 'pending_state', type: 'text', nullable: true },
  { column: 'review_comment', type: 'text', nullable: true },
  { column: 'author_id', type: 'integer', nullable: true },
  { column: 'publish_at', type: 'timestamp with time zone', nullable: true },
];
const BESIDE: Record<string, Expected[]> = {
  contacts: [
    { column: 'state', type: 'text', nullable: false },
    { column: 'spam_reasons', type: 'text', nullable: true },
    { column: 'replied_at', type: 'timestamp with time zone', nullable: true },
  ],
};

/**
 * Required fields whose column the first migration left nullable. Tightening one now would be a
 * contraction (docs/decisions/0108-migrations-are-additive.md); the API refuses a missing value anyway.
 */
const NULLABLE_THOUGH_REQUIRED = new Set(['posts.image_url']);

/** The columns a type's table must have, from its declaration alone. */
export function declaredColumns(type: AnyContentType): Expected[] {
  const fields = type.columns.map((column) => {
    const field = type.fields[column] as Field;
    return {
      column,
      type: COLUMN_TYPE[field.kind] ?? `no column for a ${field.kind} field`,
      nullable: nullable(field) || NULLABLE_THOUGH_REQUIRED.has(`${type.table}.${column}`),
    };
  });
  return [
    { column: 'id', type: 'integer', nullable: false },
    ...fields,
    // Localized fields keep English in their column and the other locales here (docs/i18n.md, "Content").
    ...(type.localized.length ? [{ column: 'translations', type: 'jsonb', nullable: false }] : []),
    { column: 'created_at', type: 'timestamp with time zone', nullable: false },
    { column: 'updated_at', type: 'timestamp with time zone', nullable: false },
    // What an update checks and names (docs/workflow.md, "Conflicts").
    ...(versioned(type)
      ? [
          { column: 'version', type: 'integer', nullable: false },
          { column: 'updated_by', type: 'integer', nullable: true },
        ]
      : []),
    ...(type.workflow ? WORKFLOW : []),
    ...(BESIDE[type.name] ?? []),
  ];
}

/**
 * Where the migrated tables and the declarations disagree, one sentence each (none: they agree):
 * a declared field without its column or with another type or nullability, a localized field that
 * is not text, and a column no declaration accounts for.
 */
export async function storageDrift(db: Queryable, types: readonly AnyContentType[]): Promise<string[]> {
  const stored = await columnsOf(db);
  const problems: string[] = [];
  for (const type of types) {
    const table = stored.filter((column) => column.table === type.table);
    if (!table.length) {
      problems.push(`${type.name}: no table ${type.table}`);
      continue;
    }
    const expected = declaredColumns(type);
    for (const want of expected) {
      const have = table.find((column) => column.column === want.column);
      if (!have) problems.push(`${type.table}.${want.column}: declared (${want.type}${want.nullable ? '' : ' NOT NULL'}), not in the table`);
      else if (have.type !== want.type || have.nullable !== want.nullable) {
        problems.push(
          `${type.table}.${want.column}: declared ${want.type}${want.nullable ? '' : ' NOT NULL'}, stored ${have.type}${have.nullable ? '' : ' NOT NULL'}`,
        );
      }
    }
    for (const column of type.localized) {
      if ((type.fields[column] as Field).kind !== 'text' && (type.fields[column] as Field).kind !== 'longText')
        problems.push(`${type.table}.${column}: localized, but not text`);
    }
    for (const have of table) {
      if (!expected.some((want) => want.column === have.column)) problems.push(`${type.table}.${have.column}: in the table, declared nowhere`);
    }
  }
  return problems;
}
