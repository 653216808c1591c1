// Exposed as `remote_shared/content`: the content declarations of the contracts package alone,
// plain data without zod, so public pages read them without loading a validator.
export * from 'contracts/content';
