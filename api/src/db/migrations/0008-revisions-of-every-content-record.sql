-- 8. revisions of every content record
-- History (docs/workflow.md, "History"): each save of a record the back office edits keeps the
-- values it produced, who saved and what changed. One table for every type (content_type is
-- the type's address segment, as in audit_log), so a new type has history without a migration.
-- No foreign keys: a revision outlives its record (a deleted one can be brought back from
-- stored_row) and the account that made it.
CREATE TABLE content_revisions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  content_type text NOT NULL,
  record_id integer NOT NULL,
  number integer NOT NULL,
  at timestamptz NOT NULL DEFAULT now(),
  actor_id integer,
  action text NOT NULL CHECK (action IN ('baseline', 'created', 'updated', 'restored', 'transition', 'deleted', 'undeleted')),
  detail text,
  fields text[] NOT NULL DEFAULT '{}',
  state text,
  pending_state text,
  snapshot jsonb NOT NULL,
  stored_row jsonb,
  UNIQUE (content_type, record_id, number)
);
-- A section's "Deleted" list reads the delete revisions of its type, newest first.
CREATE INDEX content_revisions_deleted_idx ON content_revisions (content_type, at DESC) WHERE action = 'deleted';
