const path = require('node:path');
const { createRemoteConfigs } = require('tools/webpack/create-config');
const federation = require('./module-federation.config');

// `@/…` is this package's src/ (tsconfig.json paths; jest maps it the same way).
const withSrcAlias = (config) => ({ ...config, resolve: { ...config.resolve, alias: { ...config.resolve?.alias, '@': path.join(__dirname, 'src') } } });

module.exports = (_env, argv) => createRemoteConfigs({ packageDir: __dirname, ...federation }, argv).map(withSrcAlias);
