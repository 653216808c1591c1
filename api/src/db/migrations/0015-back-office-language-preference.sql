-- 15. back office language preference
-- The back office's interface language the person chose in My account (docs/i18n.md, "Back
-- office"); null follows their browser's. Additive: earlier releases never read it.
ALTER TABLE users ADD COLUMN language text CHECK (language IN ('en', 'sw', 'fr'));
