-- 10. responsive image renditions
-- What is known of each stored image, keyed by the address records hold ('/uploads/<name>'):
-- its size, a tiny preview, and the renditions written beside it (docs/performance.md,
-- "Responsive images"). A row is written once its renditions exist; before that, pages show
-- the image itself.
CREATE TABLE images (
  path text PRIMARY KEY,
  width integer NOT NULL,
  height integer NOT NULL,
  placeholder text NOT NULL DEFAULT '',
  widths integer[] NOT NULL DEFAULT '{}',
  formats text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
