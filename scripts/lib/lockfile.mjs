// Reading package-lock.json (lockfile version 3) as npm resolves it.

/**
 * The lockfile entry `name` resolves to from the package at `key` (`node_modules/a/node_modules/b`,
 * or a workspace folder): its own node_modules first, then each enclosing one up to the root.
 */
export function lockedEntry(lock, key, name) {
  let base = key;
  for (;;) {
    const found = lock.packages[base ? `${base}/node_modules/${name}` : `node_modules/${name}`];
    if (found) return found;
    if (!base) return undefined;
    const at = base.lastIndexOf('/node_modules/');
    base = at === -1 ? '' : base.slice(0, at);
  }
}
