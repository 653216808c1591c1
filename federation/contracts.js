// Comparing contracts (contract.json, written by ./contract-plugin.js): one function for
// `npm run release`, the page server and their tests (docs/releases.md).

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

/**
 * What a consumer's contract expects of the shell that this shell no longer gives, in words, or
 * null. Public pages used to render inside the shell's Redux store; they now read through
 * remote_shared/data and the store exists only around the back office (decision
 * docs/decisions/0159-public-pages-without-redux.md), so a remote_public that still imports remote_shared/api was
 * built for an older shell.
 */
function hostGap(contract) {
  const api = contract && contract.name === 'remote_public' && contract.needs && contract.needs.remote_shared && contract.needs.remote_shared['./api'];
  return api && api.length
    ? 'it reads through remote_shared/api, which needs the Redux store this shell no longer puts around public pages (a remote_public built before remote_shared/data)'
    : null;
}

module.exports = { CONTRACT: 'contract.json', contractGaps, describeGaps, hostGap };
