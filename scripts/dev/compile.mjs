#!/usr/bin/env node
// One compiler of `npm run dev` (scripts/dev.mjs starts one process per package and target, so
// the two cores compile two packages at once):
//   node scripts/dev/compile.mjs <package> browser <port>   webpack's dev server with hot updates
//   node scripts/dev/compile.mjs <package> server           the remote's server bundle, rebuilt on change
// Each compile is reported to the parent (process.send) as { pkg, target, state, ms, errors }.
import { createRequire } from 'node:module';
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';

const require = createRequire(import.meta.url);
const { devConfigs } = require('tools/webpack/dev-config.js');

const [pkg, target, port] = process.argv.slice(2);
const tag = `[${pkg}${target === 'server' ? ' server' : ''}]`;
const report = (message) => process.send?.({ pkg, target, ...message });
// Started by scripts/dev/dev-loop.mjs: when it goes, so does this compiler.
process.on('disconnect', () => process.exit(0));

const built = devConfigs(pkg)[target];
if (!built) throw new Error(`${pkg} has no ${target} build`);
// Errors only: the federation plugin warns on every compile that remotes resolve their public path at runtime, as ours do.
const compiler = webpack({ ...built, infrastructureLogging: { level: 'error' } });

compiler.hooks.invalid.tap('dev', () => report({ state: 'compiling', at: Date.now() }));
compiler.hooks.done.tap('dev', (stats) => {
  const ms = stats.endTime - stats.startTime;
  const errors = stats.compilation.errors.map((error) => error.message.split('\n')[0]);
  if (stats.hasErrors() || stats.hasWarnings()) console.log(`${tag} ${stats.toString('errors-warnings')}`);
  console.log(`${tag} ${errors.length ? 'failed' : 'compiled'} in ${ms} ms`);
  report({ state: errors.length ? 'failed' : 'done', ms, at: Date.now(), hash: stats.hash, errors });
});

if (target === 'server') {
  // The browser's hot update goes first: the page server picks the bundle up at the next page.
  compiler.watch({ aggregateTimeout: 300 }, (error) => error && console.error(`${tag} ${error.stack ?? error}`));
} else {
  const server = new WebpackDevServer(
    {
      host: '127.0.0.1',
      port: Number(port),
      hot: true,
      // A change React Refresh cannot apply (a module that is not a component) reloads the page.
      liveReload: true,
      static: false,
      // The page server serves the files from disk, beside its pages (one origin, as in production).
      devMiddleware: { writeToDisk: true },
      // A tab may load this remote from here (shell/src/federation/dev-remotes.ts); only this machine can reach it.
      headers: { 'Cross-Origin-Resource-Policy': 'cross-origin', 'Access-Control-Allow-Origin': '*' },
      // The browser reaches this server's socket through the page's own address (scripts/dev/front-door.mjs).
      client: { webSocketURL: `auto://0.0.0.0:0/__dev/${pkg}/ws`, overlay: { errors: true, warnings: false, runtimeErrors: true }, logging: 'warn' },
      setupExitSignals: true,
    },
    compiler,
  );
  await server.start();
}
