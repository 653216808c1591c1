import { createContext, useContext } from 'react';
import type { PageFacts } from './structured-data';

/**
 * On the server the page server provides a collector: the page's parts name their facts (the
 * banner its breadcrumb, a project page its project) and the page server writes them, with the
 * company's and the site's, as JSON-LD into the head (docs/page-server.md, "Structured data").
 * In the browser there is none: the served head stays as it was (crawlers load every address).
 */
export const StructuredDataCollector = createContext<((facts: PageFacts) => void) | null>(null);

/** Names facts of the page for its structured data; renders nothing. */
export function StructuredData(facts: PageFacts) {
  const collect = useContext(StructuredDataCollector);
  if (collect) collect(facts);
  return null;
}
