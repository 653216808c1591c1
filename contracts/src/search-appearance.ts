// What a page shows search engines and link previews when its editor left a field empty: the one
// fallback rule (docs/search-appearance.md). Plain data, no zod and no React, so the API, the page
// server and the public pages apply the same rule.
import { LIMITS } from './limits';

/** The lengths search results show: the editor's guidance and where a fallback is cut. */
export const SEARCH_GUIDANCE = { title: 60, description: 155 } as const;
/** Between a record's title and the company name in a fallback title. */
export const SEARCH_TITLE_SEPARATOR = ' | ';

export const SEARCH_TITLE_MESSAGE = `Search title must be at most ${LIMITS.searchTitle} characters`;
export const SEARCH_DESCRIPTION_MESSAGE = `Search description must be at most ${LIMITS.searchDescription} characters`;

/** What an editor set for one page in one language; null or blank means "use the fallback". */
export interface SearchAppearanceInput {
  title?: string | null;
  description?: string | null;
  image?: string | null;
  noindex?: boolean | null;
}

/** What the page's own content offers the fallback. */
export interface SearchAppearanceSource {
  /** The record's title or the page's heading. */
  title: string;
  /** The record's summary or description, or the page's own words. */
  description?: string | null;
  /** The record's image. */
  image?: string | null;
}

/** The company facts the fallback needs. */
export interface SearchAppearanceSite {
  name: string;
  /** The company's sharing image, used when the page has none. */
  image?: string | null;
}

export interface SearchAppearance {
  title: string;
  description: string;
  image: string | null;
  noindex: boolean;
}

const filled = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';
const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

/**
 * Cuts `text` at the last word boundary at or before `limit`, with an ellipsis inside the limit; a
 * single word longer than the limit is cut hard. Text within the limit is kept whole.
 */
export function cutAtWord(text: string, limit: number = SEARCH_GUIDANCE.description): string {
  const flat = oneLine(text);
  if (flat.length <= limit) return flat;
  const room = flat.slice(0, limit); // the ellipsis takes the last character
  const space = room.lastIndexOf(' ');
  // A boundary far back (a first word of 100 letters) would waste the room: cut that word instead.
  const head = space >= limit / 2 ? room.slice(0, space) : room.slice(0, limit - 1);
  // Punctuation before the ellipsis goes (a loop, not a trailing regex: linear for any input).
  let end = head.length;
  while (end > 0 && ' ,;:.–—-'.includes(head.charAt(end - 1))) end -= 1;
  return `${head.slice(0, end)}…`;
}

/**
 * The search title, description, sharing image and noindex of a page in one language: what the
 * editor set, else title = source title + separator + company name (not cut),
 * description = the source's description cut at a word near 155, image = the source's image,
 * else the company's sharing image.
 */
export function searchAppearance(set: SearchAppearanceInput | null | undefined, source: SearchAppearanceSource, site: SearchAppearanceSite): SearchAppearance {
  const own = set ?? {};
  const sourceTitle = oneLine(source.title);
  const fallbackTitle =
    sourceTitle.includes(site.name) || sourceTitle === '' ? sourceTitle || site.name : `${sourceTitle}${SEARCH_TITLE_SEPARATOR}${site.name}`;
  return {
    // Not cut: a hard cut at 60 made titles such as the home page's end in "| Sa"; search engines
    // shorten a long title themselves, and the editor's preview shows where (docs/decisions/0377-…).
    title: filled(own.title) ? oneLine(own.title) : fallbackTitle,
    description: filled(own.description) ? oneLine(own.description) : filled(source.description) ? cutAtWord(source.description) : '',
    image: filled(own.image) ? own.image : filled(source.image) ? source.image : filled(site.image) ? site.image : null,
    noindex: own.noindex === true,
  };
}

/** The message for a search title or description past its limit, or null when both fit. */
export function searchAppearanceProblem(set: SearchAppearanceInput): string | null {
  if ((set.title ?? '').length > LIMITS.searchTitle) return SEARCH_TITLE_MESSAGE;
  if ((set.description ?? '').length > LIMITS.searchDescription) return SEARCH_DESCRIPTION_MESSAGE;
  return null;
}
