// One jest setup for every front end: TypeScript through SWC, jsdom, CSS Modules as their class
// names, and federated imports (`remote_shared/api`, ...) resolved to the source they come from.
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');

module.exports = function preset(packageDir, overrides = {}) {
  return {
    rootDir: packageDir,
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/server/**/*.test.{ts,tsx}'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: {
      '\\.module\\.css$': require.resolve('identity-obj-proxy'),
      '\\.css$': path.join(__dirname, 'style-stub.js'),
      '\\.(png|jpe?g|gif|webp|svg)$': path.join(__dirname, 'file-stub.js'),
      '^remote_shared/(.*)$': path.join(ROOT, 'remote-shared/src/$1/index.ts'),
    },
    setupFilesAfterEnv: [path.join(__dirname, 'setup.ts')],
    clearMocks: true,
    restoreMocks: true,
    ...overrides,
  };
};
