// Exposed as `remote_shared/api`: the one RTK Query slice for {host} with every call of spec §7.
export { api, HYDRATE_ACTION, NETWORK_ERROR_MESSAGE, failureMessage, listTags } from './base';
export type { ApiFailure, ApiRequest, ApiExtra } from './base';
export * from './auth';
export * from './users';
export * from './posts';
export * from './contacts';
export * from './team';
export * from './headers';
export * from './mission-vision';
