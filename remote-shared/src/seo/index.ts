// Exposed as `remote_shared/seo`.
export { PageMeta, PageMetaCollector, fullTitle } from './page-meta';
export type { PageMetaData } from './page-meta';
export { StructuredData, StructuredDataCollector } from './structured-data-collector';
export type { CreativeWorkFacts, PageFacts } from './structured-data';
