// The contracts: what the API, the page server and the browsers share (docs/architecture.md,
// "Packages"). This file is exposed to the remotes as `remote_shared/schemas`
// (remote-shared/module-federation.config.js): the content declarations (`./content`, also exposed
// alone as `remote_shared/content`), one zod schema per entity and form, the limits, the codecs and
// the security headers.
export * from './common';
export * from './roles';
export * from './long-date';
export * from './locales';
export * from './translations';
export * from './content';
export * from './content-schemas';
export * from './auth';
export * from './user';
export * from './post';
export * from './contact';
export * from './inbox';
export * from './spam-reasons';
export * from './activity';
export * from './history';
export * from './bulk';
export * from './team-member';
export * from './header';
export * from './mission-vision';
export * from './upload';
export * from './validate';
export * from './static-asset';
export * from './security-headers';
export * from './redirect-record';
export * from './site-paths';
export * from './search-appearance';
export * from './search-pages';
export * from './search-appearance-record';
