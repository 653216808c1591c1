-- 5. post publication workflow
-- The publication state, apart from the project status of spec §4 (docs/workflow.md).
-- Posts that exist are live, so they migrate as published; the API sets a new post's state.
ALTER TABLE posts ADD COLUMN state text NOT NULL DEFAULT 'published'
  CHECK (state IN ('draft', 'review', 'published', 'unpublished'));
-- An edit of a live post that waits for a Publisher: its fields, and where it stands.
ALTER TABLE posts ADD COLUMN pending jsonb;
ALTER TABLE posts ADD COLUMN pending_state text CHECK (pending_state IN ('draft', 'review'));
-- The last "request changes" comment, shown to the author until the post moves on.
ALTER TABLE posts ADD COLUMN review_comment text;
ALTER TABLE posts ADD COLUMN author_id integer REFERENCES users (id) ON DELETE SET NULL;
CREATE INDEX posts_state_idx ON posts (state, created_at DESC, id DESC);
