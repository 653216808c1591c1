const path = require('node:path');

const preset = require('tools/jest/preset')(__dirname);
module.exports = {
  ...preset,
  // Every catalogue registered, so a test renders any language without waiting (src/i18n/jest-setup.ts).
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, path.join(__dirname, 'src/i18n/jest-setup.ts')],
};
