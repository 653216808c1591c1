-- 2. token versions and password changes
-- Additive only: rolling back a release never needs the database rolled back (README, Releasing).
-- Bumped by a password or role change, a deletion and a sign-out: tokens carry the version
-- they were issued with and stop working once it moves on.
ALTER TABLE users ADD COLUMN token_version integer NOT NULL DEFAULT 0;
-- Set by an Admin's password reset or a generated first password: choose a new one first.
ALTER TABLE users ADD COLUMN credentials_expired boolean NOT NULL DEFAULT false;
