// Exposed as `remote_shared/config`.
export { getRuntimeConfig, apiUrl, resolveAssetUrl, DEFAULT_RUNTIME_CONFIG } from './runtime';
export type { RuntimeConfig } from './runtime';
export { getSite, mainSiteLink, DEFAULT_SITE } from './site';
export type { Site, SiteOverrides } from './site';
export type { RouteModule, PrefetchContext, PageRoute, PublicRoutes } from './route-module';
export { PostedFormContext, usePostedForm } from './posted-form';
export { SaveDataContext, browserSavesData, useSaveData } from './save-data';
export type { PostedForm } from './posted-form';
export type { PageServerHealth, RemoteHealth } from './health';
