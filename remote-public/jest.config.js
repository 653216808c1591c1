const path = require('node:path');

const preset = require('tools/jest/preset')(__dirname);
module.exports = {
  ...preset,
  // A split catalogue (tools/webpack/messages-loader.js) is read whole by the unit tests.
  moduleNameMapper: { '^@/messages/([a-z]{2})\\.json\\?split$': '<rootDir>/src/messages/$1.json', ...preset.moduleNameMapper },
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, path.join(__dirname, 'src/i18n/jest-setup.ts')],
};
