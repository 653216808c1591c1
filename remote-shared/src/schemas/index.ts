// Exposed as `remote_shared/schemas`: the contracts package (contracts/, docs/architecture.md,
// "Packages"), as the remotes have always imported it.
export * from 'contracts';
