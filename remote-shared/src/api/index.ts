// Exposed as `remote_shared/api`: the one RTK Query slice for {host} with every call of spec §7.
// Content types get theirs from their declaration (`contentApi(posts)`); users and sign-in are their own.
export { api, HYDRATE_ACTION, NETWORK_ERROR_MESSAGE, failureMessage, listTags } from './base';
export type { ApiFailure, ApiRequest, ApiExtra, EditConflict } from './base';
export { contentApi, endpointNames, localeArg, localeArgOfPath, readArg } from './content';
export type { ContentApi, LocaleArg, ReadArg, UpdateArg } from './content';
export * from './auth';
export * from './users';
export * from './site';
export * from './inbox';
export * from './workflow';
export * from './activity';
export * from './history';
export * from './preview';
export * from './redirects';
