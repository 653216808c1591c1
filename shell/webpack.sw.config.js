// The offline service worker (docs/offline.md): one script, Workbox's modules bundled in, written
// beside the shell's index.html as sw.js (the page server serves it at /sw.js). Built after the
// shell, whose build empties dist/public.
const path = require('node:path');

module.exports = (_env, argv) => ({
  name: 'shell-service-worker',
  mode: argv.mode === 'development' ? 'development' : 'production',
  target: 'webworker',
  devtool: false,
  context: __dirname,
  entry: { sw: './sw/service-worker.ts' },
  output: { path: path.join(__dirname, 'dist/public'), filename: '[name].js', clean: false },
  resolve: { extensions: ['.ts', '.js'] },
  module: {
    rules: [
      {
        test: /\.ts$/,
        exclude: /node_modules/,
        use: { loader: require.resolve('ts-loader'), options: { transpileOnly: true, configFile: path.join(__dirname, 'sw/tsconfig.json') } },
      },
    ],
  },
  performance: { hints: false },
});
