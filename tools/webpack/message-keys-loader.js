// Replaces message keys in a package's TypeScript with their short names (message-keys.js).
const { keyIds, shortenKeys } = require('./message-keys');

module.exports = function messageKeysLoader(source) {
  const ids = keyIds(this.getOptions().packageDir);
  return ids ? shortenKeys(source, ids) : source;
};
