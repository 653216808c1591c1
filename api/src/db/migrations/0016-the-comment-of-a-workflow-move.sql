-- 16. the comment of a workflow move
-- The comment a move was made with ("Request changes" asks for one), kept with its revision so the
-- history names the event with what the reviewer wrote (docs/workflow.md, "History"). Additive:
-- earlier releases never read it; the record's own review_comment still says what a draft awaits.
ALTER TABLE content_revisions ADD COLUMN comment text;
