// One webpack setup for every front end: a browser build (a federation container, or the host)
// and a server build (one CommonJS file the page server links to render public pages).
const fs = require('node:fs');
const path = require('node:path');
const crypto = require('node:crypto');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const zlib = require('node:zlib');
const webpack = require('webpack');
const { REDUX_FACADE, REDUX_PACKAGE, ROUTER_FACADE, sharedConfig, isSingletonRequest } = require('../federation/shared');

const REMOTE_PREFIX = /^remote_(shared|public|admin)\//;

/**
 * Deterministic CSS Module class names: the same in the browser and server builds, unique per
 * package (the prefix), and independent of file contents so a CSS change never breaks hydration.
 */
function localIdent(prefix, production) {
  return (context, _template, localName) => {
    const file = path.relative(context.rootContext, context.resourcePath).replace(/\\/g, '/');
    if (!production) {
      const base = path.basename(file).replace(/\.module\.css$/, '').replace(/[^a-zA-Z0-9-]/g, '-');
      return `${prefix}-${base}__${localName}`;
    }
    const hash = crypto.createHash('sha1').update(`${file}:${localName}`).digest('base64url').slice(0, 6);
    return `${prefix}${hash.replace(/^[-\d]/, '_')}`;
  };
}

function cssRules({ prefix, production, server }) {
  const modules = {
    auto: /\.module\.css$/,
    getLocalIdent: localIdent(prefix, production),
    exportOnlyLocals: server,
    namedExport: false,
    exportLocalsConvention: 'as-is',
  };
  const loaders = [
    ...(server ? [] : [MiniCssExtractPlugin.loader]),
    { loader: require.resolve('css-loader'), options: { modules, importLoaders: 0 } },
  ];
  return [{ test: /\.css$/, use: loaders }];
}

function tsRule(packageDir) {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('ts-loader'),
      // Type errors are reported by `npm run typecheck`; the bundler only transpiles.
      options: { transpileOnly: true, configFile: path.join(packageDir, 'tsconfig.build.json') },
    },
  };
}

const assetRule = (server) => ({
  test: /\.(png|jpe?g|gif|webp|svg|woff2?)$/,
  type: 'asset/resource',
  generator: { filename: 'assets/[name].[contenthash:8][ext]', emit: !server },
});

function compressionPlugins() {
  return [
    new CompressionPlugin({ algorithm: 'gzip', test: /\.(js|css|html|json|svg)$/, threshold: 512, minRatio: 0.9 }),
    new CompressionPlugin({
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      test: /\.(js|css|html|json|svg)$/,
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
      threshold: 512,
      minRatio: 0.9,
    }),
  ];
}

/**
 * The host's own files by chunk group (`shell-assets.json`): the page server preloads the entry and
 * the bootstrap chunk and inlines their CSS, so the first render waits on no chain of requests.
 */
class ShellAssetsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ShellAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ShellAssetsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const groups = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            const files = group.chunks.flatMap((chunk) => [...chunk.files]).filter((file) => !file.endsWith('.map'));
            groups[name] = {
              js: files.filter((file) => file.endsWith('.js')),
              css: files.filter((file) => file.endsWith('.css')),
            };
          }
          const json = JSON.stringify(groups, null, 2);
          compilation.emitAsset('shell-assets.json', new webpack.sources.RawSource(json));
        },
      );
    });
  }
}

/**
 * @param {object} options
 * @param {string} options.packageDir absolute folder of the package
 * @param {string} options.name federation name (remote_shared, remote_public, remote_admin, shell)
 * @param {string} options.cssPrefix short class-name prefix for this package
 * @param {Record<string,string>} [options.exposes] modules a remote exposes
 * @param {string[]} [options.consumes] remotes this container imports statically (placeholders, rewritten at runtime)
 * @param {boolean} [options.host] the shell
 * @param {string} [options.serverEntry] server build entry for the host (the page server)
 */
function createConfigs(options, argv = {}) {
  const production = argv.mode !== 'development';
  const { packageDir, name, cssPrefix, exposes = {}, consumes = [], host = false } = options;
  const dist = path.join(packageDir, 'dist');

  const federation = new ModuleFederationPlugin({
    name,
    ...(host ? {} : { filename: 'remoteEntry.js', exposes }),
    remotes: Object.fromEntries(
      consumes.map((remote) => [remote, `${remote}@/remotes/${remote.replace('remote_', '')}/remoteEntry.js`]),
    ),
    shared: sharedConfig(),
    shareStrategy: 'loaded-first',
    runtimePlugins: [
      ...(consumes.length ? [path.resolve(__dirname, '../federation/runtime-remotes.ts')] : []),
      ...(options.runtimePlugins ?? []),
    ],
    manifest: { fileName: 'mf-manifest.json' },
    dts: false,
    // The host provides the federation runtime once; remotes use it instead of carrying their own.
    experiments: {
      ...(host ? { provideExternalRuntime: true } : { externalRuntime: true }),
      optimization: { disableSnapshot: true, target: 'web' },
    },
  });

  const browser = {
    name: `${name}-browser`,
    mode: production ? 'production' : 'development',
    target: 'web',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    context: packageDir,
    entry: host ? { shell: './src/index.ts' } : {},
    output: {
      path: host ? path.join(dist, 'public') : dist,
      publicPath: host ? '/' : 'auto',
      uniqueName: name,
      // The entry is not hashed (like remoteEntry.js) and is revalidated; every chunk it loads is.
      filename: host ? 'assets/[name].js' : '[name].[contenthash:8].js',
      chunkFilename: host ? 'assets/[name].[contenthash:8].js' : '[name].[contenthash:8].js',
      clean: { keep: /^server\// },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // One format of the federation runtime: some of its parts `require` it, others `import` it,
      // which would otherwise bundle both the CommonJS and the ES module builds.
      conditionNames: ['browser', 'import', 'module', 'default'],
      alias: { 'react-router-dom$': ROUTER_FACADE, '@reduxjs/toolkit$': REDUX_FACADE, 'redux-toolkit-package$': REDUX_PACKAGE },
    },
    module: {
      parser: { javascript: { exportsPresence: 'error' } },
      rules: [tsRule(packageDir), ...cssRules({ prefix: cssPrefix, production, server: false }), assetRule(false)],
    },
    plugins: [
      federation,
      // Server-only code paths (`if (process.env.SSR)`) are dropped from browser bundles.
      new webpack.DefinePlugin({ 'process.env.SSR': JSON.stringify('') }),
      new MiniCssExtractPlugin({
        filename: host ? 'assets/[name].[contenthash:8].css' : '[name].[contenthash:8].css',
        chunkFilename: host ? 'assets/[name].[contenthash:8].css' : '[name].[contenthash:8].css',
        ignoreOrder: true,
      }),
      ...(host
        ? [
            new ShellAssetsPlugin(),
            new HtmlWebpackPlugin({
              template: path.join(packageDir, 'src/index.html'),
              filename: 'index.html',
              inject: false,
              minify: false,
              favicon: path.join(packageDir, 'src/favicon.svg'),
            }),
          ]
        : []),
      ...(production ? compressionPlugins() : []),
    ],
    optimization: {
      // Libraries that always load together ship as one file each: fewer requests, no duplicates.
      splitChunks: { chunks: 'async', cacheGroups: options.vendorGroups ?? {} },
      minimizer: ['...', new CssMinimizerPlugin({ minify: CssMinimizerPlugin.lightningCssMinify })],
      // The shell's index.html is a template the page server fills in; its markers must survive.
      minimizeOptions: { html: false },
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };

  const server = options.skipServer
    ? null
    : {
        name: `${name}-server`,
        mode: production ? 'production' : 'development',
        target: 'node20',
        devtool: 'source-map',
        context: packageDir,
        entry: { index: host ? options.serverEntry : serverEntryFile(packageDir, name, exposes) },
        output: {
          path: path.join(dist, 'server'),
          filename: '[name].js',
          library: { type: 'commonjs2' },
          clean: true,
        },
        resolve: { extensions: ['.tsx', '.ts', '.js'] },
        module: { rules: [tsRule(packageDir), ...cssRules({ prefix: cssPrefix, production, server: true }), assetRule(true)] },
        externalsPresets: { node: true },
        node: { __dirname: false, __filename: false },
        externals: [
          ({ request }, callback) => {
            if (isSingletonRequest(request) || REMOTE_PREFIX.test(request)) return callback(null, `commonjs ${request}`);
            // The page server's own dependencies stay in node_modules.
            if (host && /^[@a-z]/i.test(request) && !request.startsWith('remote_')) return callback(null, `commonjs ${request}`);
            return callback();
          },
        ],
        plugins: [
          new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
          new webpack.DefinePlugin({ 'process.env.SSR': JSON.stringify('1') }),
        ],
        optimization: { minimize: false },
        performance: { hints: false },
        stats: 'errors-warnings',
      };

  return server ? [browser, server] : [browser];
}

/**
 * The server bundle of a remote exports its exposed modules as a map, the same names as in the
 * browser (`{ './api': module, ... }`), so the page server can link them like federation does.
 */
function serverEntryFile(packageDir, name, exposes) {
  const dir = path.join(packageDir, 'node_modules/.cache/server-entry');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.js`);
  const lines = Object.entries(exposes).map(
    ([key, request]) => `  ${JSON.stringify(key)}: () => require(${JSON.stringify(path.resolve(packageDir, request))}),`,
  );
  fs.writeFileSync(file, `module.exports = {\n${lines.join('\n')}\n};\n`);
  return file;
}

module.exports = { createConfigs };
