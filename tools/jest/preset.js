// One jest setup for every front end: TypeScript through SWC, jsdom, CSS Modules as their class
// names, and federated imports (`remote_shared/api`, ...) resolved to the source they come from.
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');

module.exports = function preset(packageDir, overrides = {}) {
  return {
    rootDir: packageDir,
    // jsdom with Node's own fetch, Request and streams, which Mock Service Worker needs.
    testEnvironment: 'jest-fixed-jsdom',
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/server/**/*.test.{ts,tsx}'],
    // ES-module-only packages (Mock Service Worker's dependencies, FormatJS): transform those too.
    transformIgnorePatterns: [
      '/node_modules/(?!(intl-messageformat|@formatjs|rettime|until-async|@mswjs|@msw|msw|cookie|headers-polyfill|outvariant|strict-event-emitter|@open-draft)/)',
    ],
    transform: {
      '^.+\\.m?(t|j)sx?$': [
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
      // `@/…` is the package's own src/ (tsconfig paths, webpack alias).
      '^@/(.*)$': '<rootDir>/src/$1',
      // remote_shared/schemas and remote_shared/content are the contracts package's entry files
      // (remote-shared/module-federation.config.js); every other expose is src/<name>/index.ts.
      '^remote_shared/schemas$': path.join(ROOT, 'contracts/src/index.ts'),
      '^remote_shared/content$': path.join(ROOT, 'contracts/src/content/index.ts'),
      '^remote_shared/(.*)$': path.join(ROOT, 'remote-shared/src/$1/index.ts'),
    },
    setupFilesAfterEnv: [path.join(__dirname, 'setup.ts')],
    // The default 5 s is short for a form journey on a loaded 2-core CI machine; assertions are unchanged.
    testTimeout: 20_000,
    clearMocks: true,
    restoreMocks: true,
    ...overrides,
  };
};
