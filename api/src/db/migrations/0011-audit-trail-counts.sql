-- 11. audit trail counts
-- The Activity list's pager reads its total from counts kept by a trigger instead of counting
-- 100,000 entries on every page (docs/workflow.md, "Audit trail", Speed). The trail is
-- append-only (migration 7), so an insert is the only change to follow. Keys are never null
-- (0: no actor, '': no content type) so an upsert finds its row.
CREATE TABLE audit_log_counts (
  actor_id integer NOT NULL,
  content_type text NOT NULL,
  action text NOT NULL,
  n bigint NOT NULL,
  PRIMARY KEY (actor_id, content_type, action)
);
-- Entries per UTC day, for a date range without other filters (two years are ~730 rows).
CREATE TABLE audit_log_day_counts (day date PRIMARY KEY, n bigint NOT NULL);
INSERT INTO audit_log_counts (actor_id, content_type, action, n)
  SELECT coalesce(actor_id, 0), coalesce(content_type, ''), action, count(*) FROM audit_log GROUP BY 1, 2, 3;
INSERT INTO audit_log_day_counts (day, n)
  SELECT (at AT TIME ZONE 'UTC')::date, count(*) FROM audit_log GROUP BY 1;
-- Each entry is written in its own statement (api/src/plugins/audit-trail.ts) and touches its
-- day row before its key row, always in that order, so two writers cannot deadlock.
CREATE FUNCTION audit_log_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO audit_log_day_counts AS c (day, n) VALUES ((NEW.at AT TIME ZONE 'UTC')::date, 1)
    ON CONFLICT (day) DO UPDATE SET n = c.n + 1;
  INSERT INTO audit_log_counts AS c (actor_id, content_type, action, n)
    VALUES (coalesce(NEW.actor_id, 0), coalesce(NEW.content_type, ''), NEW.action, 1)
    ON CONFLICT (actor_id, content_type, action) DO UPDATE SET n = c.n + 1;
  RETURN NULL;
END $$;
CREATE TRIGGER audit_log_counts AFTER INSERT ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_counts_follow();
