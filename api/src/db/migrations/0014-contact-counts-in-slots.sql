-- 14. contact counts in slots
-- Every message sent added one to the same row of contact_state_counts ('new'), and a row
-- stays locked until its transaction commits: on a PostgreSQL server concurrent messages
-- waited for each other's commit, one at a time (docs/inbox.md, "Speed"). The counts now
-- live in 16 slots a state; each connection writes the slot of its backend, so messages on
-- different connections touch different rows. contact_state_counts becomes a view with the
-- same columns, so every reader, an earlier release's included, reads the same totals
-- (docs/decisions/0109-a-table-may-become-a-view-with-the-same-columns.md).
CREATE TABLE contact_state_count_slots (
  state text NOT NULL,
  slot smallint NOT NULL,
  n bigint NOT NULL,
  PRIMARY KEY (state, slot)
);
INSERT INTO contact_state_count_slots (state, slot, n) SELECT state, 0, n FROM contact_state_counts;
DROP TABLE contact_state_counts;
CREATE VIEW contact_state_counts AS
  SELECT state, sum(n)::bigint AS n FROM contact_state_count_slots GROUP BY state;
-- A move between two states touches its two rows in the order of the states' names, so two
-- opposite moves in the same slot cannot deadlock. Slot 0 of each state is never removed, so
-- the view always lists the five states.
CREATE OR REPLACE FUNCTION contact_state_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  my_slot smallint := pg_backend_pid() % 16;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM contact_state_count_slots WHERE slot <> 0;
    UPDATE contact_state_count_slots SET n = 0;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO contact_state_count_slots AS c (state, slot, n) VALUES (NEW.state, my_slot, 1)
      ON CONFLICT (state, slot) DO UPDATE SET n = c.n + 1;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO contact_state_count_slots AS c (state, slot, n) VALUES (OLD.state, my_slot, -1)
      ON CONFLICT (state, slot) DO UPDATE SET n = c.n - 1;
  ELSIF OLD.state IS DISTINCT FROM NEW.state THEN
    INSERT INTO contact_state_count_slots AS c (state, slot, n)
      SELECT s, my_slot, d FROM (VALUES (OLD.state, -1), (NEW.state, 1)) AS moves (s, d) ORDER BY s
      ON CONFLICT (state, slot) DO UPDATE SET n = c.n + EXCLUDED.n;
  END IF;
  RETURN NULL;
END $$;
