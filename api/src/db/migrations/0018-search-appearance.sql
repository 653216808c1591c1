-- 18. search appearance of every public page
-- What a page shows search engines and link previews, per language (docs/search-appearance.md):
-- one row per English address and language that an editor set something for, fixed pages (`/`,
-- `/about-us`) and records' pages (`/projects/12`) alike; no row, or a null field, is the fallback
-- rule of contracts/src/search-appearance.ts. The limits repeat the API's (contracts/src/limits.ts).
CREATE TABLE search_appearance (
  path text NOT NULL CHECK (path LIKE '/%'),
  locale text NOT NULL CHECK (locale IN ('en', 'sw', 'fr')),
  title text CHECK (char_length(title) <= 120),
  description text CHECK (char_length(description) <= 320),
  image text CHECK (char_length(image) <= 2048),
  noindex boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (path, locale)
);
