// Exposed as `remote_shared/schemas`, and imported by the API: the content declarations
// (`./content`, also exposed alone as `remote_shared/content`) and one zod schema per entity and form.
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
export * from './accept-encoding';
export * from './static-asset';
export * from './security-headers';
