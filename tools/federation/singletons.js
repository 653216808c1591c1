// The federated singletons: one copy in the browser, and in the page server the host's own copy.
const SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  'react-toastify',
];

/**
 * Libraries the singletons are built on: shared too, so no container carries a second copy.
 * Their versions are the installed ones (fixed by the lockfile).
 */
const FOUNDATIONS = ['redux', 'immer', 'reselect', 'redux-thunk'];

/** True when `request` is one of the singletons or a subpath of one (server bundles keep them external). */
function isSingletonRequest(request) {
  return [...SINGLETONS, ...FOUNDATIONS].some((name) => request === name || request.startsWith(`${name}/`));
}

module.exports = { SINGLETONS, FOUNDATIONS, isSingletonRequest };
