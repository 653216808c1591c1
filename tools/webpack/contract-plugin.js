// Writes `contract.json` beside a remote's remoteEntry.js: what the container exposes (each exposed
// module's export names), what it needs from the other remotes (the exposed modules and exported
// names its code imports, read from webpack's module graph, never listed by hand), and the API
// version range it needs (its package.json `contract.api`). `npm run release`, the page server and
// the shell compare them (docs/decisions/0105-contracts-are-generated-per-export-name-and-judged-at.md).
const path = require('node:path');
const webpack = require('webpack');

const { CONTRACT } = require('federation/contracts');
/** An imported name webpack cannot narrow down (a namespace object used whole): every export. */
const WHOLE_MODULE = '*';

/** Every dependency of a module, those of its async blocks (`import()`) included. */
function* dependenciesOf(block) {
  yield* block.dependencies ?? [];
  for (const inner of block.blocks ?? []) yield* dependenciesOf(inner);
}

class ContractPlugin {
  /** @param {{ name: string, packageDir: string, exposes: Record<string, string> }} options */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    const { name, packageDir, exposes } = this.options;
    const { version, contract = {} } = require(path.join(packageDir, 'package.json'));
    compiler.hooks.thisCompilation.tap('ContractPlugin', (compilation) => {
      let found = null;
      // After the exports are known and before modules are concatenated away.
      compilation.hooks.afterOptimizeDependencies.tap('ContractPlugin', (modules) => {
        const { moduleGraph } = compilation;
        const needs = {};
        const provides = {};
        const exposedFiles = new Map(Object.entries(exposes).map(([key, file]) => [path.resolve(packageDir, file), key]));
        for (const module of modules) {
          const exposed = module.resource && exposedFiles.get(module.resource);
          if (exposed) {
            const names = moduleGraph.getExportsInfo(module).getProvidedExports();
            provides[exposed] = Array.isArray(names) ? [...names].sort() : [WHOLE_MODULE];
          }
          for (const dependency of dependenciesOf(module)) {
            const target = moduleGraph.getModule(dependency);
            // A federated import (`remote_shared/ui`) resolves to a RemoteModule: request and exposed name.
            if (!target || typeof target.internalRequest !== 'string' || typeof target.request !== 'string') continue;
            const container = target.request.split('/')[0];
            const names = ((needs[container] ??= {})[target.internalRequest] ??= new Set());
            if (typeof dependency.getIds !== 'function') continue; // a side-effect import: the module only
            const [first] = dependency.getIds(moduleGraph);
            names.add(first ?? WHOLE_MODULE);
          }
        }
        found = {
          needs: Object.fromEntries(
            Object.entries(needs).map(([container, modules]) => [
              container,
              Object.fromEntries(
                Object.entries(modules)
                  .sort(([a], [b]) => a.localeCompare(b))
                  .map(([key, names]) => [key, [...names].sort()]),
              ),
            ]),
          ),
          provides,
        };
      });
      compilation.hooks.processAssets.tap({ name: 'ContractPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const body = { name, version, api: contract.api ?? null, exposes: found?.provides ?? {}, needs: found?.needs ?? {} };
        compilation.emitAsset(CONTRACT, new webpack.sources.RawSource(`${JSON.stringify(body, null, 2)}\n`));
      });
    });
  }
}

module.exports = { ContractPlugin, CONTRACT, WHOLE_MODULE };
