// `npm run dev` runs the page server from this file under `tsx watch` (docs/development.md), with
// the API's code reloaded in this process on an edit (dev-api.ts). What webpack does for the server
// bundle is done here: server-only code paths are on (process.env.SSR) and a CSS Module import
// gives the class names of the development build the browser hydrates with.
import Module from 'node:module';
import path from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the one naming rule of the webpack builds (CommonJS).
const { localIdent } = require('tools/webpack/create-config') as {
  localIdent: (prefix: string, production: boolean) => (context: object, template: string, name: string) => string;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the shell's CSS prefix, read where its builds read it.
const { cssPrefix } = require('../module-federation.config') as { cssPrefix: string };

process.env.SSR = '1';
// What webpack names Node's own require in the bundle, which main.ts hands the remotes' server bundles.
(globalThis as { __non_webpack_require__?: NodeJS.Require }).__non_webpack_require__ = require;

const className = localIdent(cssPrefix, false);
const shellDir = path.resolve(__dirname, '..');
const extensions = (Module as unknown as { _extensions: Record<string, (module: { exports: unknown }, filename: string) => void> })._extensions;
extensions['.css'] = (module, filename) => {
  const context = { rootContext: shellDir, resourcePath: filename };
  module.exports = filename.endsWith('.module.css')
    ? // Every name is a class, but not the module-interop marker (it would read the file as an ES module).
      new Proxy({}, { get: (_target, key) => (typeof key === 'string' && key !== '__esModule' ? className(context, '', key) : undefined) })
    : {};
};

// After the hooks: the page server's imports (render-page.tsx and the shell's components) need them.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- must load after the lines above, which imports would not.
const { startDevSite } = require('./dev-api') as typeof import('./dev-api');
startDevSite(require).catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
