/** The contracts' unit tests: the front ends' one jest preset. */
module.exports = require('tools/jest/preset')(__dirname);
