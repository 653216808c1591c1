import type { AnyContentType } from 'contracts';
import type { Queryable } from '../db/database';
import type { ColumnValues } from './content';

/** Where a record stands in its type's publication workflow (docs/workflow.md). */
export interface WorkflowRow {
  id: number;
  state: string;
  pending: ColumnValues | null;
  pending_state: string | null;
  review_comment: string | null;
  author_id: number | null;
  author_name: string | null;
  publish_at: string | null;
  [column: string]: unknown;
}

/**
 * The SQL of the publication workflow on a type's table: the back office's reads of every state,
 * and the columns a transition or a pending edit writes. Identifiers come from the declaration.
 */
export function workflowRepository(type: AnyContentType) {
  const { table } = type;
  const columns = [
    'id',
    ...type.columns,
    ...(type.localized.length ? ['translations'] : []),
    'created_at',
    'updated_at',
    'version',
    'state',
    'pending',
    'pending_state',
    'review_comment',
    'author_id',
    `(SELECT u.full_name FROM users u WHERE u.id = ${table}.author_id) AS author_name`,
    'publish_at',
  ].join(', ');

  return {
    /** `state`: records in that state, or with a pending edit in it (a live post's draft is a draft too). */
    list: (db: Queryable, state?: string) =>
      state
        ? db.query<WorkflowRow>(`SELECT ${columns} FROM ${table} WHERE state = $1 OR pending_state = $1 ORDER BY ${type.order}`, [state])
        : db.query<WorkflowRow>(`SELECT ${columns} FROM ${table} ORDER BY ${type.order}`),

    async find(db: Queryable, id: number, forUpdate = false): Promise<WorkflowRow | undefined> {
      return (await db.query<WorkflowRow>(`SELECT ${columns} FROM ${table} WHERE id = $1${forUpdate ? ` FOR UPDATE OF ${table}` : ''}`, [id]))[0];
    },

    async setState(
      db: Queryable,
      id: number,
      fields: {
        state: string;
        pending?: ColumnValues | null;
        pending_state?: string | null;
        review_comment?: string | null;
        author_id?: number | null;
        publish_at?: string | null;
      },
      /** false when a new record gets its first state: it is still the version its creator holds. */
      newVersion = true,
    ) {
      const names = Object.keys(fields) as (keyof typeof fields)[];
      const values = names.map((name) => (name === 'pending' && fields.pending ? JSON.stringify(fields.pending) : fields[name]));
      const assignments = names.map((name, i) => `${name} = $${i + 2}${name === 'pending' ? '::jsonb' : ''}`).join(', ');
      // A move changes what the form shows (a pending edit folded in), so it is a new version too.
      await db.query(`UPDATE ${table} SET ${assignments}, updated_at = now()${newVersion ? ', version = version + 1' : ''} WHERE id = $1`, [id, ...values]);
    },

    /** Is anything due? A cheap look before taking locks, so an idle check writes nothing. */
    async anyDue(db: Queryable, now: Date): Promise<boolean> {
      return (await db.query(`SELECT 1 FROM ${table} WHERE publish_at <= $1 LIMIT 1`, [now.toISOString()])).length > 0;
    },

    /**
     * The due records, locked for this transaction; rows another instance holds are skipped, and
     * it clears their time before it commits, so each one is published exactly once.
     */
    async lockDue(db: Queryable, now: Date): Promise<WorkflowRow[]> {
      return db.query<WorkflowRow>(`SELECT ${columns} FROM ${table} WHERE publish_at <= $1 ORDER BY publish_at, id FOR UPDATE OF ${table} SKIP LOCKED`, [
        now.toISOString(),
      ]);
    },

    /** An edit of a live record that waits for review; the live columns stay as they are. */
    async savePending(db: Queryable, id: number, pending: ColumnValues, pendingState: string, by?: number) {
      await db.query(`UPDATE ${table} SET pending = $2::jsonb, pending_state = $3, version = version + 1, updated_by = $4 WHERE id = $1`, [
        id,
        JSON.stringify(pending),
        pendingState,
        by ?? null,
      ]);
    },
  };
}
