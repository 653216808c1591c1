-- 13. translated content
-- Translated content (docs/i18n.md, "Content"): English stays in the columns; the other
-- locales' values of a type's localized fields, { "sw": { "title": ... }, "fr": { ... } }.
-- Additive: existing rows read as untranslated, and English-only clients are unaffected.
ALTER TABLE posts ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE team_members ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE headers ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE mission_vision ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'::jsonb;
