// Bundles the API into dist/ (ESM). Dependencies stay in node_modules; only our code and the
// shared schemas (the `@schemas` alias of tsconfig.json) are bundled.
import { build } from 'esbuild';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: ['src/index.ts', 'src/server.ts'],
  outdir: 'dist',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  tsconfig: 'tsconfig.json',
  sourcemap: true,
  logLevel: 'warning',
});
mkdirSync('dist', { recursive: true });
// dist/*.js are ES modules whatever the package's own "type" is.
writeFileSync('dist/package.json', '{ "type": "module" }\n');
console.log('api: built dist/index.js and dist/server.js');
