// The development builds `npm run dev` compiles (docs/development.md): each front end's own configs
// (create-config.js) in development mode, turned for webpack's dev server and React Refresh, and
// written under .cache/dev/ so that dist/ (what `npm start`, the tests and the releases use) never
// holds a development build.
const path = require('node:path');
const ReactRefreshPlugin = require('@pmmmwh/react-refresh-webpack-plugin');

const REPO_ROOT = path.resolve(__dirname, '../..');
const DEV_ROOT = path.join(REPO_ROOT, '.cache/dev');
/**
 * A remote's development build is the one release, `dev`, of a release root of its own
 * (`.cache/dev/<package>/current.json` names it): the page server serves and links it as it does
 * any release on this machine, so it needs no setting of its own (docs/releases.md).
 */
const DEV_RELEASE = 'dev';
const TS_LOADER = require.resolve('ts-loader');
const REFRESH_RUNTIME = path.join(__dirname, 'dev/refresh-runtime.js');

/** Where a package's development build goes. */
function devOutput(pkg) {
  const root = path.join(DEV_ROOT, pkg);
  if (pkg === 'shell') return { root, browser: path.join(root, 'public'), pointer: null };
  const browser = path.join(root, DEV_RELEASE);
  return { root, browser, server: path.join(browser, 'server'), pointer: path.join(root, 'current.json') };
}

/**
 * swc instead of ts-loader: it compiles a changed file in a few milliseconds and applies React
 * Refresh's transform (the unit tests use it too, through @swc/jest). Type errors are reported by
 * `npm run typecheck`, as in the production build.
 */
function swcLoader(refresh) {
  return {
    loader: require.resolve('swc-loader'),
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        target: 'es2022',
        transform: { react: { runtime: 'automatic', development: true, refresh } },
      },
      sourceMaps: true,
    },
  };
}

function withSwc(rules, refresh) {
  return rules.map((rule) => {
    if (!Array.isArray(rule.use) || !rule.use.some((use) => use.loader === TS_LOADER)) return rule;
    return { ...rule, use: rule.use.map((use) => (use.loader === TS_LOADER ? swcLoader(refresh) : use)) };
  });
}

/**
 * The browser build for the dev server: React Refresh in every component module of ours, source
 * maps without eval (the pages' Content-Security-Policy allows none), and, for the host, hot
 * updates under /assets/ where the page server serves its files.
 */
function devBrowserConfig(config, pkg) {
  const out = devOutput(pkg);
  const host = pkg === 'shell';
  return {
    ...config,
    devtool: 'cheap-module-source-map',
    output: {
      ...config.output,
      path: out.browser,
      clean: false,
      ...(host ? { hotUpdateChunkFilename: 'assets/[id].[fullhash].hot-update.js', hotUpdateMainFilename: 'assets/[runtime].[fullhash].hot-update.json' } : {}),
    },
    resolve: { ...config.resolve, alias: { ...config.resolve.alias, 'react-refresh/runtime$': REFRESH_RUNTIME } },
    module: { ...config.module, rules: withSwc(config.module.rules, true) },
    // The federation facades (federation/) are shared modules, not components.
    plugins: [...config.plugins, new ReactRefreshPlugin({ overlay: false, exclude: [/node_modules/, /[\\/]tools[\\/]/] })],
  };
}

/** A remote's server bundle, rebuilt on every change so the page server renders the new code too. */
function devServerConfig(config, pkg) {
  return {
    ...config,
    output: { ...config.output, path: devOutput(pkg).server, clean: false },
    module: { ...config.module, rules: withSwc(config.module.rules, false) },
  };
}

/**
 * The package's development configs: `{ browser, server }` (server is null for the shell, whose
 * page server runs from its source, and for remote-admin, which has none).
 */
function devConfigs(pkg) {
  const packageDir = path.join(REPO_ROOT, pkg);
  const configs = require(path.join(packageDir, 'webpack.config.js'))({}, { mode: 'development' });
  const browser = configs.find((config) => config.target === 'web');
  const server = pkg === 'shell' ? null : (configs.find((config) => config.target !== 'web') ?? null);
  return { browser: devBrowserConfig(browser, pkg), server: server && devServerConfig(server, pkg) };
}

module.exports = { DEV_ROOT, DEV_RELEASE, devConfigs, devOutput };
