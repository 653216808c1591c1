// Comparing contracts (contract.json, written by ./contract-plugin.js): one function for
// `npm run release`, the page server and their tests (README, "Releasing one remote alone").

/**
 * What `needs` (a consumer's contract `needs`) asks of remote_shared that `exposes` (remote-shared's
 * contract `exposes`) lacks: `{ module, name }`, name null for a whole missing module. A needed
 * `*` is the module only (a namespace used whole); an exposed `*` is a module whose names are unknown.
 */
function contractGaps(needs, exposes) {
  const gaps = [];
  for (const [module, names] of Object.entries((needs && needs.remote_shared) || {})) {
    const exported = exposes && exposes[module];
    const id = `remote_shared/${module.replace(/^\.\//, '')}`;
    if (!exported) {
      gaps.push({ module: id, name: null });
      continue;
    }
    if (exported.includes('*')) continue;
    for (const name of names) if (name !== '*' && !exported.includes(name)) gaps.push({ module: id, name });
  }
  return gaps;
}

/** 'Tooltip from remote_shared/ui', or 'the module remote_shared/upload'. */
function describeGaps(gaps) {
  return gaps.map((gap) => (gap.name ? `${gap.name} from ${gap.module}` : `the module ${gap.module}`)).join(', ');
}

module.exports = { CONTRACT: 'contract.json', contractGaps, describeGaps };
