import { createContext, useContext, useEffect } from 'react';
import { getSite } from '../config/site';

/** What a page says about itself: its document title, description and canonical path. */
export interface PageMetaData {
  title: string;
  description: string;
  /** Path of the canonical address (defaults to the current path). */
  path?: string;
  image?: string | null;
  /** Keep the page out of search results (admin pages). */
  noindex?: boolean;
  /** HTTP status the page server should answer with (404 for a missing project). */
  status?: number;
  /**
   * The page's largest image, which the page server preloads with high priority: an address, or
   * the candidates and `sizes` of its first <picture> source and that source's type.
   */
  preloadImage?: { href?: string; srcSet?: string; sizes?: string; type?: string };
}

/** On the server the page server provides a collector; in the browser there is none. */
export const PageMetaCollector = createContext<((meta: PageMetaData) => void) | null>(null);

export function fullTitle(title: string): string {
  const { name } = getSite();
  return title.includes(name) ? title : `${title} | ${name}`;
}

/** The head of the page the server rendered is already right: the first effect leaves it alone. */
let serverHead = typeof document !== 'undefined' && document.querySelector('[data-ssr="1"]') !== null;

/** Sets the page's title, description, canonical link and Open Graph tags (rendered into the HTML on the server). */
export function PageMeta(meta: PageMetaData) {
  const collect = useContext(PageMetaCollector);
  if (collect) collect(meta);
  const { title, description, path, image, noindex } = meta;
  useEffect(() => {
    if (serverHead) {
      serverHead = false;
      return;
    }
    let current = true;
    // Loaded at the first move in the browser (search-head.ts), never with a page's first load.
    void import(/* webpackChunkName: "search-head" */ './search-head').then(({ writeHead }) => {
      if (current) writeHead({ title, description, path, image, noindex }, () => current);
    });
    return () => {
      current = false;
    };
  }, [title, description, path, image, noindex]);
  return null;
}
