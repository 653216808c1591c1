// Storybook (webpack 5 builder): remote-shared's design system and the back office's form fields,
// each in every state (docs/design-system.md). `npm run storybook` serves it, `npm run
// storybook:build` writes storybook-static/, `npm run storybook:test` builds it and runs axe on
// every story. Components are compiled with the product's own CSS Modules and catalogue rules
// (tools/webpack/create-config.js), so a story shows the component as the product builds it.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-webpack5';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import type { RuleSetRule } from 'webpack';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '..');
// The product's webpack setup is CommonJS.
const require = createRequire(import.meta.url);
const { assetRule, cssRules, messagesRule } = require('tools/webpack/create-config.js');
const from = (...parts: string[]) => path.join(ROOT, ...parts);

/** Storybook's own rules for what the product compiles itself (styles, images, scripts) give way to the product's. */
const ours = /\.(css|tsx?|jsx?|mjs|png|jpe?g|gif|webp|svg|woff2?)$/;
const isOverridden = (rule: unknown) => {
  const test = (rule as RuleSetRule | null)?.test;
  return test instanceof RegExp && ['x.css', 'x.tsx', 'x.svg', 'x.png'].some((file) => test.test(file) && ours.test(file));
};

const config: StorybookConfig = {
  stories: ['../remote-shared/src/ui/**/*.stories.tsx', '../remote-admin/src/components/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y'],
  framework: { name: '@storybook/react-webpack5', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false, check: false },
  webpackFinal: async (webpack) => {
    webpack.module ??= {};
    webpack.module.rules = [
      ...(webpack.module.rules ?? []).filter((rule) => !isOverridden(rule)),
      // Type errors are `npm run typecheck`'s; here TypeScript is only transpiled.
      {
        test: /\.tsx?$/,
        exclude: /node_modules/,
        use: [{ loader: require.resolve('ts-loader'), options: { transpileOnly: true, configFile: path.join(HERE, 'tsconfig.json') } }],
      },
      ...cssRules({ prefix: 'sb', production: false, server: false }),
      // The catalogues keep their full keys here: the product's builds shorten them in the code too.
      { ...messagesRule(), use: [{ loader: from('tools/webpack/messages-loader.js'), options: { fullKeys: true } }] },
      assetRule(false),
    ];
    webpack.plugins = [...(webpack.plugins ?? []), new MiniCssExtractPlugin()];
    webpack.resolve ??= {};
    webpack.resolve.extensions = [...new Set([...(webpack.resolve.extensions ?? []), '.ts', '.tsx'])];
    webpack.resolve.alias = {
      ...webpack.resolve.alias,
      // As in the jest preset: federated imports are the source they come from; `@/…` is the back office's src/.
      'remote_shared/schemas$': from('contracts/src/index.ts'),
      'remote_shared/content$': from('contracts/src/content/index.ts'),
      remote_shared: from('remote-shared/src'),
      '@': from('remote-admin/src'),
    };
    return webpack;
  },
};

export default config;
