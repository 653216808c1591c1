// The federated singletons: one copy in the browser, and in the page server the host's own copy.
const SINGLETONS = ['react', 'react-dom', 'react-router', 'react-router-dom', 'react-redux', '@reduxjs/toolkit', 'react-toastify'];

/**
 * The singletons whose version a remote must share exactly with the shell: a remote built against
 * another React, router or Redux is refused at release (scripts/release.mjs) and at runtime (the
 * shell's runtime plugin, the page server's linker). docs/releases.md.
 */
const GUARDED_SINGLETONS = ['react', 'react-dom', 'react-router', 'react-router-dom', 'react-redux', '@reduxjs/toolkit'];

/**
 * The guarded singletons a remote declares at another version than the host provides.
 * `declared` and `provided` map package names to versions; a name either side lacks is not judged.
 * A range's leading ^, ~ or = is ignored: the one version map pins exact versions.
 */
function singletonMismatches(declared, provided) {
  const exact = (version) =>
    String(version)
      .trim()
      .replace(/^[\^~=]+/, '');
  return GUARDED_SINGLETONS.filter((name) => declared[name] && provided[name] && exact(declared[name]) !== exact(provided[name])).map((name) => ({
    name,
    declared: exact(declared[name]),
    provided: exact(provided[name]),
  }));
}

/**
 * Libraries the singletons are built on: shared too, so no container carries a second copy.
 * Their versions are the installed ones (fixed by the lockfile).
 */
const FOUNDATIONS = ['redux', 'immer', 'reselect', 'redux-thunk'];

/** True when `request` is one of the singletons or a subpath of one (server bundles keep them external). */
function isSingletonRequest(request) {
  return [...SINGLETONS, ...FOUNDATIONS].some((name) => request === name || request.startsWith(`${name}/`));
}

module.exports = { SINGLETONS, FOUNDATIONS, GUARDED_SINGLETONS, isSingletonRequest, singletonMismatches };
