const { createConfigs } = require('../tools/webpack/create-config');
const federation = require('./module-federation.config');

module.exports = (_env, argv) => createConfigs({ packageDir: __dirname, ...federation }, argv);
