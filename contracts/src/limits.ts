// Plain values, no zod: the content declarations and the public pages use them without loading zod.

/** Length limits shared by the forms and the API, so both refuse the same input. */
export const LIMITS = {
  name: 100,
  email: 254,
  telephone: 30,
  /** New passwords: 12 or more characters (older, shorter ones keep working at sign-in). */
  password: { min: 12, max: 128 },
  title: 200,
  subtitle: 200,
  category: 100,
  client: 120,
  position: 120,
  description: 10_000,
  contactMessage: 5_000,
  icon: 2_048,
  url: 2_048,
  /** A page's own search title and description (docs/search-appearance.md): refused past these. */
  searchTitle: 120,
  searchDescription: 320,
} as const;
