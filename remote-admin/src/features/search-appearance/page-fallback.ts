import { useEffect, useState } from 'react';
import { LOCALES, localizePath, type Locale, type SearchAppearanceSource } from 'remote_shared/schemas';

/** The header that asks the page server for a page's head without what its editors set (docs/search-appearance.md). */
const FALLBACK_HEADER = { 'Search-Appearance': 'fallback', Accept: 'text/html' };

/** A fixed page's own title, description and image in `locale`, read from its head as the page server writes it without the editors' values. */
async function servedFallback(path: string, locale: Locale): Promise<SearchAppearanceSource> {
  const response = await fetch(new URL(localizePath(locale, path), document.baseURI).href, { headers: FALLBACK_HEADER, cache: 'no-store' });
  if (!response.ok) throw new Error(String(response.status));
  const head = new DOMParser().parseFromString(await response.text(), 'text/html');
  const meta = (selector: string) => head.querySelector(selector)?.getAttribute('content') ?? null;
  return { title: head.title, description: meta('meta[name="description"]'), image: meta('meta[property="og:image"]') };
}

/**
 * What a fixed page's own content offers the fallback in each language (its words live in the
 * public site's messages, which the back office does not load): null until read; a page that
 * cannot be read falls back to its address.
 */
export function usePageFallbacks(path: string): Record<Locale, SearchAppearanceSource> | null {
  const [sources, setSources] = useState<{ path: string; sources: Record<Locale, SearchAppearanceSource> } | null>(null);
  useEffect(() => {
    let current = true;
    void Promise.all(LOCALES.map((locale) => servedFallback(path, locale).catch((): SearchAppearanceSource => ({ title: path })))).then(
      (read) =>
        current && setSources({ path, sources: Object.fromEntries(LOCALES.map((locale, i) => [locale, read[i]!])) as Record<Locale, SearchAppearanceSource> }),
    );
    return () => {
      current = false;
    };
  }, [path]);
  return sources?.path === path ? sources.sources : null;
}
