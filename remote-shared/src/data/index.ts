// Exposed as `remote_shared/data`: what public pages read and send, without Redux
// (docs/performance.md, "First-load JavaScript"). The back office uses `remote_shared/api`.
export { PublicDataContext, createPublicData, sendPublic, usePublicList, usePublicRead, usePublicRecord } from './public-data';
export type { InlinedAnswer, PublicData, PublicRead } from './public-data';
export { PRIVACY_NOTICE_PATH, listPath, localeArg, localeArgOfPath, previewPath, readArg, readPath } from './reads';
export type { LocaleArg, ReadArg } from './reads';
export { failureMessage } from '../api/failure';
export type { ApiFailure } from '../api/failure';
