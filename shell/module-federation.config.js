// The host: no exposes and no remotes at build time. The remotes' addresses are read at startup
// from the runtime configuration (/runtime-config.json), so a new remote release needs no shell build.
const path = require('node:path');

module.exports = {
  name: 'shell',
  cssPrefix: 'sh',
  runtimePlugins: [path.resolve(__dirname, 'src/federation/error-plugin.ts')],
  serverEntry: './server/main.ts',
  // The singletons the shell provides, grouped by what loads together. Every page, public or back
  // office, renders with React and routes with React Router: one file (docs/performance.md).
  vendorGroups: {
    react: {
      test: /[\\/](node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]|federation[\\/]react-router-dom)/,
      name: 'react',
      enforce: true,
      priority: 30,
    },
    redux: {
      test: /[\\/](node_modules[\\/](@reduxjs[\\/]toolkit|redux|redux-thunk|immer|reselect|react-redux|use-sync-external-store)[\\/]|federation[\\/]redux-toolkit)/,
      name: 'redux',
      enforce: true,
      priority: 20,
    },
  },
};
