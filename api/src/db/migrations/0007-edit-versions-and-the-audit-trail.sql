-- 7. edit versions and the audit trail
-- No lost edits (docs/workflow.md, "Conflicts"): every update bumps the version the back
-- office sends back in If-Match, and says who made it.
ALTER TABLE posts ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE posts ADD COLUMN updated_by integer REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE team_members ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE team_members ADD COLUMN updated_by integer REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE headers ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE headers ADD COLUMN updated_by integer REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE mission_vision ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE mission_vision ADD COLUMN updated_by integer REFERENCES users (id) ON DELETE SET NULL;

-- The audit trail (docs/workflow.md, "Audit trail"): append-only, ids and field names only,
-- never a visitor's personal data, so erasure has nothing to remove here. No foreign keys: an
-- entry outlives the account or record it names.
CREATE TABLE audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  actor_id integer,
  actor_role text,
  action text NOT NULL,
  outcome text NOT NULL,
  content_type text,
  record_id bigint,
  fields text[] NOT NULL DEFAULT '{}',
  ip text NOT NULL DEFAULT '',
  reason text
);
CREATE INDEX audit_log_at_idx ON audit_log (at DESC, id DESC);
CREATE INDEX audit_log_actor_idx ON audit_log (actor_id, at DESC, id DESC);
CREATE INDEX audit_log_type_idx ON audit_log (content_type, at DESC, id DESC);
CREATE INDEX audit_log_action_idx ON audit_log (action, at DESC, id DESC);
-- The database itself refuses to change or remove an entry, whatever the code does.
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    RAISE EXCEPTION 'audit_log is append-only';
  END
$$;
CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
