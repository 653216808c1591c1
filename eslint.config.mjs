// Lint for the whole repository (`npm run lint`, part of `npm test`).
// It guards: no regular expression that client input can reach may backtrack super-linearly
// (docs/security.md, "Linear cost for any input"); TypeScript's recommended rules; the rules of
// React hooks; the import boundaries of STYLE.md and docs/architecture.md ("Boundaries"); no import
// circle, and in the API no import up its layers; no import that leaves its package by a relative
// path; and no eslint-disable comment without a reason.
// Rule sets extend this file; they do not replace rules.
import comments from '@eslint-community/eslint-plugin-eslint-comments';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import tseslint from 'typescript-eslint';
import designSystem from 'tools/eslint/require-story.mjs';
import cycles, { resolver } from 'tools/eslint/no-import-cycle.mjs';
import packages from 'tools/eslint/package-imports.mjs';

/** The repository's own rules (tools/eslint/). */
const house = { meta: { name: 'house' }, rules: { ...cycles.rules, ...packages.rules } };

/** no-restricted-imports patterns: each a regular expression over the import path, and why. */
const forbid = (...rules) => ['error', { patterns: rules.map(([regex, message]) => ({ regex, message })) }];
const REMOTE_PUBLIC = ['^remote_public/|(^|/)remote-public/', 'A remote never imports another remote: share through remote-shared.'];
const REMOTE_ADMIN = ['^remote_admin/|(^|/)remote-admin/', 'A remote never imports another remote: share through remote-shared.'];
const FRONT_END_SOURCE = ['(^|/)(remote-(public|admin)|shell)/', 'remote-shared builds on no other front end.'];
const DEEP_RELATIVE = ['^\\.\\./\\.\\./(?!\\.\\./)', "Import through the package's @/ alias (tsconfig paths), not ../../."];
const API_ONLY_CONTRACTS = [
  '^remote_|(^|/)(remote-public|remote-admin|remote-shared|shell|federation)(/|$)',
  'The API imports of the front ends only what they share with it: contracts (and server-helpers).',
];

/**
 * The API's layers, lowest first (docs/architecture.md, "Boundaries"): each may import only those
 * below it. `db` is the connection and the migrations; `startup` the first start (bootstrap, seeds).
 */
const API_LAYERS = ['db', 'repositories', 'lib', 'startup', 'plugins', 'routes'];
const API_ZONES = API_LAYERS.slice(0, -1).map((layer, i) => ({
  target: `./api/src/${layer}`,
  from: API_LAYERS.slice(i + 1).map((above) => `./api/src/${above}`),
  message: `api/src/${layer} sits below ${API_LAYERS.slice(i + 1).join(', ')}: move the shared piece down instead.`,
}));

export default [
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      '**/coverage/**',
      '**/playwright-report/**',
      '**/test-results/**',
      '.topology/**',
      'data/**',
      'releases/**',
      '.remote-types/**',
      '.cache/**',
    ],
  },
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
    // Registered so that the code's `eslint-disable` comments name rules that exist.
    plugins: { '@typescript-eslint': tseslint.plugin },
    rules: {
      ...Object.assign({}, ...tseslint.configs.recommended.map((config) => config.rules ?? {})),
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-require-imports': 'error',
      // `_name` marks a value left out on purpose (a destructured field, an unused parameter).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['remote-*/**/*.{ts,tsx}', 'shell/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  // Boundaries (STYLE.md "The shape of the repository"): dependencies flow remote-shared ← remotes ← shell.
  { files: ['remote-public/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': forbid(REMOTE_ADMIN, DEEP_RELATIVE) } },
  { files: ['remote-admin/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': forbid(REMOTE_PUBLIC, DEEP_RELATIVE) } },
  { files: ['remote-shared/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': forbid(REMOTE_PUBLIC, REMOTE_ADMIN, FRONT_END_SOURCE) } },
  // The shell learns the remotes at runtime: it imports none of their source (remote-shared's constants excepted).
  { files: ['shell/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': forbid(REMOTE_PUBLIC, REMOTE_ADMIN) } },
  { files: ['api/src/**/*.ts', 'api/bench/**/*.ts'], rules: { 'no-restricted-imports': forbid(API_ONLY_CONTRACTS) } },
  // The design system on view (docs/design-system.md): each component of remote-shared's ui and of the back office's form fields has its stories.
  {
    files: ['remote-shared/src/ui/*/*.tsx', 'remote-admin/src/components/{form-fields,image-field,submit-button}.tsx'],
    ignores: ['**/*.test.tsx', '**/*.stories.tsx'],
    plugins: { 'design-system': designSystem },
    rules: { 'design-system/require-story': 'error' },
  },
  // No import circles anywhere (bulletproof-react's `import/no-cycle`), type-only imports included:
  // tools/eslint/no-import-cycle.mjs says why. No import leaves its package by a relative path
  // (tools/eslint/package-imports.mjs): another package is imported by its name. import-x
  // resolves paths for the API's layer zones below the way TypeScript does, each file through its
  // package's tsconfig.
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx,mts,cts}'],
    plugins: { house, 'import-x': importX },
    settings: { 'import-x/resolver-next': [resolver] },
    rules: { 'house/no-import-cycle': 'error', 'house/import-by-package-name': 'error' },
  },
  { files: ['api/src/**/*.ts'], rules: { 'import-x/no-restricted-paths': ['error', { zones: API_ZONES }] } },
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx,mts,cts}'],
    plugins: { '@eslint-community/eslint-comments': comments },
    rules: {
      // Every eslint-disable says why, after `--`, and names the rules it turns off.
      '@eslint-community/eslint-comments/require-description': ['error', { ignore: [] }],
      '@eslint-community/eslint-comments/no-unlimited-disable': 'error',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx,mts,cts}'],
    plugins: { regexp },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'regexp/no-super-linear-backtracking': ['error', { report: 'potential' }],
      'regexp/no-super-linear-move': ['error', { report: 'potential', ignoreSticky: false, ignorePartial: false }],
    },
  },
];
