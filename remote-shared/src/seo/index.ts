// Exposed as `remote_shared/seo`.
export { PageMeta, PageMetaCollector, fullTitle } from './page-meta';
export type { PageMetaData } from './page-meta';
