// The stored search appearance of a page through the API (docs/search-appearance.md): the zod
// shapes of the answers and bodies (which pages have one: ./search-pages). The fallback rule itself is plain data in
// ./search-appearance, which the public pages load without zod.
import { z } from 'zod';
import { IMAGE_ADDRESS_MESSAGE, isImageAddress, optionalText } from './common';
import { LIMITS } from './limits';
import { SEARCH_PAGE_MESSAGE } from './search-pages';

/** What an editor sets for one language; blank text is stored as null (the fallback). */
export const searchAppearanceFields = z.strictObject({
  title: optionalText('Search title', LIMITS.searchTitle),
  description: optionalText('Search description', LIMITS.searchDescription),
  image: optionalText('Sharing image', LIMITS.url).refine((value) => value === null || isImageAddress(value), { error: IMAGE_ADDRESS_MESSAGE }),
  noindex: z.boolean({ error: 'Noindex must be true or false' }).default(false),
});
export type SearchAppearanceFields = z.output<typeof searchAppearanceFields>;

/** PUT: the page's address and what is set in each language; a language left out is cleared. */
export const searchAppearanceBody = z.strictObject({
  path: z.string({ error: SEARCH_PAGE_MESSAGE }).max(500, { error: SEARCH_PAGE_MESSAGE }),
  en: searchAppearanceFields.optional(),
  sw: searchAppearanceFields.optional(),
  fr: searchAppearanceFields.optional(),
});
export type SearchAppearanceBody = z.input<typeof searchAppearanceBody>;

const storedFields = z.object({ title: z.string().nullable(), description: z.string().nullable(), image: z.string().nullable(), noindex: z.boolean() });
export type StoredSearchAppearance = z.infer<typeof storedFields>;

/** One page's search appearance in every language (empty fields where nothing is set). */
export const searchAppearanceRecord = z.object({ path: z.string(), en: storedFields, sw: storedFields, fr: storedFields, updated_at: z.string().nullable() });
export type SearchAppearanceRecord = z.infer<typeof searchAppearanceRecord>;

/** Every page with something set, for the page server (the sitemap leaves out what is noindex). */
export const searchAppearanceList = z.array(searchAppearanceRecord);
