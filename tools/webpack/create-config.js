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
const { REDUX_FACADE, REDUX_PACKAGE, ROUTER_FACADE, sharedConfig, isSingletonRequest } = require('./shared');
const { ContractPlugin } = require('./contract-plugin');

const REMOTE_PREFIX = /^remote_(shared|public|admin)\//;
/** The repository's own packages (the root package.json `workspaces`): source to bundle, never a package left in node_modules. */
const ROOT_DIR = path.resolve(__dirname, '../..');
const WORKSPACE_PACKAGE = new RegExp(
  `^(${JSON.parse(fs.readFileSync(path.join(ROOT_DIR, 'package.json'), 'utf8'))
    .workspaces.map((dir) => JSON.parse(fs.readFileSync(path.join(ROOT_DIR, dir, 'package.json'), 'utf8')).name)
    .join('|')})(/|$)`,
);

/**
 * Deterministic CSS Module class names: the same in the browser and server builds, unique per
 * package (the prefix), and independent of file contents so a CSS change never breaks hydration.
 */
function localIdent(prefix, production) {
  return (context, _template, localName) => {
    const file = path.relative(context.rootContext, context.resourcePath).replace(/\\/g, '/');
    if (!production) {
      const base = path
        .basename(file)
        .replace(/\.module\.css$/, '')
        .replace(/[^a-zA-Z0-9-]/g, '-');
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
  const loaders = [...(server ? [] : [MiniCssExtractPlugin.loader]), { loader: require.resolve('css-loader'), options: { modules, importLoaders: 0 } }];
  return [{ test: /\.css$/, use: loaders }];
}

function tsRule(packageDir) {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: [
      {
        loader: require.resolve('ts-loader'),
        // Type errors are reported by `npm run typecheck`; the bundler only transpiles.
        options: { transpileOnly: true, configFile: path.join(packageDir, 'tsconfig.build.json') },
      },
      // A package with catalogues names its message keys short (message-keys.js); runs first.
      ...(fs.existsSync(path.join(packageDir, 'src/messages/en.json')) ? [{ loader: require.resolve('./message-keys-loader'), options: { packageDir } }] : []),
    ],
  };
}

/** Interface-string catalogues, compiled (messages-loader.js). */
const messagesRule = () => ({
  test: /[\\/]src[\\/]messages[\\/][a-z]{2}\.json$/,
  type: 'javascript/auto',
  use: require.resolve('./messages-loader'),
});

/** Catalogues arrive compiled, so FormatJS's runtime leaves its message parser out (about 6 KB). */
const NO_MESSAGE_PARSER = {
  '@formatjs/icu-messageformat-parser$': require.resolve('@formatjs/icu-messageformat-parser/no-parser.js'),
};

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
      compilation.hooks.processAssets.tap({ name: 'ShellAssetsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
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
      });
    });
  }
}

/** Copies a file of the package's src/ to the build's root as it is (the sharing image, which link previews fetch by a fixed name). */
class CopyFilePlugin {
  /** @param {string} file */
  constructor(file) {
    this.file = file;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CopyFilePlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CopyFilePlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.fileDependencies.add(this.file);
        compilation.emitAsset(path.basename(this.file), new webpack.sources.RawSource(fs.readFileSync(this.file)));
      });
    });
  }
}

/**
 * Options both kinds of front end take.
 * @typedef {object} CommonOptions
 * @property {string} packageDir absolute folder of the package (its src/, tsconfig.build.json and dist/).
 * @property {string} name federation name: `shell` for the host, `remote_shared`, `remote_public` or
 *   `remote_admin` for a remote. Also the webpack `uniqueName`, so two containers never share chunk ids.
 * @property {string} cssPrefix short CSS Module class-name prefix, unique per package (see localIdent).
 * @property {string[]} [runtimePlugins] extra federation runtime plugins (absolute paths), added after the
 *   built-in one that rewrites the `consumes` placeholders. The shell uses one to show a remote that fails
 *   to load as an error page (shell/src/federation/error-plugin.ts).
 * @property {Record<string, object>} [vendorGroups] webpack `splitChunks.cacheGroups` for the browser build:
 *   libraries that always load together ship as one named file (the shell: react, redux, router;
 *   remote_shared: rtk-query). Only async chunks are split, so a group never lands in an entry file.
 *   docs/performance.md says which group each first-load byte belongs to.
 */

/**
 * Options of a remote (a federation container with `remoteEntry.js`).
 * @typedef {CommonOptions & {
 *   exposes?: Record<string, string>,
 *   consumes?: string[],
 *   skipServer?: boolean,
 * }} RemoteOptions
 * - `exposes`: the modules the container exposes (`./api` → `./src/api/index.ts`); also written to its
 *   contract.json and, unless `skipServer`, to its server bundle's module map.
 * - `consumes`: remotes this container imports statically (`remote_shared/...`). They are placeholders at
 *   build time, pointed at the current release at runtime by federation/runtime-remotes.ts.
 * - `skipServer`: no server build (remote_admin: the back office renders in the browser only).
 */

/**
 * Options of the host (the shell).
 * @typedef {CommonOptions & { serverEntry: string }} HostOptions
 * - `serverEntry`: entry of the page server's server build (relative to `packageDir`). The host consumes
 *   no remote at build time: their addresses come from /runtime-config.json (docs/architecture.md).
 */

const browserResolve = () => ({
  extensions: ['.tsx', '.ts', '.js'],
  // One format of the federation runtime: some of its parts `require` it, others `import` it,
  // which would otherwise bundle both the CommonJS and the ES module builds.
  conditionNames: ['browser', 'import', 'module', 'default'],
  alias: { 'react-router-dom$': ROUTER_FACADE, '@reduxjs/toolkit$': REDUX_FACADE, 'redux-toolkit-package$': REDUX_PACKAGE, ...NO_MESSAGE_PARSER },
});

/**
 * The manifest names an expose's files after the expose's own chunk. When a `vendorGroups` group takes
 * every module of that chunk (remote_shared's public core), the chunk is gone and the manifest would
 * list no file; the page server reads the files from it (docs/performance.md, "First-load JavaScript"),
 * so they are taken from the expose's chunk group instead.
 */
function fillGroupedExposes({ stats, compilation }) {
  for (const expose of stats.exposes ?? []) {
    if (expose.assets.js.sync.length) continue;
    // The federation plugin's chunk name: `./ui/core` → `__federation_expose_ui__core`.
    const chunkName = `__federation_expose_${expose.path.slice(2).replace(/\//g, '__').replace(/-/g, '_')}`;
    const group = compilation.namedChunkGroups.get(chunkName);
    if (!group) continue;
    const files = group.chunks.flatMap((chunk) => [...chunk.files]);
    expose.assets.js.sync = files.filter((file) => file.endsWith('.js'));
    expose.assets.css.sync = files.filter((file) => file.endsWith('.css'));
  }
  return stats;
}

/** The federation plugin; what differs between host and remote is passed in `own`. */
function federationPlugin({ name, consumes = [], runtimePlugins = [] }, own) {
  return new ModuleFederationPlugin({
    name,
    ...own.container,
    remotes: Object.fromEntries(consumes.map((remote) => [remote, `${remote}@/remotes/${remote.replace('remote_', '')}/remoteEntry.js`])),
    shared: sharedConfig(),
    shareStrategy: 'loaded-first',
    runtimePlugins: [...(consumes.length ? [require.resolve('federation/runtime-remotes.ts')] : []), ...runtimePlugins],
    manifest: { fileName: 'mf-manifest.json', additionalData: fillGroupedExposes },
    dts: false,
    experiments: { ...own.runtime, optimization: { disableSnapshot: true, target: 'web' } },
  });
}

/** The parts of a browser build that host and remote share; `own` holds what differs. */
function browserConfig(options, production, own) {
  const { packageDir, name, cssPrefix, vendorGroups = {} } = options;
  return {
    name: `${name}-browser`,
    mode: production ? 'production' : 'development',
    target: 'web',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    context: packageDir,
    entry: own.entry,
    output: {
      ...own.output,
      uniqueName: name,
      clean: { keep: /^server\// },
    },
    resolve: browserResolve(),
    module: {
      parser: { javascript: { exportsPresence: 'error' } },
      rules: [tsRule(packageDir), messagesRule(), ...cssRules({ prefix: cssPrefix, production, server: false }), assetRule(false)],
    },
    plugins: [
      own.federation,
      // Server-only code paths (`if (process.env.SSR)`) are dropped from browser bundles.
      new webpack.DefinePlugin({ 'process.env.SSR': JSON.stringify('') }),
      new MiniCssExtractPlugin({ filename: own.cssFilename, chunkFilename: own.cssFilename, ignoreOrder: true }),
      ...own.plugins,
      ...(production ? compressionPlugins() : []),
    ],
    optimization: {
      // Libraries that always load together ship as one file each: fewer requests, no duplicates.
      splitChunks: { chunks: 'async', cacheGroups: vendorGroups },
      minimizer: ['...', new CssMinimizerPlugin({ minify: CssMinimizerPlugin.lightningCssMinify })],
      // The shell's index.html is a template the page server fills in; its markers must survive.
      minimizeOptions: { html: false },
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * The server build: one CommonJS file. Singletons and other remotes stay `require`s, linked by the page
 * server at runtime; `keepPackages` also leaves every npm package in node_modules (the host's own server).
 */
function serverConfig({ packageDir, name, cssPrefix }, production, { entry, keepPackages }) {
  return {
    name: `${name}-server`,
    mode: production ? 'production' : 'development',
    target: 'node24',
    devtool: 'source-map',
    context: packageDir,
    entry: { index: entry },
    output: {
      path: path.join(packageDir, 'dist', 'server'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'], alias: NO_MESSAGE_PARSER },
    module: { rules: [tsRule(packageDir), messagesRule(), ...cssRules({ prefix: cssPrefix, production, server: true }), assetRule(true)] },
    externalsPresets: { node: true },
    node: { __dirname: false, __filename: false },
    externals: [
      ({ request }, callback) => {
        if (isSingletonRequest(request) || REMOTE_PREFIX.test(request)) return callback(null, `commonjs ${request}`);
        if (keepPackages && /^[@a-z]/i.test(request) && !request.startsWith('remote_') && !WORKSPACE_PACKAGE.test(request))
          return callback(null, `commonjs ${request}`);
        return callback();
      },
    ],
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }), new webpack.DefinePlugin({ 'process.env.SSR': JSON.stringify('1') })],
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * The shell: browser build (entry `shell`, fixed-name entry file under assets/, index.html template,
 * shell-assets.json) and the page server's build.
 * @param {HostOptions} options
 * @param {{ mode?: string }} [argv] webpack's argv; anything but `development` builds for production.
 */
function createHostConfigs(options, argv = {}) {
  const production = argv.mode !== 'development';
  const { packageDir, serverEntry } = options;
  if (!serverEntry) throw new Error(`${options.name}: a host needs a serverEntry (the page server)`);
  const browser = browserConfig(options, production, {
    entry: { shell: './src/index.ts' },
    output: {
      path: path.join(packageDir, 'dist', 'public'),
      publicPath: '/',
      // The entry is not hashed (like remoteEntry.js) and is revalidated; every chunk it loads is.
      filename: 'assets/[name].js',
      chunkFilename: 'assets/[name].[contenthash:8].js',
    },
    cssFilename: 'assets/[name].[contenthash:8].css',
    // The host provides the federation runtime once; remotes use it instead of carrying their own.
    federation: federationPlugin(options, { container: {}, runtime: { provideExternalRuntime: true } }),
    plugins: [
      new ShellAssetsPlugin(),
      // The company's sharing image, every page's og:image when it has none of its own (docs/search-appearance.md).
      new CopyFilePlugin(path.join(packageDir, 'src/sharing-image.png')),
      new HtmlWebpackPlugin({
        template: path.join(packageDir, 'src/index.html'),
        filename: 'index.html',
        inject: false,
        minify: false,
        // /favicon.svg stays for links to it; the page carries the icon itself (faviconDataUri).
        favicon: path.join(packageDir, 'src/favicon.svg'),
        templateParameters: { faviconUri: faviconDataUri(path.join(packageDir, 'src/favicon.svg')) },
      }),
    ],
  });
  // The page server's own dependencies stay in node_modules.
  return [browser, serverConfig(options, production, { entry: serverEntry, keepPackages: true })];
}

/**
 * The shell's icon as a data: address for its <link rel="icon">. A fetched icon is requested on
 * a connection of its own while the page's first photo loads, and a phone pays for that
 * connection in its largest paint; inline it costs about 200 bytes of the page
 * (docs/performance.md, "The icon in the page").
 * @param {string} file
 */
function faviconDataUri(file) {
  const svg = fs.readFileSync(file, 'utf8').trim().replace(/"/g, "'");
  // A URL holds no spaces (the HTML checker refuses the address otherwise): they are %20 like the rest.
  return `data:image/svg+xml,${svg.replace(/[<>#% ]/g, (c) => encodeURIComponent(c))}`;
}

/**
 * A remote: browser build (remoteEntry.js, hashed chunks, contract.json) and, unless `skipServer`, a
 * server build exporting its exposed modules for the page server.
 * @param {RemoteOptions} options
 * @param {{ mode?: string }} [argv] webpack's argv; anything but `development` builds for production.
 */
function createRemoteConfigs(options, argv = {}) {
  const production = argv.mode !== 'development';
  const { packageDir, name, exposes = {}, skipServer = false } = options;
  const browser = browserConfig(options, production, {
    entry: {},
    output: {
      path: path.join(packageDir, 'dist'),
      publicPath: 'auto',
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
    },
    cssFilename: '[name].[contenthash:8].css',
    // Uses the runtime the shell provides instead of carrying its own (docs/performance.md).
    federation: federationPlugin(options, {
      container: { filename: 'remoteEntry.js', exposes },
      runtime: { externalRuntime: true },
    }),
    // A remote's contract.json: what it exposes and what it needs from the others.
    plugins: [new ContractPlugin({ name, packageDir, exposes })],
  });
  if (skipServer) return [browser];
  return [browser, serverConfig(options, production, { entry: serverEntryFile(packageDir, name, exposes), keepPackages: false })];
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

// The rules are also Storybook's (.storybook/main.ts), so the design system is shown as it is built.
module.exports = { createHostConfigs, createRemoteConfigs, cssRules, messagesRule, assetRule, localIdent };
