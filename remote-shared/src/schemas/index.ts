// Exposed as `remote_shared/schemas`, and imported by the API: one schema per entity and form.
export * from './common';
export * from './roles';
export * from './auth';
export * from './user';
export * from './post';
export * from './contact';
export * from './team';
export * from './header';
export * from './mission-vision';
export * from './upload';
export * from './validate';
