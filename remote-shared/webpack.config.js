const { createRemoteConfigs } = require('tools/webpack/create-config');
const federation = require('./module-federation.config');

module.exports = (_env, argv) => createRemoteConfigs({ packageDir: __dirname, ...federation }, argv);
