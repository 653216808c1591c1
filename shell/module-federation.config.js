// The host: no exposes and no remotes at build time. The remotes' addresses are read at startup
// from the runtime configuration (/runtime-config.json), so a new remote release needs no shell build.
const path = require('node:path');

module.exports = {
  name: 'shell',
  cssPrefix: 'sh',
  runtimePlugins: [path.resolve(__dirname, 'src/federation/error-plugin.ts')],
  serverEntry: './server/main.ts',
  // The singletons the shell provides, grouped by what loads together.
  vendorGroups: {
    react: { test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, name: 'react', enforce: true, priority: 30 },
    redux: {
      test: /[\\/](node_modules[\\/](@reduxjs[\\/]toolkit|redux|redux-thunk|immer|reselect|react-redux|use-sync-external-store)[\\/]|federation[\\/]redux-toolkit)/,
      name: 'redux',
      enforce: true,
      priority: 20,
    },
    router: { test: /[\\/](react-router|federation[\\/]react-router-dom)/, name: 'router', enforce: true, priority: 20 },
  },
};
