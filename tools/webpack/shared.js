// The one version map for the federated singletons: the root package.json `dependencies`.
// Every front end builds its `shared` block (and its server bundle's externals) from here,
// so no two packages can drift and the browser gets exactly one copy of each.
const { readFileSync } = require('node:fs');
const path = require('node:path');

/** The repository root's package.json: the version map itself (a file of the root, not a package to import). */
const rootPackage = JSON.parse(readFileSync(path.resolve(__dirname, '../../package.json'), 'utf8'));
const { SINGLETONS, FOUNDATIONS, isSingletonRequest } = require('federation/singletons');

/** Subpaths the front ends import, shared with the same pin as their package. */
const SUBPATHS = ['react/jsx-runtime', 'react/jsx-dev-runtime', 'react-dom/client', '@reduxjs/toolkit/query', '@reduxjs/toolkit/query/react'];
/** Any other subpath import is shared too (prefix match). */
const PREFIXES = ['react/', 'react-dom/', '@reduxjs/toolkit/'];

const packageOf = (request) => SINGLETONS.find((name) => request === name || request.startsWith(`${name}/`));

function versionOf(name) {
  const version = rootPackage.dependencies[name];
  if (!version) throw new Error(`${name} is not pinned in the root package.json dependencies`);
  return version;
}

/** The browser gets the router and Redux Toolkit through these modules (see the files for why). */
const ROUTER_FACADE = require.resolve('federation/react-router-dom.ts');
const REDUX_FACADE = require.resolve('federation/redux-toolkit.ts');
/** The ES module build of @reduxjs/toolkit, which the Redux facade re-exports from. */
const REDUX_RESOLVED = require.resolve('@reduxjs/toolkit');
const REDUX_PACKAGE = `${REDUX_RESOLVED.slice(0, REDUX_RESOLVED.lastIndexOf('/dist/'))}/dist/redux-toolkit.modern.mjs`;

function sharedConfig() {
  const shared = {};
  for (const name of SINGLETONS) {
    shared[name] = { singleton: true, requiredVersion: versionOf(name), version: versionOf(name), eager: false };
  }
  for (const name of FOUNDATIONS) {
    const { version } = require(`${name}/package.json`);
    shared[name] = { singleton: true, requiredVersion: version, version, eager: false };
  }
  // react-router is inside the facade, so it is not loaded on its own.
  delete shared['react-router'];
  shared['react-router-dom'].import = ROUTER_FACADE;
  shared['@reduxjs/toolkit'].import = REDUX_FACADE;
  for (const request of [...SUBPATHS, ...PREFIXES]) {
    const version = versionOf(packageOf(request));
    shared[request] = { singleton: true, requiredVersion: version, version, eager: false };
  }
  return shared;
}

module.exports = { ROUTER_FACADE, REDUX_FACADE, REDUX_PACKAGE, SINGLETONS, SUBPATHS, PREFIXES, sharedConfig, isSingletonRequest, versionOf };
