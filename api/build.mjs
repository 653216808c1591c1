// Bundles the API into dist/ (ESM). Dependencies stay in node_modules; only our code and the
// workspace packages it imports by name (contracts, server-helpers: TypeScript source) are bundled.
import { build } from 'esbuild';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
/** The repository's own packages (the root package.json `workspaces`): their source is bundled, not required at run time. */
const WORKSPACE = readJson('../package.json').workspaces.map((dir) => readJson(`../${dir}/package.json`).name);
const workspaceSource = {
  name: 'workspace-source',
  setup(build) {
    const own = new RegExp(`^(${WORKSPACE.join('|')})(/|$)`);
    build.onResolve({ filter: own }, (args) => ({ path: require.resolve(args.path) }));
  },
};

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: ['src/index.ts', 'src/server.ts'],
  outdir: 'dist',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  packages: 'external',
  plugins: [workspaceSource],
  tsconfig: 'tsconfig.json',
  sourcemap: true,
  logLevel: 'warning',
  // The code finds files beside it through __dirname (src/db/migrations.ts), which an ES module lacks.
  banner: {
    js: "import { dirname as __apiDirname } from 'node:path'; import { fileURLToPath as __apiFileUrlToPath } from 'node:url'; const __dirname = __apiDirname(__apiFileUrlToPath(import.meta.url));",
  },
});
mkdirSync('dist', { recursive: true });
// The schema's numbered SQL files, read at start (src/db/migrations.ts, MIGRATIONS_DIR).
cpSync('src/db/migrations', 'dist/migrations', { recursive: true, filter: (source) => !/\.md$/.test(source) });
// dist/*.js are ES modules whatever the package's own "type" is.
writeFileSync('dist/package.json', '{ "type": "module" }\n');
console.log('api: built dist/index.js, dist/server.js and dist/migrations/');
