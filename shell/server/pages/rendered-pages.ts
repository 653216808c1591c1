import type { EventEmitter } from 'node:events';
import type { LinkedRemote } from '../remotes/remote-linker';
import { renderPage, type RenderedPage } from './render-page';

const MAX_CACHED_PAGES = 300;
/** Resources no public page shows (the API's names): their writes keep the rendered pages. */
const NEVER_ON_PUBLIC_PAGES: ReadonlySet<string> = new Set(['contacts', 'users', 'redirects']);

export interface RenderedPages {
  /** The page at `url`, rendered with `remotes`, from the cache when it holds it (`hit`). */
  render(url: URL, remotes: Map<string, LinkedRemote>, saveData: boolean): Promise<{ rendered: RenderedPage; hit: boolean }>;
}

/**
 * Rendered pages, kept until the content or a remote changes (the HTML around them is per request).
 * The inbox and the users are never on a public page: a message sent, read or archived, or a
 * user edited, or a managed redirect changed, leaves them in place (docs/performance.md, "Rendered pages"). Anything else,
 * and the timer's change with no name when the API runs apart, empties the cache.
 */
export function renderedPages(serverFetch: typeof fetch, contentEvents: EventEmitter | undefined): RenderedPages {
  const pages = new Map<string, Promise<RenderedPage>>();
  contentEvents?.on('change', (resource?: string) => {
    if (resource === undefined || !NEVER_ON_PUBLIC_PAGES.has(resource)) pages.clear();
  });

  // Each link of the remotes, numbered: a cached page belongs to the link it was rendered with.
  const linkIds = new WeakMap<Map<string, LinkedRemote>, number>();
  let links = 0;
  const linkIdOf = (remotes: Map<string, LinkedRemote>) => {
    if (!linkIds.has(remotes)) linkIds.set(remotes, (links += 1));
    return linkIds.get(remotes)!;
  };

  return {
    /** Renders with the remotes the caller linked, so the page and the releases it names agree. */
    async render(url, remotes, saveData) {
      const key = `${linkIdOf(remotes)}:${saveData ? 'save-data:' : ''}${url.pathname}${url.search}`;
      let page = pages.get(key);
      const hit = page !== undefined;
      if (!page) {
        if (pages.size >= MAX_CACHED_PAGES) pages.clear();
        page = renderPage(remotes, url, serverFetch, undefined, saveData);
        pages.set(key, page);
        // A page rendered while the API failed is served once, never reused.
        page.then(
          (rendered) => rendered.complete || pages.delete(key),
          () => pages.delete(key),
        );
      }
      return { rendered: await page, hit };
    },
  };
}
