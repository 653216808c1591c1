/** Jest for the API: TypeScript through swc, tests through HTTP against a real database. */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test', '<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  // A few dependencies ship only ES modules; swc turns them into CommonJS for jest. The pattern
  // looks at the innermost node_modules folder of the path (nested copies included).
  transformIgnorePatterns: ['/node_modules/(?!(?:jose|content-disposition|cookie)/)(?:@[^/]+/)?[^/]+/(?!.*node_modules/)'],
  globalSetup: '<rootDir>/test/global-setup.ts',
  maxWorkers: 2,
  testTimeout: 60_000,
};
