-- 12. workflow mails preference
-- Whether the person gets the publishing workflow's mails (a post awaits review, changes were
-- requested, it was published; docs/workflow.md, "People are told"). On unless they turn it off.
ALTER TABLE users ADD COLUMN workflow_emails boolean NOT NULL DEFAULT true;
