-- 6. scheduled publishing of posts
-- When a post goes live by itself (UTC); the scheduler takes due rows with FOR UPDATE SKIP LOCKED.
ALTER TABLE posts ADD COLUMN publish_at timestamptz;
CREATE INDEX posts_publish_at_idx ON posts (publish_at) WHERE publish_at IS NOT NULL;
